import type { Meta, StoryObj } from '@storybook/vue3-vite';
import { h } from 'vue';
import { expect, within } from 'storybook/test';
import { TOPICS } from '../../../stories/fixtures/icons';
import { getCarousel, slideGroups } from '../../../stories/support/carousel';
import { carouselStories } from '../../../stories/support/carousel-stories';
import { carouselControlArgTypes, carouselProps, type CarouselStoryArgs } from '../../../stories/support/carousel-controls';
import { carouselDocs, carouselSource } from '../../../stories/support/options-docs';
import '../../../stories/support/icons';
import AddonCarouselIcons from './AddonCarouselIcons.vue';
import { ICONS_CAROUSEL_DEFAULTS, SNAP_ALIGNS } from '../../carousel/options-types';
import type { IconItem } from './types';

const stories = carouselStories<IconItem>({
  component: AddonCarouselIcons,
  regionName: 'Topics',
  defaults: ICONS_CAROUSEL_DEFAULTS,
  items: TOPICS,
  titleOf: (item) => item.title ?? '',
  titleOnly: { item: { title: 'Roadmap' }, title: 'Roadmap' },
  withTo: (item, to) => ({ ...item, to: to as IconItem['to'] }),
  routePrefix: '/topics',
});

/** Topics as a sliding row of icon tiles on vue3-carousel 0.17; Iconify icons registered offline. */
const meta = {
  title: 'Components/AddonCarouselIcons',
  component: AddonCarouselIcons,
  args: { slides: TOPICS, carousel: {} },
  argTypes: {
    slides: { control: 'object', table: { type: { summary: 'IconItem[]' }, defaultValue: { summary: '[]' } } },
    carousel: {
      control: 'object',
      description: 'One option object (vue3-carousel options, callbacks, texts): every key is in the tables above. The controls below write their option into it.',
      table: { type: { summary: 'CarouselOptions' }, defaultValue: { summary: '{}' } },
    },
    ...carouselControlArgTypes(ICONS_CAROUSEL_DEFAULTS),
  },
  parameters: {
    docs: {
      description: { component: carouselDocs('AddonCarouselIcons', 'Topics as a sliding row of icon tiles (an Iconify icon or an image, a title, a link). Use it for feature pickers and category navigation; register the icon sets you use with `addCollection` (nothing is fetched from the Iconify API).') },
      source: { transform: carouselSource('AddonCarouselIcons', { TOPICS }, './fixtures/icons') },
    },
  },
  // The option controls (itemsToShow, snapAlign, wrapAround, autoplay, dir) are mapped into `carousel`.
  render: (args) => ({ setup: () => () => h(AddonCarouselIcons, carouselProps(args, ICONS_CAROUSEL_DEFAULTS)) }),
} satisfies Meta<CarouselStoryArgs<IconItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

// Stories tagged '!autodocs' have their own page only: the docs page shows the canonical ones.

