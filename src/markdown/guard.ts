/**
 * Input guards of the markdown pipeline (framework-free).
 *
 * marked lexes nested containers recursively: 5,000 nested block quotes overflow the stack and
 * 5,000 nested list items exhaust memory (each level re-lexes its whole remaining content). Before
 * lexing, {@link exceedsNesting} scans the lines once and estimates each line's container depth: its
 * `>` markers, its list markers, and its indentation (a nested list item needs at least two columns
 * per level). A document deeper than {@link MAX_NESTING} is shown as escaped text instead.
 */

/** Deepest container nesting (block quotes + list levels) that is rendered as markdown. */
export const MAX_NESTING = 64;

const SPACE = 0x20;
const TAB = 0x09;
const GT = 0x3e;
const NL = 0x0a;

function isListMarkerAt(src: string, i: number): number {
  const c = src.charCodeAt(i);
  let j = i;
  if (c === 0x2d || c === 0x2b || c === 0x2a) j = i + 1; // - + *
  else {
    while (j - i < 9 && src.charCodeAt(j) >= 0x30 && src.charCodeAt(j) <= 0x39) j++;
    if (j === i) return 0;
    const d = src.charCodeAt(j);
    if (d !== 0x2e && d !== 0x29) return 0; // . )
    j++;
  }
  const after = src.charCodeAt(j);
  return after === SPACE || after === TAB || after === NL || Number.isNaN(after) ? j - i : 0;
}

/** Whether any line of `src` nests containers deeper than `limit`. One pass, no allocation. */
export function exceedsNesting(src: string, limit = MAX_NESTING): boolean {
  const n = src.length;
  let i = 0;
  while (i < n) {
    let depth = 0;
    // Levels implied by indentation: a run of whitespace before a marker, beyond the one space
    // that belongs to the previous marker, nests at most one level per two columns.
    let levels = 0;
    let indent = 0;
    // The line's container prefix: indentation, `>` markers and list markers, in any order.
    for (;;) {
      const c = src.charCodeAt(i);
      if (c === SPACE) {
        indent++;
        i++;
      } else if (c === TAB) {
        indent += 4 - (indent % 4);
        i++;
      } else if (c === GT) {
        depth++;
        levels += Math.max(0, indent - 1) >> 1;
        indent = 0;
        i++;
      } else {
        const marker = i < n ? isListMarkerAt(src, i) : 0;
        if (!marker) break;
        depth++;
        levels += Math.max(0, indent - 1) >> 1;
        indent = 0;
        i += marker;
      }
    }
    if (depth > 0 && depth + levels > limit) return true;
    const next = src.indexOf('\n', i);
    if (next < 0) break;
    i = next + 1;
  }
  return false;
}
