import type { Meta, StoryObj } from '@storybook/vue3-vite';
import { expect, within } from 'storybook/test';
import {
  AddonMarkdownRemark,
  MARKDOWN_MODES,
  MARKDOWN_SIZES,
  type MarkdownMode,
  type MarkdownSize,
} from '../src/components/AddonMarkdownRemark';
import { fence, LANGUAGE_SAMPLES } from './fixtures/markdown/samples';
import { expectThemeColors, hasLineNumber, waitForMarkdown } from './support/markdown';

/**
 * Every permutation of size × mode × lines × fullwidth × page theme, generated from the allowed-value
 * arrays: one story per size and page theme (10 stories), each a matrix of the 3 modes (light, dark,
 * following the page) × lines on/off × fullwidth on/off (12 instances), all asserted.
 */
const MODES = [...MARKDOWN_MODES, undefined] as const;
const FLAGS = [true, false] as const;

interface Cell {
  key: string;
  label: string;
  mode: MarkdownMode | undefined;
  lines: boolean;
  fullwidth: boolean;
}

const CELLS: Cell[] = MODES.flatMap((mode) =>
  FLAGS.flatMap((lines) =>
    FLAGS.map((fullwidth) => ({
      key: `${mode ?? 'page'}-${lines}-${fullwidth}`,
      label: `mode ${mode ?? 'follows page'} · lines ${lines ? 'on' : 'off'} · fullwidth ${fullwidth ? 'on' : 'off'}`,
      mode,
      lines,
      fullwidth,
    })),
  ),
);

const meta = {
  title: 'Components/AddonMarkdownRemark/Permutations',
  component: AddonMarkdownRemark,
  // Ten matrices of twelve instances: each on its own page, no docs page stacking all of them.
  tags: ['!autodocs'],
  args: { source: '' },
} satisfies Meta<typeof AddonMarkdownRemark>;

export default meta;
type Story = StoryObj<typeof meta>;

function matrix(size: MarkdownSize, page: 'light' | 'dark'): Story {
  if (!MARKDOWN_SIZES.includes(size)) throw new Error(`unknown size ${size}`);
  return {
    name: `${size}, ${page} page`,
    globals: { theme: page },
    // The dark rendering of a light-page matrix is its dark-page twin: screenshot it once, there.
    ...(page === 'light'
      ? { parameters: { visual: { dark: false }, chromatic: { modes: { dark: { disable: true } } } } }
      : {}),
    render: () => ({
      components: { AddonMarkdownRemark },
      setup: () => ({ cells: CELLS, size, source: (label: string) => `**${size}** — ${label}\n\n${fence('json', LANGUAGE_SAMPLES.json)}` }),
      template: `<div class="grid gap-4 lg:grid-cols-2">
        <section v-for="cell in cells" :key="cell.key" :aria-label="cell.label" :data-cell="cell.key" class="rounded border border-muted-300 p-2 dark:border-muted-700">
          <AddonMarkdownRemark :source="source(cell.label)" :size="size" :mode="cell.mode" :lines="cell.lines" :fullwidth="cell.fullwidth" />
        </section>
      </div>`,
    }),
    play: async ({ canvasElement, step }) => {
      await waitForMarkdown(canvasElement, CELLS.length);
      const canvas = within(canvasElement);
      for (const cell of CELLS) {
        await step(cell.label, async () => {
          const section = canvas.getByRole('region', { name: cell.label });
          const root = section.querySelector<HTMLElement>('.vak-markdown')!;
          const prose = root.querySelector<HTMLElement>('.prose')!;
          await expect(prose).toHaveClass(`prose-${size}`);
          await expect(getComputedStyle(prose).maxWidth === 'none').toBe(cell.fullwidth);
          const block = root.querySelector('.vak-code')!;
          for (const line of block.querySelectorAll('.line')) await expect(hasLineNumber(line)).toBe(cell.lines);
          await expectThemeColors(block, cell.mode ?? page);
        });
      }
    },
  };
}

/** Size `sm` on a light page: 3 modes × lines × fullwidth. */
export const SmLightPage: Story = matrix('sm', 'light');
/** Size `sm` on a dark page. */
export const SmDarkPage: Story = matrix('sm', 'dark');
/** Size `base` on a light page. */
export const BaseLightPage: Story = matrix('base', 'light');
/** Size `base` on a dark page. */
export const BaseDarkPage: Story = matrix('base', 'dark');
/** Size `lg` on a light page. */
export const LgLightPage: Story = matrix('lg', 'light');
/** Size `lg` on a dark page. */
export const LgDarkPage: Story = matrix('lg', 'dark');
/** Size `xl` on a light page. */
export const XlLightPage: Story = matrix('xl', 'light');
/** Size `xl` on a dark page. */
export const XlDarkPage: Story = matrix('xl', 'dark');
/** Size `2xl` on a light page. */
export const Size2xlLightPage: Story = matrix('2xl', 'light');
/** Size `2xl` on a dark page. */
export const Size2xlDarkPage: Story = matrix('2xl', 'dark');