/** Fourteen topics (four in Persian): the region, its named slides, slide 1 announced, Previous off at the start. */
export const Default: Story = {
  ...stories.default,
  play: async (context) => {
    await stories.default.play(context);
    const region = getCarousel(context.canvasElement, 'Topics');
    await context.step('Iconify icons render as inline SVG, a URL icon as an image', async () => {
      const groups = slideGroups(region);
      await expect(groups[0]!.querySelector('svg.iconify, svg')).not.toBeNull();
      await expect(groups[0]!.querySelector('[data-icon-placeholder]')).toBeNull();
      // Vite inlines the small SVG fixture as a data: URL in tests, a file URL in larger builds.
      await expect(groups[13]!.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/accessibility\.svg|^data:image\/svg\+xml/));
      await expect(within(groups[1]!).getByRole('link')).toHaveAttribute('href', '/topics/design');
    });
  },
};
/** Dark mode. */
export const Dark: Story = { ...stories.dark };
/** Phone, 300 px: two and a half tiles per view. */
export const Breakpoint300: Story = { ...stories.breakpoint('bp300'), tags: ['!autodocs'] };
/** Tablet, 768 px: six tiles. */
export const Breakpoint768: Story = { ...stories.breakpoint('bp768'), tags: ['!autodocs'] };
/** 900 px: eight tiles. */
export const Breakpoint900: Story = { ...stories.breakpoint('bp900'), tags: ['!autodocs'] };
/** Laptop, 1024 px: seven tiles. */
export const Breakpoint1024: Story = { ...stories.breakpoint('bp1024'), tags: ['!autodocs'] };
/** Wide, 1280 px: seven tiles. */
export const Breakpoint1280: Story = { ...stories.breakpoint('bp1280'), tags: ['!autodocs'] };
/** In a 360 px column of a wide page, breakpoints against the carousel's own width. */
export const NarrowColumn: Story = { ...stories.column(360) };
/** Pagination dots (`pagination: true`): one per slide, the current one marked, arrow keys between them. */
export const Pagination: Story = { ...stories.pagination };
/** Custom content through the `slide` slot. */
export const CustomSlide: Story = { ...stories.customSlide };
/** snapAlign start. */
export const SnapStart: Story = { ...stories.snap(SNAP_ALIGNS[0]), tags: ['!autodocs'] };
/** snapAlign end. */
export const SnapEnd: Story = { ...stories.snap(SNAP_ALIGNS[1]), tags: ['!autodocs'] };
/** snapAlign center. */
export const SnapCenter: Story = { ...stories.snap(SNAP_ALIGNS[2]), tags: ['!autodocs'] };
/** snapAlign center-even. */
export const SnapCenterEven: Story = { ...stories.snap(SNAP_ALIGNS[3]), tags: ['!autodocs'] };
/** snapAlign center-odd. */
export const SnapCenterOdd: Story = { ...stories.snap(SNAP_ALIGNS[4]), tags: ['!autodocs'] };
/** wrapAround: loops past both ends. */
export const WrapAround: Story = { ...stories.wrapAround };
/** itemsToScroll 2. */
export const ItemsToScroll2: Story = { ...stories.itemsToScroll, tags: ['!autodocs'] };
/** autoplay with the rotation button; stopped at the end. */
export const Autoplay: Story = { ...stories.autoplay, tags: ['!autodocs'] };
/** prefers-reduced-motion: no rotation on its own, instant moves. */
export const ReducedMotion: Story = { ...stories.reducedMotion, tags: ['!autodocs'] };
/** Right to left with Persian labels. */
export const RightToLeft: Story = { ...stories.rtl };
/** slideEffect fade: one topic at a time, announced "Slide X of Y"; Next fades to the next. */
export const Fade: Story = { ...stories.fade };
/** enabled: false: all topics as plain content, no controls. */
export const Disabled: Story = { ...stories.disabled, tags: ['!autodocs'] };
/** Mouse and touch dragging off. */
export const ItemsToShowAuto: Story = stories.itemsToShowAuto;
export const DragDisabled: Story = { ...stories.dragDisabled, tags: ['!autodocs'] };
/** modelValue 3: starts at the fourth topic. */
export const StartIndex: Story = { ...stories.startIndex };
/** Custom texts. */
export const CustomI18n: Story = { ...stories.customI18n, name: 'Custom i18n' };
/** vue3-carousel's removed `settings` object, merged in. */
export const Settings: Story = { ...stories.settings, tags: ['!autodocs'] };
/** throttle 1500 ms between moves. */
export const Throttle: Story = { ...stories.throttle, tags: ['!autodocs'] };
/** Links without vue-router: anchors, or no link. */
export const LinksWithoutRouter: Story = { ...stories.linksWithoutRouter, tags: ['!autodocs'] };
/** Links with vue-router installed: RouterLinks. */
export const LinksWithRouter: Story = { ...stories.linksWithRouter };
/** No topics. */
export const Empty: Story = { ...stories.empty };
/** One topic. */
export const OneSlide: Story = { ...stories.oneSlide, tags: ['!autodocs'] };
/** A topic with only a title (placeholder icon, no link). */
export const TitleOnly: Story = { ...stories.titleOnly, tags: ['!autodocs'] };
/** Every callback and its payloads. */
export const Callbacks: Story = { ...stories.callbacks, tags: ['!autodocs'] };
/** Bad option values and junk items: defaults apply, nothing crashes. */
export const BadData: Story = { ...stories.badData, tags: ['!autodocs'] };
/** A keyboard-only walk. */
export const KeyboardWalk: Story = { ...stories.keyboardWalk, tags: ['!autodocs'] };
/** Icons that are not registered, or unsafe, show a neutral placeholder; nothing is fetched. */
export const IconFallbacks: Story = {
  args: {
    slides: [
      { icon: 'mdi:not-registered', title: 'Not registered' },
      { icon: 'javascript:alert(1)', title: 'Script URL' },
      { icon: '<svg onload=alert(1)>', title: 'Markup' },
      { icon: 'ph:rocket-duotone', title: 'Registered' },
    ],
    carousel: { itemsToShow: 4 },
  },
  play: async ({ canvasElement }) => {
    const groups = slideGroups(getCarousel(canvasElement, 'Topics'));
    for (const group of groups.slice(0, 3)) await expect(group.querySelector('[data-icon-placeholder]')).not.toBeNull();
    await expect(groups[3]!.querySelector('[data-icon-placeholder]')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
