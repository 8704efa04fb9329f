import type { Meta, StoryObj } from '@storybook/vue3-vite';
import { expect, within } from 'storybook/test';
import { ARTICLE_HTML } from '../../../stories/fixtures/article';
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
    as: { control: 'text' },
  },
  render: (args) => ({
    components: { BaseProse },
    setup: () => ({ args, html: ARTICLE_HTML }),
    template: '<BaseProse v-bind="args" data-testid="prose" v-html="html" />',
  }),
} satisfies Meta<typeof BaseProse>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A realistic article in light mode. */
export const Light: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const root = canvas.getByTestId('prose');
    await step('prose classes are applied', async () => {
      await expect(root).toHaveClass('prose', 'prose-base');
      await expect(root.tagName).toBe('ARTICLE');
    });
    await step('the article is readable: headings, table, image', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Designing calm interfaces' })).toBeVisible();
      await expect(canvas.getByRole('table')).toBeVisible();
      await expect(canvas.getByRole('img', { name: 'Mountains at dawn' })).toBeVisible();
    });
    await step('body text is dark on light', async () => {
      // prose body colour in light mode is a dark grey.
      await expect(textLuminance(canvas.getByText(/Good interfaces read/))).toBeLessThan(0.2);
    });
  },
};

/** The same article under a `dark` ancestor: `dark:prose-invert` turns text light. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.dark')).not.toBeNull();
    // dark:prose-invert turns body text light.
    await expect(textLuminance(canvas.getByText(/Good interfaces read/))).toBeGreaterThan(0.5);
  },
};

/** Full width: no prose max width, so the text spans the container. */
export const Fullwidth: Story = {
  args: { fullwidth: true },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByTestId('prose');
    await expect(root).toHaveClass('max-w-none');
    await expect(getComputedStyle(root).maxWidth).toBe('none');
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
