import type { ProseSize } from '../BaseProse';
import type { LangInput } from '../../markdown/highlight/langs';
import type { MarkdownThemes } from '../../markdown/renderer';

export { PROSE_SIZES as MARKDOWN_SIZES } from '../BaseProse';
export { DEFAULT_LANGS } from '../../markdown/highlight/langs';
export { DEFAULT_THEMES } from '../../markdown/renderer';
export { DEFAULT_MARKDOWN_I18N } from '../../markdown/highlight/code-frame';
export type { LangInput, LangItem } from '../../markdown/highlight/langs';
export type { MarkdownThemes } from '../../markdown/renderer';
export type { ThemeInput } from '../../markdown/highlight/highlighter';

/** Code colour modes: `light` and `dark` force a theme; leaving `mode` unset follows the page. */
export const MARKDOWN_MODES = ['light', 'dark'] as const;

/** One of {@link MARKDOWN_MODES}. */
export type MarkdownMode = (typeof MARKDOWN_MODES)[number];

/** Prose size of the rendered markdown (same scale as `BaseProse`). */
export type MarkdownSize = ProseSize;

/** Props of `AddonMarkdownRemark`. */
export interface AddonMarkdownRemarkProps {
  /**
   * Markdown text (GitHub-flavoured: tables, task lists, strikethrough, autolinks). Raw HTML in it is
   * sanitised and renders inert. Every change re-renders; the latest value always wins. A value that
   * is not a string renders as its text form (`null` and `undefined` as nothing), with one development
   * warning.
   * @link https://marked.js.org/using_advanced#options
   */
  source: string;
  /**
   * Typography scale: `sm` → `prose-sm` … `2xl` → `prose-2xl`. An unknown value falls back to `base`
   * (one development warning naming it).
   * @defaultValue 'base'
   * @link https://github.com/tailwindlabs/tailwindcss-typography#applying-a-type-scale
   */
  size?: MarkdownSize;
  /**
   * Forces the code theme: `'light'` or `'dark'`. Unset, code follows the page (the `dark` theme under
   * a `dark` class on any ancestor). Switching is CSS only: nothing is highlighted again. Any other
   * value behaves like unset (one development warning naming it).
   * @defaultValue undefined
   */
  mode?: MarkdownMode;
  /**
   * Code themes, `{ light, dark }`: each a bundled shiki theme name or a theme registration object.
   * A theme that cannot load falls back to the default of its slot (one development warning); a
   * value that is not an object is ignored (one development warning naming it).
   * @defaultValue { light: 'github-light-default', dark: 'github-dark-default' }
   * @link https://shiki.style/guide/dual-themes
   */
  themes?: MarkdownThemes;
  /**
   * Languages available for highlighting. Items: a bundled language name or alias (`'ts'`, `'c#'`,
   * `'sh'`, `'yml'`, `'文言'`), a language registration object (`name`, `scopeName`, `patterns`,
   * `repository`, optional `embeddedLangs` and `aliases`), an array of those, a promise of either,
   * a module-like `{ default }`, or a function returning such a promise. Only the grammars a document
   * uses are downloaded. A fence whose language is not listed renders as escaped plain text keeping
   * its `language-*` class; an invalid entry is skipped with one development warning naming it.
   * @defaultValue ['html', 'vue', 'bash', 'dockerfile', 'json', 'yaml', 'markdown', 'diff']
   * @link https://shiki.style/guide/load-lang
   */
  langs?: LangInput;
  /**
   * Show line numbers in code blocks (each line's `data-line` shown by CSS: they cannot be selected or copied).
   * @defaultValue true
   */
  lines?: boolean;
  /**
   * When `true`, content is not held to the prose max width (65ch) and fills its container.
   * @defaultValue false
   */
  fullwidth?: boolean;
  /**
   * `true` while `source` is known to be incomplete (an answer still arriving, e.g. from a language
   * model, a few characters at a time). Meanwhile the text is completed for display — dangling `**`,
   * `` ` ``, `~~` close, a half-typed link shows its text, a table appears once its delimiter row
   * exists, a fence shows once its language line has ended (`remend` plus the rules in
   * `streaming.ts`) — and the component reports `aria-busy="true"` (nothing is announced per chunk).
   * When it turns `false`, the source is rendered as is: exactly the output of a one-shot render.
   * In every mode, blocks whose output did not change keep their DOM nodes across renders. A value
   * that is not a boolean counts as `false` (one development warning naming it).
   * @defaultValue false
   * @link https://streamdown.ai/docs/termination
   */
  streaming?: boolean;
  /**
   * What to announce (polite live region) once, when `streaming` turns `false` and the final answer is
   * in the DOM: `true` reads the answer's text, a string reads that text instead (e.g. `'Answer
   * ready'`), `false` announces nothing. Chunks are never announced one by one. Any other value is
   * ignored (nothing is announced) with one development warning.
   * @defaultValue false
   */
  announceFinished?: boolean | string;
  /**
   * Render in the browser only. By default, when the server app provides a sanitiser
   * (`app.use(markdownServerPlugin)` from `vue-addon-kit/server`, or the Nuxt module `vue-addon-kit/nuxt`),
   * the server sends the rendered, highlighted HTML and the browser adopts it at hydration without
   * rendering again. With `true` (or without a server sanitiser) the server sends the escaped source as a
   * busy placeholder (`aria-busy="true"`) and the browser renders after mount. (A component the browser
   * mounts without server HTML shows only the first ~8,000 characters of the source meanwhile.)
   * @defaultValue false
   * @link https://vuejs.org/api/composition-api-lifecycle.html#onserverprefetch
   */
  clientOnly?: boolean;
  /**
   * Texts of the code-block controls (copy button, its announcements, the language label's tooltip),
   * merged key by key over the English defaults, also on HTML adopted from the server (once
   * hydrated). Changing it does not re-render the markdown. A value that is not an object, or a text
   * that is not a string, is ignored (one development warning naming it).
   * @defaultValue { copy: 'Copy', copyLabel: 'Copy code', copied: 'Copied', copyFailed: 'Copy failed', language: 'Language: {lang}' }
   */
  i18n?: MarkdownI18n;
}

/**
 * Texts of the code-block controls, for content in another language. Every key is optional; a missing
 * or non-string value keeps the English default.
 */
export interface MarkdownI18n {
  /** Visible text of the copy button. @defaultValue 'Copy' */
  copy?: string;
  /** Accessible name of the copy button. @defaultValue 'Copy code' */
  copyLabel?: string;
  /** Announced (polite live region) after a successful copy. @defaultValue 'Copied' */
  copied?: string;
  /** Announced when the clipboard refused the text. @defaultValue 'Copy failed' */
  copyFailed?: string;
  /** Tooltip of a block's language label; `{lang}` is replaced by the language name. @defaultValue 'Language: {lang}' */
  language?: string;
}

/** What a template ref on `AddonMarkdownRemark` exposes. */
export interface AddonMarkdownRemarkExposed {
  /**
   * Resolves once the HTML of the latest `source`/`langs`/`themes`/`streaming` is in the DOM (while
   * `streaming`, that of the latest chunk: it does not wait for the stream to end), or once the
   * component unmounts (then the HTML may never be in the DOM). Never rejects.
   */
  rendered: () => Promise<void>;
}
