import type { Meta, StoryObj } from '@storybook/vue3-vite';
import { h } from 'vue';
import { expect, within } from 'storybook/test';
import { TEAM } from '../../../stories/fixtures/team';
import { getCarousel, slideGroups } from '../../../stories/support/carousel';
import { carouselStories } from '../../../stories/support/carousel-stories';
import { carouselControlArgTypes, carouselProps, type CarouselStoryArgs } from '../../../stories/support/carousel-controls';
import { carouselDocs, carouselSource } from '../../../stories/support/options-docs';
import AddonCarouselTeam from './AddonCarouselTeam.vue';
import { SNAP_ALIGNS, TEAM_CAROUSEL_DEFAULTS } from '../../carousel/options-types';
import type { TeamItem } from './types';

const stories = carouselStories<TeamItem>({
  component: AddonCarouselTeam,
  regionName: 'Team',
  defaults: TEAM_CAROUSEL_DEFAULTS,
  items: TEAM,
  titleOf: (item) => item.name ?? '',
  titleOnly: { item: { name: 'Sam Rivera' }, title: 'Sam Rivera' },
  withTo: (item, to) => ({ ...item, to: to as TeamItem['to'] }),
  routePrefix: '/team',
});

/** Team members as a sliding row of cards on vue3-carousel 0.17, accessible per the WAI-ARIA APG carousel pattern. */
const meta = {
  title: 'Components/AddonCarouselTeam',
  component: AddonCarouselTeam,
  args: { slides: TEAM, carousel: {} },
  argTypes: {
    slides: { control: 'object', table: { type: { summary: 'TeamItem[]' }, defaultValue: { summary: '[]' } } },
    carousel: {
      control: 'object',
      description: 'One option object (vue3-carousel options, callbacks, texts): every key is in the tables above. The controls below write their option into it.',
      table: { type: { summary: 'CarouselOptions' }, defaultValue: { summary: '{}' } },
    },
    ...carouselControlArgTypes(TEAM_CAROUSEL_DEFAULTS),
  },
  parameters: {
    docs: {
      description: { component: carouselDocs('AddonCarouselTeam', 'Team members as a sliding row of cards (portrait, badge, name, role, bio, skill logos, a link), accessible per the WAI-ARIA carousel pattern. Use it for team and speaker pages; for people a reader must compare, use a grid.') },
      source: { transform: carouselSource('AddonCarouselTeam', { TEAM }, './fixtures/team') },
    },
  },
  // The option controls (itemsToShow, snapAlign, wrapAround, autoplay, dir) are mapped into `carousel`.
  render: (args) => ({ setup: () => () => h(AddonCarouselTeam, carouselProps(args, TEAM_CAROUSEL_DEFAULTS)) }),
} satisfies Meta<CarouselStoryArgs<TeamItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

// Stories tagged '!autodocs' have their own page only: the docs page shows the canonical ones.

/** Six members with avatars, badges and skill logos: the region, its named slides, slide 1 announced, Previous off at the start. */
export const Default: Story = {
  ...stories.default,
  play: async (context) => {
    await stories.default.play(context);
    const region = getCarousel(context.canvasElement, 'Team');
    await context.step('skill logos are images named by the skill', async () => {
      const first = within(slideGroups(region)[0]!);
      await expect(first.getByRole('img', { name: 'Vue' })).toHaveAttribute('title', 'Vue');
      await expect(first.getByRole('link')).toHaveAttribute('href', '/team/ada');
    });
  },
};
/** Dark mode. */
export const Dark: Story = { ...stories.dark };
/** Phone, 300 px: one card per view. */
export const Breakpoint300: Story = { ...stories.breakpoint('bp300'), tags: ['!autodocs'] };
/** Tablet, 768 px: two cards per view. */
export const Breakpoint768: Story = { ...stories.breakpoint('bp768'), tags: ['!autodocs'] };
/** 900 px: still two (no team breakpoint at 900). */
export const Breakpoint900: Story = { ...stories.breakpoint('bp900'), tags: ['!autodocs'] };
/** Laptop, 1024 px: three cards per view. */
export const Breakpoint1024: Story = { ...stories.breakpoint('bp1024'), tags: ['!autodocs'] };
/** Wide, 1280 px: three cards per view. */
export const Breakpoint1280: Story = { ...stories.breakpoint('bp1280'), tags: ['!autodocs'] };
/** In a 360 px column of a wide page, breakpoints against the carousel's own width. */
export const NarrowColumn: Story = { ...stories.column(360) };
/**
 * In a 700 px column of a 1280 px window: one card per view (the 300 px breakpoint), where the
 * window's width would give three 233 px cards (`minSlideWidth` 200 does not step in there, as it
 * does at 360 px).
 */
export const MidColumn: Story = { ...stories.column(700, 'bp1280'), tags: ['!autodocs'] };
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
/** slideEffect fade: one member at a time, announced "Slide X of Y"; Next fades to the next. */
export const Fade: Story = { ...stories.fade };
/** enabled: false: all members as plain content, no controls. */
export const Disabled: Story = { ...stories.disabled, tags: ['!autodocs'] };
/** Mouse and touch dragging off. */
export const ItemsToShowAuto: Story = stories.itemsToShowAuto;
export const DragDisabled: Story = { ...stories.dragDisabled, tags: ['!autodocs'] };
/** modelValue 3: starts at the fourth member. */
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
/** No members. */
export const Empty: Story = { ...stories.empty };
/** One member. */
export const OneSlide: Story = { ...stories.oneSlide, tags: ['!autodocs'] };
/** A member with only a name. */
export const NameOnly: Story = { ...stories.titleOnly, tags: ['!autodocs'] };
/** Every callback and its payloads. */
export const Callbacks: Story = { ...stories.callbacks, tags: ['!autodocs'] };
/** Bad option values and junk items: defaults apply, nothing crashes. */
export const BadData: Story = { ...stories.badData, tags: ['!autodocs'] };
/** A keyboard-only walk. */
export const KeyboardWalk: Story = { ...stories.keyboardWalk, tags: ['!autodocs'] };
