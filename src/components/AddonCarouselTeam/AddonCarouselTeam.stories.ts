import type { Meta, StoryObj } from '@storybook/vue3-vite';
import { expect, within } from 'storybook/test';
import { TEAM } from '../../../stories/fixtures/team';
import { getCarousel, slideGroups } from '../../../stories/support/carousel';
import { carouselStories } from '../../../stories/support/carousel-stories';
import AddonCarouselTeam from './AddonCarouselTeam.vue';
import { SNAP_ALIGNS, TEAM_CAROUSEL_DEFAULTS } from '../carousel-core/options-types';
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
    slides: { control: 'object' },
    carousel: { control: 'object' },
  },
  render: (args) => ({
    components: { AddonCarouselTeam },
    setup: () => ({ args }),
    template: '<AddonCarouselTeam v-bind="args" />',
  }),
} satisfies Meta<typeof AddonCarouselTeam>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six members with avatars, badges and skill logos; first moves by button and drag. */
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
export const Breakpoint300: Story = stories.breakpoint('bp300');
/** Tablet, 768 px: two cards per view. */
export const Breakpoint768: Story = stories.breakpoint('bp768');
/** 900 px: still two (no team breakpoint at 900). */
export const Breakpoint900: Story = stories.breakpoint('bp900');
/** Laptop, 1024 px: three cards per view. */
export const Breakpoint1024: Story = stories.breakpoint('bp1024');
/** Wide, 1280 px: three cards per view. */
export const Breakpoint1280: Story = stories.breakpoint('bp1280');
/** In a 360 px column of a wide page, breakpoints against the carousel's own width. */
export const NarrowColumn: Story = { ...stories.narrowColumn };
/** Custom content through the `slide` slot. */
export const CustomSlide: Story = { ...stories.customSlide };
/** snapAlign start. */
export const SnapStart: Story = stories.snap(SNAP_ALIGNS[0]);
/** snapAlign end. */
export const SnapEnd: Story = stories.snap(SNAP_ALIGNS[1]);
/** snapAlign center. */
export const SnapCenter: Story = stories.snap(SNAP_ALIGNS[2]);
/** snapAlign center-even. */
export const SnapCenterEven: Story = stories.snap(SNAP_ALIGNS[3]);
/** snapAlign center-odd. */
export const SnapCenterOdd: Story = stories.snap(SNAP_ALIGNS[4]);
/** wrapAround: loops past both ends. */
export const WrapAround: Story = { ...stories.wrapAround };
/** itemsToScroll 2. */
export const ItemsToScroll2: Story = { ...stories.itemsToScroll };
/** autoplay with the rotation button; stopped at the end. */
export const Autoplay: Story = { ...stories.autoplay };
/** prefers-reduced-motion: no rotation on its own, instant moves. */
export const ReducedMotion: Story = { ...stories.reducedMotion };
/** Right to left with Persian labels. */
export const RightToLeft: Story = { ...stories.rtl };
/** Mouse and touch dragging off. */
export const DragDisabled: Story = { ...stories.dragDisabled };
/** modelValue 3: starts at the fourth member. */
export const StartIndex: Story = { ...stories.startIndex };
/** Custom texts. */
export const CustomI18n: Story = { ...stories.customI18n };
/** vue3-carousel's removed `settings` object, merged in. */
export const Settings: Story = { ...stories.settings };
/** throttle 1500 ms between moves. */
export const Throttle: Story = { ...stories.throttle };
/** Links without vue-router: anchors, or no link. */
export const LinksWithoutRouter: Story = { ...stories.linksWithoutRouter };
/** Links with vue-router installed: RouterLinks. */
export const LinksWithRouter: Story = { ...stories.linksWithRouter };
/** No members. */
export const Empty: Story = { ...stories.empty };
/** One member. */
export const OneSlide: Story = { ...stories.oneSlide };
/** A member with only a name. */
export const NameOnly: Story = { ...stories.titleOnly };
/** Every callback and its payloads. */
export const Callbacks: Story = { ...stories.callbacks };
/** Bad option values and junk items: defaults apply, nothing crashes. */
export const BadData: Story = { ...stories.badData };
/** A keyboard-only walk. */
export const KeyboardWalk: Story = { ...stories.keyboardWalk };
