import type { Meta, StoryObj } from '@storybook/vue3-vite';
import { expect, within } from 'storybook/test';
import { ARTICLE_HTML } from '../../../stories/fixtures/article';
import { themeOfCanvas } from '../../../.storybook/globals';
import { textLuminance } from '../../../stories/support/color';
import BaseProse from './BaseProse.vue';
import { PROSE_SIZES } from './types';

/** Typography wrapper applying `prose` (and `dark:prose-invert`) to rich content. */
const meta = {
  title: 'Components/BaseProse',
  component: BaseProse,
  args: { size: 'base', fullwidth: false, as: 'article' },
  argTypes: {
    size: { control: 'inline-radio', options: PROSE_SIZES },
    fullwidth: { control: 'boolean' },
    as: { control: 'select', options: ['div', 'article', 'section', 'main', 'aside'] },
    // The content comes from the story (an article); a slot has no meaningful control.
    default: { control: false, table: { type: { summary: 'VNode[]' } } },
  },
  render: (args) => ({
    components: { BaseProse },
    setup: () => ({ args, html: ARTICLE_HTML }),
    template: '<BaseProse v-bind="args" data-testid="prose" v-html="html" />',
  }),
} satisfies Meta<typeof BaseProse>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A realistic article, in the theme the toolbar selects (light by default). */
export const Light: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const root = canvas.getByTestId('prose');
    await step(`prose classes for size ${args.size}, rendered as <${args.as}>`, async () => {
      await expect(root).toHaveClass('prose', `prose-${args.size ?? 'base'}`);
      await expect(root.tagName).toBe((args.as || 'div').toUpperCase());
      await expect(root.classList.contains('max-w-none')).toBe(Boolean(args.fullwidth));
    });
    await step('the article is readable: headings, table, image', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Designing calm interfaces' })).toBeVisible();
      await expect(canvas.getByRole('table')).toBeVisible();
      await expect(canvas.getByRole('img', { name: 'Mountains at dawn' })).toBeVisible();
    });
    const theme = themeOfCanvas(canvasElement);
    await step(theme === 'dark' ? 'body text is light on dark' : 'body text is dark on light', async () => {
      // prose body colour is a dark grey; under a dark page, dark:prose-invert makes it light.
      const luminance = textLuminance(canvas.getByText(/Good interfaces read/));
      if (theme === 'dark') await expect(luminance).toBeGreaterThan(0.5);
      else await expect(luminance).toBeLessThan(0.2);
    });
  },
};

/** The same article under a `dark` ancestor: `dark:prose-invert` turns text light. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(themeOfCanvas(canvasElement)).toBe('dark');
    // dark:prose-invert turns body text light.
    await expect(textLuminance(canvas.getByText(/Good interfaces read/))).toBeGreaterThan(0.5);
  },
};

/** Full width: no prose max width, so the text spans the container. */
export const Fullwidth: Story = {
  args: { fullwidth: true },
  play: async ({ args, canvasElement }) => {
    const root = within(canvasElement).getByTestId('prose');
    // With `fullwidth` (this story's arg) no max width applies; without it, typography's 65ch does.
    await expect(getComputedStyle(root).maxWidth === 'none').toBe(Boolean(args.fullwidth));
  },
};

/** Every size side by side, from `sm` to `2xl`. */
export const Sizes: Story = {
  render: () => ({
    components: { BaseProse },
    setup: () => ({ sizes: PROSE_SIZES }),
    template: `<div class="grid gap-6">
      <BaseProse v-for="size in sizes" :key="size" :size="size" :data-testid="'prose-' + size">
        <p>Size {{ size }}: the quick brown fox jumps over the lazy dog.</p>
      </BaseProse>
    </div>`,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fontSizes = PROSE_SIZES.map((size) =>
      parseFloat(getComputedStyle(canvas.getByTestId(`prose-${size}`)).fontSize),
    );
    // Each step of the scale is larger than the previous one.
    for (let i = 1; i < fontSizes.length; i++) await expect(fontSizes[i]).toBeGreaterThan(fontSizes[i - 1]!);
  },
};
