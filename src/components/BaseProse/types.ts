/** Prose sizes, each mapped to a `@tailwindcss/typography` size modifier (`prose-sm` … `prose-2xl`). */
export const PROSE_SIZES = ['sm', 'base', 'lg', 'xl', '2xl'] as const;

/** One of {@link PROSE_SIZES}. */
export type ProseSize = (typeof PROSE_SIZES)[number];

/** An element name `BaseProse` renders as its root: ASCII letters and digits, starting with a letter, hyphens inside. */
export const PROSE_ROOT_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/i;

/** Elements whose content is raw text, inert, replaced or run: never the root of prose content. */
export const PROSE_ROOT_FORBIDDEN: readonly string[] = ['script', 'style', 'template', 'textarea', 'title', 'xmp', 'iframe', 'noscript', 'noembed', 'noframes', 'object', 'embed', 'plaintext', 'slot'];

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
   * Element rendered as the root, e.g. `'article'`, `'section'`, `'main'`, or a custom element
   * (`'my-card'`). A name that is not an element name ({@link PROSE_ROOT_NAME}: `''`, `'my section'`,
   * `'1'`) or names an element whose content is not shown as markup or runs
   * ({@link PROSE_ROOT_FORBIDDEN}: `script`, `style`, `template`, …) renders a `div` (one development
   * warning naming it).
   * @defaultValue 'div'
   */
  as?: string;
}

/** Slots of `BaseProse`. */
export interface BaseProseSlots {
  /** The rich content to style: headings, paragraphs, lists, tables, code, images. */
  default?: () => unknown;
}
