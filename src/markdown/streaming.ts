/**
 * Display completion of markdown that is still arriving (framework-free: no Vue import).
 *
 * While an answer streams in, its text ends mid-construct: `**bold`, `` `code ``, `[text](https://ex`,
 * a table header whose delimiter row has not arrived, a fence whose info string is half typed. Shown
 * as is, those characters flash as raw syntax until the closing characters arrive. {@link completeMarkdown}
 * returns markdown that renders as the finished text will, as far as it is known:
 *
 * - emphasis, strong, strikethrough, inline code and `$$` math are closed, a half-typed link shows its
 *   text only, and an incomplete HTML tag at the end is dropped — by `remend`, the incomplete-markdown
 *   healer streamdown uses ({@link REMEND_OPTIONS});
 * - what `remend` leaves alone is held back until it is complete:
 *   - a fence opener whose line has not ended (its language is not known yet: ```` ```ty ````);
 *   - inside an open fence, a last line that is the start of the closing fence (```` `` ````);
 *   - a trailing table whose delimiter row is missing or incomplete (its pipes would show as text):
 *     the table appears once its delimiter row has as many cells as its header row;
 *   - an image whose URL has not ended (nothing can be shown for it yet);
 *   - markers at the very end with no text after them yet (`**`, `~~`, `[`, or one or two backticks
 *     that may be the start of a fence).
 *
 * An unclosed fence needs no help: marked renders it as a code block running to the end of the text.
 * The output is display-only: once the text is complete, render the source itself (the component
 * does, when `streaming` turns `false`), which gives exactly the one-shot output.
 */
import remend, { type RemendOptions } from 'remend';

/**
 * Options passed to `remend`: every built-in completion on (its defaults), links in `text-only` mode
 * (a half-typed link shows its text, never a placeholder URL), inline `$` math off (its default:
 * `$` is more often currency).
 * @link https://streamdown.ai/docs/termination
 */
export const REMEND_OPTIONS: Readonly<RemendOptions> = Object.freeze({ linkMode: 'text-only' });

/** A fence opener or closer: indentation (containers included), marker run, rest of the line. */
const FENCE_LINE = /^((?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$))*[ \t]*)(`{3,}|~{3,})(.*)$/;
/** A line that can only be (the start of) a table delimiter row: pipes, dashes, colons, spaces. */
const DELIMITER_CHARS = /^[ \t]*\|?[ \t]*:?-*:?[ \t]*(?:\|[ \t]*:?-*:?[ \t]*)*\|?[ \t]*$/;
/** A complete delimiter cell. */
const DELIMITER_CELL = /^[ \t]*:?-+:?[ \t]*$/;
/** Emphasis, code, strikethrough or link markers at the very end, with no text after them yet. */
const DANGLING_MARKERS = /(^|[ \t])[*_~`[]+$/;
/** remend's placeholder for an image whose URL is incomplete. */
const INCOMPLETE_IMAGE = /!\[[^\]\n]*\]\(streamdown:incomplete-image\)\s*$/;

/** Cells of a table row (outer pipes optional; escaped pipes do not split). */
function cells(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  return row.split(/(?<!\\)\|/);
}

/** Whether `line` is a complete delimiter row for a header with `columns` cells. */
function isDelimiterRow(line: string, columns: number): boolean {
  if (!line.includes('-')) return false;
  const parts = cells(line);
  return parts.length === columns && parts.every((cell) => DELIMITER_CELL.test(cell));
}

/** Open fence at the end of `lines` (its marker), or `undefined` when every fence is closed. */
function openFence(lines: readonly string[]): { marker: string; at: number } | undefined {
  let open: { marker: string; at: number } | undefined;
  lines.forEach((line, at) => {
    const m = FENCE_LINE.exec(line);
    if (!m) return;
    const marker = m[2]!;
    if (!open) {
      // A backtick fence's info string cannot contain a backtick (else it is inline code).
      if (marker[0] === '`' && m[3]!.includes('`')) return;
      open = { marker, at };
    } else if (marker[0] === open.marker[0] && marker.length >= open.marker.length && m[3]!.trim() === '') {
      open = undefined;
    }
  });
  return open;
}

/** Lines to hold back at the end of a trailing table that cannot render yet (0 when none). */
function pendingTableLines(lines: readonly string[]): number {
  // The last block: lines after the last blank line (a line just begun counts as not there yet).
  const end = lines.length > 1 && lines[lines.length - 1] === '' ? lines.length - 1 : lines.length;
  let start = end;
  while (start > 0 && lines[start - 1]!.trim() !== '') start--;
  const block = lines.slice(start, end);
  if (!block.length) return 0;
  const last = block.length - 1;
  const extra = lines.length - end;
  // A body row of a table that already shows renders as a (partial) row.
  if (isTableAbove(block, last)) return 0;
  // A delimiter row being typed under a header row.
  if (last > 0 && block[last - 1]!.includes('|') && DELIMITER_CHARS.test(block[last]!) && !isTableAbove(block, last - 1)) {
    return isDelimiterRow(block[last]!, cells(block[last - 1]!).length) ? 0 : 2 + extra;
  }
  // A header row being typed (a line starting with a pipe, no delimiter row after it yet).
  if (block[last]!.trimStart().startsWith('|')) return 1 + extra;
  return 0;
}

/** Whether line `at` of `block` is a row below a complete delimiter row (a table already shows). */
function isTableAbove(block: readonly string[], at: number): boolean {
  for (let i = at - 1; i > 0; i--) {
    if (!block[i]!.includes('|') && !block[i]!.includes('-')) return false;
    if (isDelimiterRow(block[i]!, cells(block[i - 1]!).length)) return true;
  }
  return false;
}

/**
 * Markdown that renders the way `source` will once it is complete, for display while it streams
 * (see the module comment for each rule). A complete text comes back unchanged apart from what
 * `remend` escapes (e.g. `20~25` → `20\~25`, which renders the same). Never throws: a non-string
 * is treated as its `String()` form.
 */
export function completeMarkdown(source: string): string {
  const text = typeof source === 'string' ? source : String(source ?? '');
  const lines = text.split('\n');
  const fence = openFence(lines);
  const last = lines[lines.length - 1]!;
  if (fence && fence.at === lines.length - 1) {
    // The fence opener's line has not ended: its language is not known yet.
    lines.pop();
  } else if (fence) {
    // Inside an open fence: the last line may be the start of the closing fence.
    const partial = /^[ \t]*(`+|~+)[ \t]*$/.exec(last);
    if (partial && partial[1]![0] === fence.marker[0] && partial[1]!.length < fence.marker.length) lines.pop();
    // Everything after the opener is code: no completion inside it.
    return lines.join('\n');
  } else {
    const held = pendingTableLines(lines);
    if (held) lines.length -= held;
    // Markers with nothing after them yet (`**`, a backtick that may become a fence): not shown.
    else lines[lines.length - 1] = lines[lines.length - 1]!.replace(DANGLING_MARKERS, '$1');
  }
  const completed = remend(lines.join('\n'), REMEND_OPTIONS);
  return completed.replace(INCOMPLETE_IMAGE, '');
}
