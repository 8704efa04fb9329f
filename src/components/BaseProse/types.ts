/** Prose sizes, each mapped to a `@tailwindcss/typography` size modifier (`prose-sm` … `prose-2xl`). */
export const PROSE_SIZES = ['sm', 'base', 'lg', 'xl', '2xl'] as const;

/** One of {@link PROSE_SIZES}. */
export type ProseSize = (typeof PROSE_SIZES)[number];

/** Props of `BaseProse`. */
export interface BaseProseProps {
  /**
   * Typography scale: `sm` → `prose-sm`, `base` → `prose-base`, … `2xl` → `prose-2xl`.
   * An unknown value falls back to `base` (one development warning naming it).
   * @defaultValue 'base'
   * @link https://github.com/tailwindlabs/tailwindcss-typography#applying-a-type-scale
   */
  size?: ProseSize;
  /**
   * When `true`, the content is not held to the prose measure (`max-w-none`); otherwise
   * typography's own max width (65ch) applies.
   * @defaultValue false
   */
  fullwidth?: boolean;
  /**
   * Element rendered as the root, e.g. `'article'`, `'section'`.
   * @defaultValue 'div'
   */
  as?: string;
}

/** Slots of `BaseProse`. */
export interface BaseProseSlots {
  /** The rich content to style: headings, paragraphs, lists, tables, code, images. */
  default?: () => unknown;
}
