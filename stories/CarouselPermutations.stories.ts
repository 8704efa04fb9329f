import type { Meta, StoryObj } from '@storybook/vue3-vite';
import { expect, within } from 'storybook/test';
import { AddonCarouselIcons } from '../src/components/AddonCarouselIcons';
import { AddonCarouselTeam } from '../src/components/AddonCarouselTeam';
import { DIRS } from '../src/carousel/options';
import { TOPICS } from './fixtures/icons';
import { TEAM } from './fixtures/team';
import './support/icons';

/** Carousels side by side: several on one page, and the reading directions as a matrix. */
const meta = {
  title: 'Permutations/Carousels',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

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
