/**
 * Input guards of the markdown pipeline (framework-free).
 *
 * marked lexes nested containers recursively: 5,000 nested block quotes overflow the stack and
 * 5,000 nested list items exhaust memory (each level re-lexes its whole remaining content). Before
 * lexing, {@link exceedsNesting} scans the lines once and estimates each line's container depth: its
 * `>` markers, its list markers, and its indentation (a nested list item needs at least two columns
 * per level). A line deeper than {@link MAX_NESTING} may still be code (a log line of 70 `>` in a
 * fenced block): {@link deepLinesAreCode} takes a second, exact look with the pipeline's own lexer,
 * on the document with those lines blanked out (nothing deep is left to lex), and passes it when
 * every deep line lies in a top-level code block. Otherwise the document is shown as escaped text.
 */
import type { Token } from 'marked';

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
  return scanNesting(src, limit, () => true);
}

/**
 * Pass over the lines of `src`, calling `onDeep(start, end)` with the offsets of each line that nests
 * containers deeper than `limit`, until it returns `true`. Returns whether it did.
 */
function scanNesting(src: string, limit: number, onDeep: (start: number, end: number) => boolean): boolean {
  const n = src.length;
  let i = 0;
  while (i < n) {
    const start = i;
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
    const next = src.indexOf('\n', i);
    if (depth > 0 && depth + levels > limit && onDeep(start, next < 0 ? n : next)) return true;
    if (next < 0) break;
    i = next + 1;
  }
  return false;
}

/**
 * Whether every line of `src` (`\n` line ends) deeper than `limit` lies in a top-level code block,
 * as `lex` (the pipeline's marked lexer) reads the document with each such line's
 * characters other than blanks replaced by `x`: a line of code is code whatever it holds, and a
 * replaced line (blanks, then `x`) cannot end a fence or start a container, so whether it is code
 * depends on the lines before it, which are read as in `src`. `false` when
 * a deep line is anywhere else, or when the top-level tokens' `raw` do not cover `src` exactly (an
 * extension that moves text, such as footnote definitions): the guard then holds. Without a fence
 * opener before the first deep line it is `false` without lexing (a document nested too deep, with
 * no code, costs one scan).
 */
export function deepLinesAreCode(src: string, lex: (src: string) => Token[], limit = MAX_NESTING): boolean {
  const deep: [number, number][] = [];
  scanNesting(src, limit, (start, end) => {
    deep.push([start, end]);
    return false;
  });
  if (!deep.length) return true;
  // Only a fence opened before the first deep line can hold it (deep lines of indented code hold).
  const fence = /^ {0,3}(?:`{3,}|~{3,})/m.exec(src);
  if (!fence || fence.index > deep[0]![0]) return false;
  let blanked = '';
  let from = 0;
  for (const [start, end] of deep) {
    blanked += src.slice(from, start) + src.slice(start, end).replace(/\S/g, 'x');
    from = end;
  }
  blanked += src.slice(from);
  const code: [number, number][] = [];
  let offset = 0;
  for (const token of lex(blanked)) {
    if (token.type === 'code') code.push([offset, offset + token.raw.length]);
    offset += token.raw.length;
  }
  if (offset !== src.length) return false;
  return deep.every(([start, end]) => code.some(([from, to]) => from <= start && end <= to));
}
