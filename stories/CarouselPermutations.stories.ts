import type { Meta, StoryObj } from '@storybook/vue3-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AddonCarouselIcons, type IconItem } from '../src/components/AddonCarouselIcons';
import { AddonCarouselTeam, type TeamItem } from '../src/components/AddonCarouselTeam';
import { DIRS, type CarouselOptions } from '../src/carousel/options';
import { TEAM_CAROUSEL_DEFAULTS } from '../src/carousel/options-types';
import { TOPICS } from './fixtures/icons';
import { TEAM } from './fixtures/team';
import { expectSlideAnnounced, getCarousel, mouseDrag, settled, slideGroups, slideOffset, viewportWidth, visibleCounts, wheel } from './support/carousel';
import './support/icons';

/** Args of the one-option stories: the carousel's two props. */
interface OptionArgs {
  slides?: (TeamItem | IconItem)[];
  carousel?: CarouselOptions;
}

/**
 * Carousels side by side (several on one page, the reading directions as a matrix), and one story
 * per `carousel` option that changes what a reader sees and has no story of its own on the
 * components' pages.
 */
const meta = {
  title: 'Permutations/Carousels',
} satisfies Meta<OptionArgs>;

export default meta;
type Story = StoryObj<OptionArgs>;

/** Three carousels on one page: each region has its own name (axe `landmark-unique`). */
export const SeveralOnOnePage: Story = {
  render: () => ({
    components: { AddonCarouselTeam, AddonCarouselIcons },
    setup: () => ({ team: TEAM, topics: TOPICS, advisors: TEAM.slice(2, 5) }),
    template: `<div class="grid gap-10">
      <AddonCarouselIcons :slides="topics" />
      <AddonCarouselTeam :slides="team" />
      <AddonCarouselTeam :slides="advisors" :carousel="{ i18n: { ariaCarousel: 'Advisors' } }" />
    </div>`,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = canvas.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    await expect(names).toEqual(['Topics', 'Team', 'Advisors']);
    // vue3-carousel's own "Gallery" sections are not landmarks any more.
    await expect(canvasElement.querySelector('section[aria-label]')).toBeNull();
    // In a grid cell each carousel fits its cell: the next button is inside the page, nothing overflows.
    const cell = canvasElement.querySelector('.grid')!.getBoundingClientRect();
    for (const region of canvas.getAllByRole('region')) {
      await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(cell.right + 0.5);
    }
    for (const next of canvas.getAllByRole('button', { name: 'Next slide' })) {
      await expect(next.getBoundingClientRect().right).toBeLessThanOrEqual(cell.right + 0.5);
    }
  },
};

/** Both carousels in every reading direction (from `DIRS`). */
export const Directions: Story = {
  render: () => ({
    components: { AddonCarouselTeam, AddonCarouselIcons },
    setup: () => ({ dirs: DIRS, team: TEAM, topics: TOPICS }),
    template: `<div class="grid gap-10">
      <template v-for="dir in dirs" :key="dir">
        <AddonCarouselIcons :slides="topics" :carousel="{ dir, i18n: { ariaCarousel: 'Topics ' + dir } }" />
        <AddonCarouselTeam :slides="team" :carousel="{ dir, i18n: { ariaCarousel: 'Team ' + dir } }" />
      </template>
    </div>`,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const dir of DIRS) {
      for (const name of [`Topics ${dir}`, `Team ${dir}`]) {
        await expect(canvas.getByRole('region', { name })).toHaveAttribute('dir', dir);
      }
    }
  },
};

/** The team carousel with a story's args; `width` puts it in a column that wide (px). */
const teamWith = (width?: number) => (args: OptionArgs) => ({
  components: { AddonCarouselTeam },
  setup: () => ({ args, style: width ? `width: ${width}px` : undefined }),
  template: '<div :style="style"><AddonCarouselTeam :slides="args.slides" :carousel="args.carousel" /></div>',
});
const region = (canvasElement: HTMLElement) => getCarousel(canvasElement, 'Team');
const count = TEAM.length;
/** Left/right edges of the `<li>` of slide `index`. */
const slideBox = (el: HTMLElement, index: number) => slideGroups(el)[index]!.closest('li')!.getBoundingClientRect();

/** `mouseWheel: true`: one wheel turn down over the slides moved the row one step, to slide 2. */
export const MouseWheel: Story = {
  args: { slides: TEAM, carousel: { mouseWheel: true } },
  render: teamWith(),
  play: async ({ canvasElement, step }) => {
    const el = region(canvasElement);
    await step('a wheel turn down over the slides moves to slide 2 (the carousel takes the turn, not the page)', async () => {
      await expect(await wheel(el, 120)).toBe(true);
      await expectSlideAnnounced(el, 2, count);
    });
    await step('slide 2 is first in view', async () => {
      await waitFor(() => expect(slideOffset(el, 1)).toBeCloseTo(0, 1));
    });
  },
};

/** `gap: 32`: 32 px of space between neighbouring cards. */
export const Gap: Story = {
  args: { slides: TEAM, carousel: { gap: 32 } },
  render: teamWith(),
  play: async ({ canvasElement, step }) => {
    const el = region(canvasElement);
    await step('32 px between card 1 and card 2, and between card 2 and card 3', async () => {
      await waitFor(() => expect(slideBox(el, 1).left - slideBox(el, 0).right).toBeCloseTo(32, 0));
      await expect(slideBox(el, 2).left - slideBox(el, 1).right).toBeCloseTo(32, 0);
    });
    await step('the cards in view still fit the row: none is cut off', async () => {
      await expect(visibleCounts(el).partial).toBe(0);
    });
  },
};

/** `clamp: true`: three topics and `itemsToShow: 5` fill the row as three, with no empty space. */
export const Clamp: Story = {
  args: { slides: TOPICS.slice(0, 3), carousel: { itemsToShow: 5, clamp: true } },
  render: (args) => ({
    components: { AddonCarouselIcons },
    setup: () => ({ args }),
    template: '<AddonCarouselIcons :slides="args.slides" :carousel="args.carousel" />',
  }),
  play: async ({ canvasElement, step }) => {
    const el = getCarousel(canvasElement, 'Topics');
    await step('each of the three tiles is a third of the row, the last one ends at the row end', async () => {
      await waitFor(() => expect(slideBox(el, 0).width).toBeCloseTo(viewportWidth(el) / 3, 0));
      const viewport = el.querySelector('.carousel__viewport')!.getBoundingClientRect();
      await expect(slideBox(el, 2).right).toBeCloseTo(viewport.right, 0);
    });
  },
};

/**
 * `minSlideWidth: 300` in a 640 px column with `itemsToShow: 3`: three cards would be about 200 px
 * wide, so two show.
 */
export const MinSlideWidth: Story = {
  args: { slides: TEAM, carousel: { itemsToShow: 3, minSlideWidth: 300 } },
  render: teamWith(640),
  play: async ({ canvasElement, step }) => {
    const el = region(canvasElement);
    await step('two cards fully in view, each at least 300 px wide', async () => {
      await waitFor(() => expect(visibleCounts(el)).toEqual({ full: 2, partial: 0 }));
      await expect(slideBox(el, 0).width).toBeGreaterThanOrEqual(300);
    });
  },
};

/** The table of this story's `breakpoints`, by minimum window width (px). */
const OWN_BREAKPOINTS = { 300: { itemsToShow: 1.5 }, 900: { itemsToShow: 2.5 } } as const;

/** Own `breakpoints` (1.5 from 300 px, 2.5 from 900 px): they replace the default table (1, 2, 3). */
export const OwnBreakpoints: Story = {
  args: { slides: TEAM, carousel: { breakpoints: OWN_BREAKPOINTS } },
  render: teamWith(),
  play: async ({ canvasElement, step }) => {
    const el = region(canvasElement);
    // The entry with the largest minimum width not above the window's.
    const [, entry] = Object.entries(OWN_BREAKPOINTS).filter(([width]) => Number(width) <= window.innerWidth).at(-1)!;
    const full = Math.floor(entry.itemsToShow);
    await step(`at ${window.innerWidth} px the table's ${entry.itemsToShow}: ${full} cards and part of the next`, async () => {
      await waitFor(() => expect(visibleCounts(el)).toEqual({ full, partial: 1 }));
    });
  },
};

/** `preventExcessiveDragging: true`: at slide 1 the row does not follow a drag towards the start. */
export const PreventExcessiveDragging: Story = {
  args: { slides: TEAM, carousel: { preventExcessiveDragging: true } },
  render: teamWith(),
  play: async ({ canvasElement, step }) => {
    const el = region(canvasElement);
    await step('mid-drag 150 px to the right at slide 1, slide 1 stays at the row start', async () => {
      const offsets: number[] = [];
      await mouseDrag(el, 150, () => {
        offsets.push(slideOffset(el, 0));
      });
      await expect(offsets[0]).toBeCloseTo(0, 1);
    });
    await step('released: still slide 1', async () => {
      await settled(el);
      await expectSlideAnnounced(el, 1, count);
    });
  },
};

/** `transition: 1500`: a move takes 1.5 s (the default is 300 ms). */
export const Transition: Story = {
  args: { slides: TEAM, carousel: { transition: 1500 } },
  render: teamWith(),
  play: async ({ canvasElement, step }) => {
    const el = region(canvasElement);
    const sliding = () => el.querySelector('.carousel')!.classList.contains('is-sliding');
    await step('Next: the move lasts at least 1.5 s, then slide 2', async () => {
      // A lower bound only: a loaded machine makes the move look longer, never shorter.
      const start = performance.now();
      await userEvent.click(within(el).getByRole('button', { name: 'Next slide' }));
      await waitFor(() => expect(sliding()).toBe(true));
      await waitFor(() => expect(sliding()).toBe(false), { timeout: 5000 });
      await expect(performance.now() - start).toBeGreaterThanOrEqual(1500);
      await expectSlideAnnounced(el, 2, count);
    });
    await step('Previous: back to slide 1 (a steady picture)', async () => {
      await userEvent.click(within(el).getByRole('button', { name: 'Previous slide' }));
      await waitFor(() => expect(sliding()).toBe(false), { timeout: 5000 });
      await expectSlideAnnounced(el, 1, count);
    });
  },
};

/**
 * `slidesToShow: 2` (the original component's name for `itemsToShow`): two cards at every width where
 * two fit the cards' 200 px minimum (`minSlideWidth`), one on a phone.
 */
export const SlidesToShow: Story = {
  args: { slides: TEAM, carousel: { slidesToShow: 2 } },
  render: teamWith(),
  play: async ({ canvasElement }) => {
    const el = region(canvasElement);
    const full = viewportWidth(el) >= 2 * TEAM_CAROUSEL_DEFAULTS.minSlideWidth ? 2 : 1;
    await waitFor(() => expect(visibleCounts(el)).toEqual({ full, partial: 0 }));
  },
};
