/**
 * Server rendering and hydration helpers of `AddonMarkdownRemark` (framework-free: no Vue import,
 * no DOM library; the server sanitiser itself lives in `src/server.ts`, which browsers never load).
 *
 * - On the server the component renders its markdown in `onServerPrefetch` with the sanitiser an app
 *   provides under {@link SERVER_SANITIZER_KEY} (the `vue-addon-kit/server` plugin, or the Nuxt
 *   module's server plugin). The root carries the component's `useId()` in {@link SSR_ID_ATTR} and the
 *   {@link renderKey} of what was rendered in {@link SSR_KEY_ATTR}.
 * - In the browser, before hydration, the component looks for that root and adopts its HTML when the
 *   key matches its own props ({@link adoptServerHtml}): no render, no grammar download, `aria-busy`
 *   `false` from the first paint, and the same vnode tree as the server (no hydration mismatch).
 */
import type { Sanitizer } from './sanitize/sanitizer';

/**
 * Injection key of the server sanitiser (an app-level `provide`). A registered symbol, so a server
 * bundle that holds two copies of the package (bundled and external) still finds it.
 */
export const SERVER_SANITIZER_KEY: symbol = Symbol.for('vue-addon-kit:server-sanitizer');

/** Attribute holding the component's `useId()` on its root. */
export const SSR_ID_ATTR = 'data-vak-ssr';
/** Attribute holding the {@link renderKey} of the server-rendered HTML on its root. */
export const SSR_KEY_ATTR = 'data-vak-key';

/** A sanitiser provided to the app, checked: anything but a function is ignored. */
export type ProvidedSanitizer = Sanitizer | null | undefined;

/** FNV-1a (32 bit) of a string, as 8 hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** JSON of the names in a `langs`/`themes` value (functions and promises count by kind only). */
function describe(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'function' ? 'fn' : v instanceof Promise ? 'promise' : v)) ?? '';
  } catch {
    return String(value);
  }
}

/**
 * What identifies one rendering: a hash of `source`, `langs` and `themes` (and the source length),
 * and whether the source is `streaming` (completed for display). The browser adopts server HTML only
 * when its own key equals the server's.
 */
export function renderKey(source: unknown, langs: unknown, themes: unknown, streaming: boolean): string {
  const text = typeof source === 'string' ? source : String(source ?? '');
  return `${text.length.toString(36)}-${fnv1a(text)}-${fnv1a(describe(langs) + '\u0000' + describe(themes))}${streaming ? '-s' : ''}`;
}

/**
 * The server-rendered HTML of a component being hydrated, read from `root`, the element Vue's
 * hydration gave it (not looked up by id: two apps on one page, or a browser-only component before
 * it, may carry the same `useId()`), as the browser parsed it (`innerHTML` of its body); `null`: no
 * root, a root with another id or key, or no rendered body.
 */
export function adoptServerHtml(root: unknown, id: string, key: string): string | null {
  if (typeof Element === 'undefined' || !(root instanceof Element)) return null;
  if (root.getAttribute(SSR_ID_ATTR) !== id || root.getAttribute(SSR_KEY_ATTR) !== key) return null;
  const body = root.querySelector(':scope .vak-markdown__body');
  return body ? body.innerHTML : null;
}

/**
 * The opening tags marked-footnote writes, as sanitised HTML serialises them: a reference, the
 * footnotes' heading, a footnote, a back-link. Only their attributes name footnote ids; a heading or
 * link of the document whose id starts with `footnote-` (`## Footnote handling`) is not one of them.
 */
const FOOTNOTE_MARKUP =
  /<a id="footnote-ref-[^"]*" href="#footnote-[^"]*" data-footnote-ref="" aria-describedby="footnote-label">|<h2 id="footnote-label" class="sr-only">|<li id="footnote-[^"]*">|<a href="#footnote-ref-[^"]*" data-footnote-backref=""/g;

/**
 * `html` (one component's sanitised HTML, or one of its blocks) with its footnote ids
 * (`footnote-1`, `footnote-ref-1`, `footnote-label`) and every reference to them prefixed by
 * `prefix` (the component's `useId()`, the same on the server and in the browser), so two components
 * on one page (messages of a chat history) never share an id, a footnote reference or back-link
 * leads within its own component, and no heading of the document shares an id with a footnote.
 */
export function withOwnFootnoteIds(html: string, prefix: string): string {
  return html.includes('data-footnote') || html.includes('id="footnote-')
    ? html.replace(FOOTNOTE_MARKUP, (tag) => tag.replace(/="(#?)footnote-/g, `="$1${prefix}-footnote-`))
    : html;
}
