/**
 * The busy placeholder's text when the browser mounts `AddonMarkdownRemark` alone (no server HTML):
 * the start of the source. The whole source of a long document in one `white-space: pre-wrap`
 * paragraph is one layout of every line of it — 120–400 ms for 1 MB, a long task while the first
 * render runs — and it is replaced before anyone scrolls past its first screens. Server HTML and
 * hydration keep the whole source (text for readers without JavaScript and for crawlers).
 */

/** Characters of the source the placeholder shows at most: ~100 lines of a prose column, more than a screen. */
export const PLACEHOLDER_MAX_CHARS = 8_000;

/**
 * `source` itself when it is at most `max` characters long; else its whole lines up to `max`
 * characters (cut at `max`, never inside a surrogate pair, when its first line is longer) and a line
 * with `…`.
 */
export function placeholderText(source: string, max: number = PLACEHOLDER_MAX_CHARS): string {
  if (source.length <= max) return source;
  const lineEnd = source.lastIndexOf('\n', max);
  let end = lineEnd > 0 ? lineEnd : max;
  const last = source.charCodeAt(end - 1);
  if (lineEnd <= 0 && last >= 0xd800 && last <= 0xdbff) end--;
  return `${source.slice(0, end)}\n…`;
}
