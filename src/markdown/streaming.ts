/**
 * Display completion of markdown that is still arriving (framework-free: no Vue import).
 *
 * While an answer streams in, its text ends mid-construct: `**bold`, `` `code ``, `[text](https://ex`,
 * a table header whose delimiter row has not arrived, a fence whose info string is half typed. Shown
 * as is, those characters flash as raw syntax until the closing characters arrive. {@link completeMarkdown}
 * returns markdown that renders as the finished text will, as far as it is known:
 *
 * - emphasis, strong, strikethrough and inline code are closed, a half-typed link shows its
 *   text only, and an incomplete HTML tag at the end is dropped — by `remend`, the incomplete-markdown
 *   healer streamdown uses ({@link REMEND_OPTIONS}), which is shown a `*` after Chinese, Japanese or
 *   Korean text as one that may open emphasis ({@link CJK_STAR}) and escaped brackets as text; an open
 *   code span is closed before it, the spans it closes close innermost first (`**a `b` →
 *   `**a `b`**`), and an outer span it leaves open around a span of the same marker is closed after
 *   them (`**a *b` → `**a *b***`, {@link withOpenersClosed}); raw HTML (an HTML block, as CommonMark
 *   reads it) is not completed;
 * - what `remend` leaves alone is held back until it is complete:
 *   - a fence opener whose line has not ended (its language is not known yet: ```` ```ty ````);
 *   - inside an open fence, a last line that is the start of the closing fence (```` `` ````);
 *   - a trailing table whose delimiter row is missing or incomplete (its pipes would show as text):
 *     the table appears once its delimiter row has as many cells as its header row;
 *   - an image whose URL has not ended or not started (`![logo]`; nothing can be shown for it yet),
 *     with the bracket of a link around it (a badge: `[![build`);
 *   - a link whose URL has not started shows its text (`[the docs]` → `the docs`), unless the text
 *     defines its label; a task marker with no text yet (`- [x]`) is not shown;
 *   - a footnote reference whose `]` has not arrived (`[^no`), or a reference link's label
 *     (`[the guide][gu`: the link shows its text);
 *   - markers at the very end with no text after them yet (`**`, `~~`, `[`, or one or two backticks
 *     that may be the start of a fence), at the start of the line or after a blank, an opening
 *     bracket or a quote (`` (` ``); a `<` just typed, and a backslash that escapes what comes next;
 *   - a last line of one or two `=` or `-` (a setext underline, a rule or a list item once it ends)
 *     or a list or quote marker alone (`*`, `2.`, `>`),
 *     the start of a GitHub alert's marker (`> [!NOT`), a link reference definition whose URL has
 *     not started (`[docs]:`, and `[docs` or `[docs]` at the start of a block or after a
 *     definition), a number alone (`2`, before its `.`), or what is left of a line once the rules
 *     above took its end (`- [` leaves `-`);
 * - anywhere in the text, references whose label is not defined yet (the definitions usually come
 *   last): a footnote reference (`[^1]`) is not shown, a full or collapsed reference link
 *   (`[the guide][guide]`, `[API][]`) shows its text, a reference image nothing, until the text
 *   defines the label ({@link referencesIn}). Bracketed text without a second label (`a[i]`, `[sic]`)
 *   is shown as it is: it stays text unless defined.
 *
 * Code is shown as it is: inside an open fence, and in a last block of indented code (a line 4 columns
 * or more past the margin, or past the text of the list item it is in; a ```` ``` ```` line indented
 * that far is code too, not a fence). `remend` completes only the last block, so its own reading of
 * fences never sees an earlier block's.
 *
 * An unclosed fence needs no help: marked renders it as a code block running to the end of the text.
 * The output is display-only: once the text is complete, render the source itself (the component
 * does, when `streaming` turns `false`), which gives exactly the one-shot output.
 */
import { Lexer } from 'marked';
import remend, { type RemendOptions } from 'remend';
import { footnoteLabel, normaliseSource } from './lex-slices';

/**
 * Options passed to `remend`: its built-in completions on (its defaults), links in `text-only` mode
 * (a half-typed link shows its text, never a placeholder URL), and math off, inline `$` (its default:
 * `$` is more often currency) and block `$$` alike: the pipeline renders no math, so a closing `$$`
 * would only show as text the finished answer does not have (`Cost: $$5` → `$$5$$`).
 * @link https://streamdown.ai/docs/termination
 */
export const REMEND_OPTIONS: Readonly<RemendOptions> = Object.freeze({ linkMode: 'text-only', katex: false });

/**
 * A fence opener or closer: container markers on the line (quotes, list items), the blanks before
 * the fence, marker run, rest of the line.
 */
const FENCE_LINE = /^((?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$))*)([ \t]*)(`{3,}|~{3,})(.*)$/;
/** A list item's first line: indentation, marker, the blanks after it, its text. */
const LIST_ITEM = /^([ \t]*)([-*+]|\d{1,9}[.)])(?:([ \t]+)(.*))?$/;
/** The characters of a table delimiter row: pipes, dashes, colons, blanks. */
const DELIMITER_CHARS = /^[ \t|:-]*$/;
/** A delimiter cell, complete or being typed (without its blanks). */
const DELIMITER_CELL_START = /^:?-*:?$/;
/** A complete delimiter cell. */
const DELIMITER_CELL = /^[ \t]*:?-+:?[ \t]*$/;
/**
 * Emphasis, code, strikethrough or link markers, or the `<` of a tag, at the very end, with no text
 * after them yet: at the start of the line, after a blank or an opening bracket or quote, or after
 * Chinese, Japanese or Korean text (written without blanks: `これは**` opens bold). After other text
 * they may be closing markers. A closing marker dropped after CJK text comes back: `remend` completes
 * the emphasis or code it closes.
 */
const DANGLING_MARKERS = '*_~`[';
/**
 * A character after which {@link DANGLING_MARKERS} open rather than close, at the end of a text (read
 * by code point: a surrogate pair as one character, a lone surrogate as none of these).
 */
const OPENS_MARKERS = /(?:[ \t([{"'“‘«]|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef])$/u;
/**
 * A single `*` after a Chinese, Japanese or Korean letter. `remend` takes a `*` between two letters
 * for one inside a word (`2*3`, `a*b`) and leaves it unclosed; in text written without blanks such a
 * `*` opens or closes emphasis, as marked reads it.
 */
const CJK_STAR = /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\uff00-\uffef])\*(?!\*)/gu;
/**
 * A character `remend` reads as neither a letter nor a blank (a private-use code point), put
 * between a CJK letter and its `*` while `remend` runs and taken out after.
 */
const NOT_A_LETTER = '\uE000';
/**
 * remend's placeholder for an image whose URL is incomplete, with the bracket of a link around it
 * (a badge, `[![build](…`), which would show alone.
 */
const INCOMPLETE_IMAGE = '](streamdown:incomplete-image)';
/**
 * A last line that cannot show as it will render yet: the start of a setext underline, a thematic
 * break or a list item (`=`, `--`; remend shows it as text; three or more, `---`, already render as
 * they will) or of a numbered item (`3`, shown as the text of the line above until its `.` comes); a
 * heading marker with no text yet (`##`: an empty heading until its text comes); the start of a GitHub
 * alert's marker (`> [!NOT`); a link reference definition whose URL has not started (`[docs]:`, which
 * renders nothing once complete); a list marker with no text yet (`*`, `2.`, at any indentation: an
 * empty bullet or number until its text comes; also with a task marker being typed, `- [x`); or quote
 * markers with no text yet (`>`: the quote's paragraph goes on, or ends if the line ends blank; a
 * closing `**` put after the marker would close nothing).
 */
const PENDING_LINE = /^ {0,3}(?:={1,2}|-{1,2}|#{1,6}|>[ \t]*\[![A-Za-z]*|\[[^\]\n]+\]:)[ \t]*$|^[ \t]*(?:(?:[-*+]|\d{1,9}[.)]?)[ \t]*|(?:[-*+]|\d{1,9}[.)])[ \t]+\[[ xX]?\]?[ \t]*|(?:>[ \t]*)+)$/;
/**
 * A line that may be becoming a link reference definition (`[label`, `[label]`; remend would show the
 * label as text until the `:` arrives), held back at the start of a block or after a definition.
 */
const PENDING_DEFINITION = /^ {0,3}\[[^\]\n]*\]?[ \t]*$/;
/**
 * A link reference definition whose title has not closed (`[docs]: https://x.dev "The gu`): held
 * back, as it renders nothing once complete (a definition can start only a block, or follow one).
 */
const PENDING_TITLE = /^ {0,3}\[[^\]\n]+\]:[ \t]*\S+[ \t]+(?:"[^"]*|'[^']*|\([^)]*)$/;
/** A link reference definition's line (`[label]: url`). */
const DEFINITION_START = /^ {0,3}\[[^\]\n]+\]:/;
/** Inside an open fence, a last line that may be the start of its closing fence, after the line's container markers. */
const PARTIAL_CLOSER = /^(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$))*[ \t]*(`+|~+)[ \t]*$/;
/** A list item's marker and the blanks after it, up to a task marker (`- [x]`). */
const TASK_PREFIX = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+$/;

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

/** Columns of the blanks `text` starts with (a tab advances to the next multiple of 4, as in CommonMark). */
function blankColumns(text: string): number {
  let columns = 0;
  for (const ch of text) {
    if (ch === ' ') columns++;
    else if (ch === '\t') columns += 4 - (columns % 4);
    else break;
  }
  return columns;
}

/**
 * Where the text of the list items open at a line begins: the content column of each, outermost
 * first (`[]` outside lists). A line indented 4 columns or more past it is indented code; a fence
 * may be indented up to 3.
 */
type ListColumns = readonly number[];

/**
 * The list items open after `line`, given those open before it and whether a blank line came just
 * before. A line less indented than an item's text ends that item when it follows a blank line or
 * starts another item (otherwise it continues the item's paragraph); a list item line opens one.
 */
function listColumnsAfter(columns: ListColumns, line: string, afterBlank: boolean): ListColumns {
  if (line.trim() === '') return columns;
  const indent = blankColumns(line);
  const item = LIST_ITEM.exec(line);
  let open = columns.length;
  if (afterBlank || item) while (open > 0 && indent < columns[open - 1]!) open--;
  const kept = open === columns.length ? columns : columns.slice(0, open);
  if (!item || indent >= (kept[kept.length - 1] ?? 0) + 4) return kept;
  const markerEnd = indent + item[2]!.length;
  const blanks = blankColumns(item[3] ?? '');
  // An empty item, or one whose text starts with indented code, has its text one column past the marker.
  const text = item[4] === undefined || item[4] === '' || blanks > 4 ? markerEnd + 1 : markerEnd + blanks;
  return [...kept, text];
}

interface Fence {
  marker: string;
  /** Line number of the opener. */
  at: number;
  /** `>` markers before the opener: each later line of the fence needs as many, or the quote (and the fence) ends. */
  quotes: number;
  /** Content column of the list item the fence is in (0 outside lists): a less indented line ends the item and the fence. */
  column: number;
}

/** Quote markers at the start of a line, each after up to 3 blanks. */
const QUOTE_PREFIX = /^(?:[ \t]{0,3}>[ \t]?)*/;

/**
 * Whether `line` continues the container a fence was opened in. Fenced code has no lazy
 * continuation: a line without the quote's `>` markers (a blank one too) ends the quote, a non-blank
 * line less indented than the list item's text ends the item, and either ends the fence, as marked
 * reads it.
 */
function continuesContainer(fence: Fence, line: string): boolean {
  if (fence.quotes > 0) return (QUOTE_PREFIX.exec(line)![0].match(/>/g)?.length ?? 0) >= fence.quotes;
  return line.trim() === '' || blankColumns(line) >= fence.column;
}

/**
 * The fence open after `line` (line number `at`), given the one open before it and the list items
 * open at the line. Only a line indented at most 3 columns past its container's text is a fence: more
 * is indented code (or, after a paragraph line, text of that paragraph), as marked reads it.
 */
function fenceAfter(open: Fence | undefined, line: string, at: number, columns: ListColumns): Fence | undefined {
  const m = FENCE_LINE.exec(line);
  if (!m) return open;
  // After a marker on the same line the blanks up to the fence are 1–4 columns (`- ` or `> ` and 3 more).
  const limit = m[1] ? 4 : (columns[columns.length - 1] ?? 0) + 3;
  if (blankColumns(m[2]!) > limit) return open;
  const marker = m[3]!;
  if (!open) {
    // A backtick fence's info string cannot contain a backtick (else it is inline code).
    if (marker[0] === '`' && m[4]!.includes('`')) return open;
    return { marker, at, quotes: m[1]!.split('>').length - 1, column: columns[columns.length - 1] ?? 0 };
  }
  return marker[0] === open.marker[0] && marker.length >= open.marker.length && m[4]!.trim() === '' ? undefined : open;
}

/**
 * What a pass over some lines found: the fence open at the end; the last block, which starts at the
 * line after the last blank line outside a fence (`start`), and the list items open before it.
 */
interface Scan {
  fence: Fence | undefined;
  start: number;
  columns: ListColumns;
  /** The last line closes a fence (```` ``` ```` after the code). */
  closesFence: boolean;
}

/**
 * Called for each line outside fences (neither a fence's opener, closer nor code) with the list
 * items open before it and whether a blank line came just before.
 */
type LineVisitor = (at: number, columns: ListColumns, afterBlank: boolean) => void;

/** Scan `lines`, starting inside the list items `columns` (code lines inside a fence open no item). */
function scan(lines: readonly string[], columns: ListColumns, visit?: LineVisitor): Scan {
  let fence: Fence | undefined;
  let afterBlank = true;
  let start = 0;
  let startColumns = columns;
  let closesFence = false;
  lines.forEach((line, at) => {
    let itemsEnd = afterBlank;
    if (fence && !continuesContainer(fence, line)) {
      // The container ended, and the fence with it; the line is read as outside both.
      fence = undefined;
      itemsEnd = true;
    }
    const open = columns;
    const fenced = fence !== undefined;
    if (!fence) columns = listColumnsAfter(columns, line, itemsEnd);
    fence = fenceAfter(fence, line, at, columns);
    closesFence = fenced && !fence;
    if (!fenced && !fence) visit?.(at, open, afterBlank);
    afterBlank = line.trim() === '';
    if (!fence && afterBlank) {
      start = at + 1;
      startColumns = columns;
    }
  });
  return { fence, start, columns: startColumns, closesFence };
}

/**
 * Whether the last block of `lines` (from `start`, the line after a blank one) is indented code: it
 * starts 4 columns or more past the text of the list item it is in (or past the margin) and is not
 * a list item itself. Its text is shown as it is.
 */
function isIndentedCode(lines: readonly string[], start: number, columns: ListColumns): boolean {
  const first = lines[start];
  if (first === undefined || first.trim() === '') return false;
  const open = listColumnsAfter(columns, first, true);
  return open.length <= columns.length && blankColumns(first) >= (open[open.length - 1] ?? 0) + 4;
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
  if (last > 0 && block[last - 1]!.includes('|') && mayBeDelimiterRow(block[last]!) && !isTableAbove(block, last - 1)) {
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
 * Where the `[` that the `]` at index `close` of `line` closes is (-1 when there is none): brackets
 * nest, escaped ones do not count.
 */
function openingBracket(line: string, close: number): number {
  let depth = 0;
  for (let i = close; i >= 0; i--) {
    const ch = line[i];
    if ((ch !== '[' && ch !== ']') || line[i - 1] === '\\') continue;
    depth += ch === ']' ? 1 : -1;
    if (depth === 0) return i;
  }
  return -1;
}

/**
 * Where a label at the end of `line` begins whose `]` has not arrived: a footnote reference's
 * (`[^no`: no `]` or blank after it) or a reference link's, right after its text (`[the guide][gu`:
 * the `[` right after the line's last `]`, which is not escaped); -1 when there is none.
 */
function pendingLabelAt(line: string): number {
  const lastBracket = line.lastIndexOf(']');
  let lastBlank = line.length - 1;
  while (lastBlank > lastBracket && !/\s/.test(line[lastBlank]!)) lastBlank--;
  const footnote = line.indexOf('[^', Math.max(lastBracket, lastBlank) + 1);
  const label = lastBracket + 1;
  const link = lastBracket > 0 && line[label] === '[' && line[lastBracket - 1] !== '\\' ? label : -1;
  return footnote < 0 ? link : link < 0 ? footnote : Math.min(footnote, link);
}

/** Whether index `at` of `line` is inside a code span that has not closed (an odd number of backticks before it). */
function inCodeSpan(line: string, at: number): boolean {
  return line.slice(0, at).split('`').length % 2 === 0;
}

/** Whether the character at index `at` of `text` (or, at its end, what comes next) is escaped: an odd run of backslashes before it. */
function isEscaped(text: string, at: number): boolean {
  let slashes = 0;
  while (text[at - 1 - slashes] === '\\') slashes++;
  return slashes % 2 === 1;
}

/** `line` without a label at its end whose `]` has not arrived ({@link pendingLabelAt}), unless it is inside inline code. */
function withoutPendingLabel(line: string): string {
  const at = pendingLabelAt(line);
  if (at < 0) return line;
  return inCodeSpan(line, at) ? line : line.slice(0, at);
}

/**
 * `line` without the run of {@link DANGLING_MARKERS} at its end where it opens rather than closes: at
 * the start of the line or after a character of {@link OPENS_MARKERS}; else from just after a `[`
 * inside the run (`a[**` keeps `a[`). A `<` just typed (a tag's start, `Ctrl<` before `/kbd>`) and a
 * backslash that escapes what comes next are not shown either, unless they are code: in a code span
 * that has not closed (`` `<`` shows as code, its span closed by `remend`), where a backslash is
 * held back only in a line with a pipe (in a table row, `\|` is a pipe even in code).
 */
function withoutDanglingMarkers(line: string): string {
  const opens = (at: number) => at === 0 || OPENS_MARKERS.test(line.slice(Math.max(0, at - 2), at));
  const code = inCodeSpan(line, line.length);
  if ((line.endsWith('<') && !code) || (isEscaped(line, line.length) && (!code || line.includes('|')))) return line.slice(0, -1);
  let run = line.length;
  while (run > 0 && DANGLING_MARKERS.includes(line[run - 1]!)) run--;
  if (run === line.length) return line;
  if (opens(run)) return line.slice(0, run);
  const bracket = line.indexOf('[', run);
  return bracket >= 0 && bracket < line.length - 1 ? line.slice(0, bracket + 1) : line;
}

/**
 * `text` without remend's placeholder for an image whose URL is incomplete at its end
 * ({@link INCOMPLETE_IMAGE}: `![alt](streamdown:incomplete-image)`, with the `[` of a link around it).
 */
function withoutIncompleteImage(text: string): string {
  const trimmed = text.trimEnd();
  if (!trimmed.endsWith(INCOMPLETE_IMAGE)) return text;
  const close = trimmed.length - INCOMPLETE_IMAGE.length;
  // The image's alt text holds no `]` and no line break.
  const alt = Math.max(trimmed.lastIndexOf(']', close - 1), trimmed.lastIndexOf('\n', close - 1)) + 1;
  const bang = trimmed.indexOf('![', alt);
  if (bang < 0 || bang >= close) return text;
  return text.slice(0, trimmed[bang - 1] === '[' ? bang - 1 : bang);
}

/**
 * Whether `line` can only be (the start of) a table delimiter row: pipes, and cells of dashes with a
 * colon at either end, with blanks around them.
 */
function mayBeDelimiterRow(line: string): boolean {
  if (!DELIMITER_CHARS.test(line)) return false;
  let inner = line.trim();
  if (inner.startsWith('|')) inner = inner.slice(1);
  if (inner.endsWith('|')) inner = inner.slice(0, -1);
  return inner.split('|').every((cell) => DELIMITER_CELL_START.test(cell.trim()));
}

/**
 * `tail` (completed by `remend`) without a link or image at its very end whose URL has not started:
 * `[text]` shows its text (`[![alt](src)]` its image), `![alt]` nothing, a task marker with no text
 * yet (`- [x]`) nothing. Kept as they are: a label that `text` defines (`[label]: url`, a shortcut
 * reference link), footnote references (`[^1]`), the label of a reference link (`[text][label]`,
 * `[text][]`; {@link referencesIn} decides on those) and alert markers (`[!NOTE]`).
 */
function withoutPendingLink(tail: string, text: string): string {
  if (!tail.endsWith(']') || tail.endsWith('\\]')) return tail;
  const lineStart = tail.lastIndexOf('\n') + 1;
  const line = tail.slice(lineStart);
  const open = openingBracket(line, line.length - 1);
  // Brackets inside a code span that has not closed are code.
  if (open < 0 || inCodeSpan(line, open)) return tail;
  const label = line.slice(open + 1, -1);
  if (/^[\^!][^\]]*$/.test(label)) return tail;
  const escaped = label.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (label.trim() && new RegExp(`^ {0,3}\\[${escaped}\\]:`, 'im').test(text)) return tail;
  const before = line.slice(0, open);
  if (/(?:^|[^\\])\]$/.test(before)) return tail;
  const head = tail.slice(0, lineStart);
  if (/^[ xX]$/.test(label) && TASK_PREFIX.test(before)) return head + before.trimEnd();
  if (before.endsWith('!')) return head + before.slice(0, -1).trimEnd();
  return head + before + label;
}

/**
 * `tail` without a link or image at its very end whose destination still has an unclosed `(`
 * (`[w](https://en.wikipedia.org/wiki/Foo_(bar)`: `remend` takes the inner `)` for the link's end):
 * the link shows its text, the image nothing, until the destination's parentheses balance.
 */
function withoutUnbalancedLink(tail: string): string {
  if (!tail.endsWith(')')) return tail;
  const lineStart = tail.lastIndexOf('\n') + 1;
  const line = tail.slice(lineStart);
  const at = line.lastIndexOf('](');
  if (at < 0) return tail;
  const destination = line.slice(at + 2);
  // A destination in angle brackets may hold any parentheses; escaped ones do not count.
  if (destination.startsWith('<') || /\s/.test(destination)) return tail;
  const bare = destination.replace(/\\[()]/g, '');
  if (bare.split(')').length - 1 > bare.split('(').length - 1) return tail;
  const open = openingBracket(line, at);
  if (open < 0) return tail;
  const before = line.slice(0, open);
  if (before.endsWith('!')) return tail.slice(0, lineStart) + before.slice(0, -1).trimEnd();
  return tail.slice(0, lineStart) + before + line.slice(open + 1, at);
}

/**
 * A footnote reference or reference link in shown text, which renders as markup only once its label
 * is defined (until then marked shows its brackets as text).
 */
interface Reference {
  /** Where it starts and ends in the text. */
  start: number;
  end: number;
  /** Its label, as definitions are matched ({@link labelKey}). */
  key: string;
  /** What is shown for it while its label is not defined: a link's text; nothing for a footnote reference or an image. */
  text: string;
}

/** The references in a text, and the labels it defines. */
interface References {
  references: Reference[];
  defined: Set<string>;
}

/**
 * A line that defines a link label or a footnote (`[docs]: https://…`, `[^1]: Note.`), in a quote or
 * list item too. Read generously (a line in a fence counts as well): a label taken for defined shows
 * as marked renders it, one taken for undefined is hidden.
 */
const DEFINITION_LINE = /^[ \t]*(?:>[ \t]*|(?:[-*+]|\d{1,9}[.)])[ \t]+)*\[(\^?)([^\]\n]+)\]:/gm;
/** The text of a footnote reference between its brackets: `^` and a label without brackets or line breaks. */
const FOOTNOTE_LABEL = /^\^[^[\]\n]+$/;

/**
 * The key a label is matched by: a footnote's as the pipeline matches it ({@link footnoteLabel}), a
 * link's (and a "footnote" label with whitespace, which is a link's) case-folded with its blanks
 * collapsed (as marked matches link labels).
 */
function labelKey(label: string, footnote: boolean): string {
  const note = footnote ? footnoteLabel(label) : undefined;
  return note !== undefined ? `^${note}` : `${footnote ? '^' : ''}${label}`.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Index just past the code span whose opening backticks start at `at` in `text` (searched up to
 * `to`), or past those backticks when no run as long closes them (they are text).
 */
function codeSpanEnd(text: string, at: number, to: number): number {
  let run = at;
  while (run < to && text[run] === '`') run++;
  for (let i = run; i < to; ) {
    if (text[i] !== '`') {
      i++;
      continue;
    }
    let end = i;
    while (end < to && text[end] === '`') end++;
    if (end - i === run - at) return end;
    i = end;
  }
  return run;
}

/** Index of the `)` that closes the `(` at `at` (parentheses nest, escaped ones do not count), or `to`. */
function closingParenthesis(text: string, at: number, to: number): number {
  let depth = 0;
  for (let i = at; i < to; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return to;
}

/**
 * Add to `out` the footnote references (`[^1]`) and full or collapsed reference links and images
 * (`[text][label]`, `[text][]`, `![alt][label]`) in `text` from `from` to `to`, lines of prose:
 * escaped brackets, code spans and inline links' destinations are skipped. Shortcut references
 * (`[text]`) are not: most bracketed text in prose (`a[i]`, `[sic]`) is text and stays text.
 */
function addReferences(text: string, from: number, to: number, out: Reference[]): void {
  const openers: number[] = [];
  for (let i = from; i < to; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '`') i = codeSpanEnd(text, i, to) - 1;
    else if (ch === '[') openers.push(i);
    else if (ch === ']' && openers.length) {
      const open = openers.pop()!;
      const inner = text.slice(open + 1, i);
      if (FOOTNOTE_LABEL.test(inner)) {
        out.push({ start: open, end: i + 1, key: labelKey(inner.slice(1), true), text: '' });
      } else if (text[i + 1] === '(') {
        i = closingParenthesis(text, i + 1, to);
      } else if (text[i + 1] === '[') {
        const close = text.indexOf(']', i + 2);
        const label = text.slice(i + 2, close);
        if (close < 0 || close >= to || label.includes('[') || (label !== '' && label.trim() === '')) continue;
        const image = text[open - 1] === '!' && text[open - 2] !== '\\';
        const start = image ? open - 1 : open;
        // References in its text are part of it.
        while (out.length && out[out.length - 1]!.start >= start) out.pop();
        out.push({ start, end: close + 1, key: labelKey(label || inner, false), text: image ? '' : inner });
        i = close;
      }
    }
  }
}

/**
 * The references and definitions in `text`, shown text that starts inside the list items `columns`
 * (after a blank line); offsets count from `base`. References in code (fences, indented code, code
 * spans) are not read.
 */
function referencesIn(text: string, columns: ListColumns, base = 0): References {
  const defined = new Set<string>();
  for (const match of text.matchAll(DEFINITION_LINE)) defined.add(labelKey(match[2]!, match[1] === '^'));
  const references: Reference[] = [];
  if (!text.includes('[')) return { references, defined };
  const lines = text.split('\n');
  // Where each line starts, and where a line after the last would.
  const offsets = [0];
  for (const line of lines) offsets.push(offsets[offsets.length - 1]! + line.length + 1);
  // A paragraph's lines (from line `first`) are read together: a code span may span lines.
  let first = -1;
  let indented = false;
  const flush = (end: number) => {
    if (first >= 0) addReferences(text, offsets[first]!, offsets[end]! - 1, references);
    first = -1;
  };
  let previous = -1;
  scan(lines, columns, (at, open, afterBlank) => {
    if (at !== previous + 1) flush(previous + 1);
    previous = at;
    if (lines[at]!.trim() === '') flush(at);
    else {
      if (afterBlank) indented = isIndentedCode(lines, at, open);
      if (!indented && first < 0) first = at;
    }
  });
  flush(previous + 1);
  return { references: base ? references.map((ref) => ({ ...ref, start: ref.start + base, end: ref.end + base })) : references, defined };
}

/** `text` with each of `references` (in order) whose label is not `defined` replaced by its {@link Reference.text}; offsets count from 0. */
function withoutUndefined(text: string, references: Iterable<Reference>, defined: (key: string) => boolean): string {
  let shown = '';
  let from = 0;
  for (const reference of references) {
    if (defined(reference.key)) continue;
    shown += text.slice(from, reference.start) + reference.text;
    from = reference.end;
  }
  return from === 0 ? text : shown + text.slice(from);
}

/**
 * Markdown that renders the way `source` will once it is complete, for display while it streams
 * (see the module comment for each rule), with `\n` line ends (`\r\n` and `\r` become `\n`, as
 * marked reads them). A complete text comes back unchanged apart from what
 * `remend` escapes (e.g. `20~25` → `20\~25`, which renders the same). Never throws: a non-string
 * is treated as its `String()` form.
 */
export function completeMarkdown(source: string): string {
  const shown = completeIn(normaliseSource(typeof source === 'string' ? source : String(source ?? '')), []);
  const { references, defined } = referencesIn(shown, []);
  return withoutUndefined(shown, references, (key) => defined.has(key));
}

/**
 * {@link completeMarkdown} of `text` that starts inside the list items `columns` (after a blank line).
 * `document` is the whole text `text` ends (where link reference definitions are looked up).
 */
function completeIn(text: string, columns: ListColumns, document = text): string {
  const lines = text.split('\n');
  let scanned = scan(lines, columns);
  // A line just begun after text (the text ends with a line break) is no blank line yet: the block
  // before it goes on, and is completed without the break (a closing `**` on a line of its own would
  // close nothing). The break is given back at the end.
  const begun = !scanned.fence && lines.length > 1 && lines[lines.length - 1] === '' && lines[lines.length - 2]!.trim() !== '';
  if (begun) {
    lines.pop();
    scanned = scan(lines, columns);
  }
  const completed = completeLines(lines, scanned, begun, document);
  return begun ? `${completed}\n` : completed;
}

/**
 * {@link completeIn} of `lines`, which `scanned` describes; `lineEnded`: the last line is followed by a
 * line break (taken off by the caller).
 */
function completeLines(lines: string[], scanned: Scan, lineEnded: boolean, document: string): string {
  const { fence, start, columns: before, closesFence } = scanned;
  const last = lines[lines.length - 1]!;
  // Indented code: shown as it is, as it will render.
  if (!fence && isIndentedCode(lines, start, before)) return lines.join('\n');
  if (fence && fence.at === lines.length - 1) {
    // The fence opener's line has not ended: its language is not known yet.
    lines.pop();
  } else if (fence || (closesFence && !lineEnded)) {
    // Inside an open fence: the last line may be the start of the closing fence. A closing fence
    // whose line has not ended is held back too (```` ```js ```` would be a line of the code).
    const partial = fence ? PARTIAL_CLOSER.exec(last) : undefined;
    if (!fence || (partial && partial[1]![0] === fence.marker[0] && partial[1]!.length < fence.marker.length)) lines.pop();
    // Everything after the opener is code: no completion inside it.
    return lines.join('\n');
  } else {
    const held = pendingTableLines(lines);
    if (held) lines.length -= held;
    // A line that has ended shows as it will render: nothing at its end is still being typed.
    else if (!lineEnded) {
      // Markers with nothing after them yet (`**`, a backtick that may become a fence), a label being
      // typed and a link whose URL has not started, outside code: not shown. What is left may be a
      // marker alone (`- [` leaves `-`), held back as the line itself would be.
      const shown = withoutDanglingMarkers(withoutPendingLink(withoutPendingLabel(last), document));
      const mayDefine = lines.length - 1 === start || DEFINITION_START.test(lines[lines.length - 2]!);
      // In a quote too (`> -`, `> ##`: a setext underline or an empty heading inside it).
      const pending = (line: string) => PENDING_LINE.test(line) || PENDING_LINE.test(line.replace(QUOTE_PREFIX, ''));
      if (pending(last) || pending(shown) || (mayDefine && (PENDING_DEFINITION.test(last) || PENDING_TITLE.test(last)))) lines.pop();
      else lines[lines.length - 1] = shown;
    }
  }
  return completeBlock(lines, start, lineEnded, document);
}

/**
 * `remend` of `block`, with a `*` after a CJK letter read as marked reads it ({@link CJK_STAR}), an
 * escaped bracket as text (remend would take `\\[b` for a link being typed and drop its `[`), a code
 * span that has not closed closed first ({@link withCodeSpanClosed}) and the closers remend adds put
 * in the order their spans opened ({@link innermostFirst}).
 */
function remendBlock(block: string): string {
  const input = withCodeSpanClosed(block);
  if (PLACEHOLDERS.test(input)) return withOpenersClosed(innermostFirst(input, remendAroundCode(input)));
  const hidden = input
    .replace(CJK_STAR, `${NOT_A_LETTER}*`)
    .replace(BRACKET_AFTER_SLASHES, (run: string, slashes: string, bracket: string) => (slashes.length % 2 ? slashes + (bracket === '[' ? OPEN_BRACKET : CLOSE_BRACKET) : run));
  const output = withOpenersClosed(innermostFirst(hidden, remendAroundCode(hidden)));
  return hidden === input ? output : output.replace(PLACEHOLDERS_ALL, (ch) => (ch === OPEN_BRACKET ? '[' : ch === CLOSE_BRACKET ? ']' : ''));
}

/**
 * `remend(text)`, with the code of closed code spans read as plain letters: remend counts a marker
 * inside code as one of the text's (`**Why not `SELECT *`?` kept its `**` open, the `*` in the code
 * taken for its partner). When remend only appends closers to the masked text, those closers follow
 * `text`; when it changes the text itself (a link shown as its text), its reading of `text` is kept.
 */
function remendAroundCode(text: string): string {
  const masked = withCodeMasked(text);
  if (masked === text) return remend(text, REMEND_OPTIONS);
  const output = remend(masked, REMEND_OPTIONS);
  const base = output.startsWith(masked) ? masked : masked.trimEnd();
  return output.startsWith(base) ? text.slice(0, base.length) + output.slice(base.length) : remend(text, REMEND_OPTIONS);
}

/**
 * The code spans of `text` from index `from`, in order: `at` the index of their opening backticks,
 * `run` the index after them, `end` the index after their closing backticks, or `run` for a span that
 * has not closed (the last one given). An escaped backtick is text, and a run goes on after it.
 */
function* codeSpans(text: string, from = 0): Generator<{ at: number; run: number; end: number }> {
  for (let at = text.indexOf('`', from); at >= 0; ) {
    let run = at;
    while (text[run] === '`') run++;
    if (isEscaped(text, at)) {
      at = text.indexOf('`', at + 1);
      continue;
    }
    const end = codeSpanEnd(text, at, text.length);
    yield { at, run, end };
    if (end === run) return;
    at = text.indexOf('`', end);
  }
}

/** `text` with the code of each closed code span replaced by as many `a` (same length, same backticks). */
function withCodeMasked(text: string): string {
  let out = '';
  let done = 0;
  for (const { at, run, end } of codeSpans(text)) {
    if (end === run) break; // an open span: remend's to close
    const close = end - (run - at);
    out += text.slice(done, run) + 'a'.repeat(close - run);
    done = close;
  }
  return done === 0 ? text : out + text.slice(done);
}

/** Private-use code points `remend` reads as text, standing in for an escaped `[` and `]` while it runs. */
const OPEN_BRACKET = '\uE001';
const CLOSE_BRACKET = '\uE002';
/** A whole run of backslashes and the bracket after it: an odd run escapes the bracket. */
const BRACKET_AFTER_SLASHES = /(?<!\\)(\\+)([[\]])/g;
/** Any of the stand-ins {@link remendBlock} uses (a text that holds one already is passed as it is). */
const PLACEHOLDERS = /[\uE000-\uE002]/;
const PLACEHOLDERS_ALL = /[\uE000-\uE002]/g;

/**
 * `text` with the first code span that has not closed closed (its run of backticks appended): what
 * follows its opening backticks is code until they close, so the closers of spans opened before it
 * go after it (`**a `b` → `**a `b`**`, where remend would close the strong emphasis inside the code).
 * An opener at the very end, with no code after it yet, is dropped.
 */
function withCodeSpanClosed(text: string): string {
  // Only after the block's last fence line: what precedes it is a fenced block (closed, or the
  // caller would not be completing the block) or its opener.
  let from = 0;
  let offset = 0;
  for (const line of text.split('\n')) {
    offset += line.length + 1;
    if (FENCE_LINE.test(line)) from = offset;
  }
  for (const { at, run, end } of codeSpans(text, from)) {
    if (end === run) {
      // Nothing after the opener yet: nothing to show. Code ending in a backtick gets a blank before
      // the closer, which the span drops (`` `` `a` `` → `` `` `a` `` ``).
      if (run === text.length) return text.slice(0, at);
      // Backticks at the end, fewer than the opener's: the closer being typed, completed; unless the
      // code starts with a blank, as code holding backticks is written (`` `` `a` `` ``).
      let tail = 0;
      while (text[text.length - 1 - tail] === '`') tail++;
      if (tail > 0 && tail < run - at && text[run] !== ' ') return text + '`'.repeat(run - at - tail);
      return text + (tail ? ' ' : '') + text.slice(at, run);
    }
  }
  return text;
}

/**
 * `output` (remend's completion of `input`, whose trailing blanks it may drop) with the closers it
 * appended ordered innermost first: the span opened last closes first (`**a ~~b` → `**a ~~b~~**`,
 * where remend closes `**` first and leaves `~~` shown). Only closers of different characters, each
 * written once in `input` (its opener, which fixes the order); any other completion comes back as it is.
 */
function innermostFirst(input: string, output: string): string {
  const base = output.startsWith(input) ? input : input.trimEnd();
  if (!output.startsWith(base)) return output;
  const suffix = output.slice(base.length);
  const closers = suffix.match(/\*+|_+|~+/g);
  if (!closers || closers.length < 2 || closers.join('') !== suffix) return output;
  if (new Set(closers.map((run) => run[0])).size < closers.length || closers.some((run) => base.indexOf(run) !== base.lastIndexOf(run) || !base.includes(run))) return output;
  return base + closers.sort((a, b) => base.indexOf(b) - base.indexOf(a)).join('');
}

/**
 * A whole run of `*` or of `_` that opens emphasis: at the start of the line or after a blank, an
 * opening bracket or quote (or the stand-in {@link CJK_STAR} puts before a `*` after CJK text), and
 * before a character that is not a blank. A run after other punctuation or inside a word is left out,
 * as text it may well stay (`window.__x`, `2*3`, `snake_case`).
 */
const OPENER_RUN = /(?<=^|[\s([{"'“‘«\uE000])(?:(?=(\*+))\1|(?=(_+))\2)(?=\S)/gu;

/**
 * The runs of `line` that may open emphasis ({@link OPENER_RUN}) and that marked, reading `line` as
 * inline markdown, leaves as text (the part of a run inside a text token) although a span of their
 * own character follows them (`**` in `**a *b*`, `*` in `***a** b`): the outer span of a nested pair
 * whose inner span has closed. An opener with no such span after it may well be text (`_id and _rev`,
 * `int *a, *b`) and is not counted. In the order they appear.
 */
function unclosedOpeners(line: string): string[] {
  if (line.search(OPENER_RUN) < 0) return [];
  const text: Array<readonly [number, number]> = [];
  /** Start of each `em`/`strong` span, by its marker character. */
  const spans: Array<readonly [number, string]> = [];
  let at = 0;
  let tokens;
  try {
    tokens = Lexer.lexInline(line);
  } catch {
    return []; // marked gave up on the line (its recursion on hostile nesting): nothing is closed
  }
  for (const token of tokens) {
    if (token.type === 'text') text.push([at, at + token.raw.length]);
    else if (token.type === 'em' || token.type === 'strong') spans.push([at, token.raw[0]!]);
    at += token.raw.length;
  }
  const openers: string[] = [];
  for (const run of line.matchAll(OPENER_RUN)) {
    for (const [from, to] of text) {
      const start = Math.max(run.index, from);
      const end = Math.min(run.index + run[0].length, to);
      if (start < end && spans.some(([span, marker]) => span >= end && marker === run[0][0])) openers.push(line.slice(start, end));
    }
  }
  return openers;
}

/**
 * The most spans {@link withOpenersClosed} closes: prose nests two or three; a line with more openers
 * left is text (a run of `*a *a …` would nest as deep as it is long once closed).
 */
const MAX_OPEN_SPANS = 3;

/**
 * How much of the last line {@link withOpenersClosed} reads (characters, from its end, starting after
 * a blank): marked's emphasis tokenizer takes time quadratic in the openers of some hostile lines
 * (`(*a ` repeated: 4 KB 76 ms, 16 KB 1 s in Node), paid on every chunk. Nested spans are short; one
 * opened earlier in a longer line is completed by `remend` alone.
 */
const MAX_OPENER_LINE = 2_000;

/**
 * Where {@link withOpenersClosed} starts reading `text` (`from`: the start of its last line): after the
 * last unescaped `|` outside code (a table row's cell being typed, so a closer never lands in it for
 * an opener in an earlier cell), and at most {@link MAX_OPENER_LINE} characters from the end.
 */
function openerLineStart(text: string, from: number): number {
  let start = from;
  for (let at = text.indexOf('|', from); at >= 0; at = text.indexOf('|', at + 1)) {
    if (!isEscaped(text, at) && !inCodeSpan(text.slice(from), at - from)) start = at + 1;
  }
  if (text.length - start <= MAX_OPENER_LINE) return start;
  const blank = text.slice(text.length - MAX_OPENER_LINE).search(/\s/);
  return blank < 0 ? text.length : text.length - MAX_OPENER_LINE + blank + 1;
}

/**
 * `text` (remend's completion) with the openers its last line still shows as text closed after it,
 * the one opened last first: remend closes the inner span of one character and leaves the outer one
 * (`**a *b` → `**a *b*`, shown with a stray `**`; closed here: `**a *b***`), or leaves both
 * (`***a** b` → `***a** b*`). Reads the line from {@link openerLineStart}. Kept as it is when closing
 * them would still leave an opener shown, or when more than {@link MAX_OPEN_SPANS} are open.
 */
function withOpenersClosed(text: string): string {
  const trimmed = text.trimEnd();
  const lineStart = openerLineStart(trimmed, trimmed.lastIndexOf('\n') + 1);
  const openers = unclosedOpeners(trimmed.slice(lineStart));
  if (!openers.length || openers.length > MAX_OPEN_SPANS) return text;
  const closed = trimmed + openers.reverse().join('');
  return unclosedOpeners(closed.slice(lineStart)).length ? text : closed;
}

/**
 * `lines` with the last block (from line `start`) completed by `remend` and the link rules (not the
 * one for a link or task marker at the end of the text when its line has ended: it shows as written).
 */
function completeBlock(lines: readonly string[], start: number, lineEnded: boolean, document: string): string {
  // `remend` completes the last block only: the blocks before it are finished, and its own reading
  // of fences (any ``` line, indented or not) must not see theirs. Raw HTML is not markdown: it is
  // shown as it is, and what follows it in the block completed.
  const from = afterHtmlBlock(lines, Math.min(start, lines.length));
  // A tag being typed at the end of raw HTML (`</` before `summary>`) is not shown yet.
  if (from === lines.length && from > start && !lineEnded) return lines.join('\n').replace(PARTIAL_TAG, '');
  const head = lines.slice(0, from).join('\n');
  const completed = withoutUnbalancedLink(withoutIncompleteImage(remendBlock(lines.slice(from).join('\n'))));
  const tail = lineEnded ? completed : withoutPendingLink(completed, document);
  return from === 0 ? tail : from === lines.length ? head : `${head}\n${tail}`;
}

/** A tag at the end of a text whose `>` has not arrived (`<`, `</`, `</sum`, `<a href="x`). */
const PARTIAL_TAG = /<\/?(?:[A-Za-z][^<>]*)?$/;
/** Block tag names of CommonMark's HTML blocks of kind 6. */
const HTML_BLOCK_TAGS =
  'address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul';
/** The first line of an HTML block of kind 6 (a block tag) or 7 (a whole tag alone on its line): it runs to a blank line. */
const HTML_BLOCK_TO_BLANK = new RegExp(
  `^ {0,3}(?:</?(?:${HTML_BLOCK_TAGS})(?:[ \\t>]|/>|$)|(?:<[A-Za-z][A-Za-z0-9-]*(?:[ \\t]+[A-Za-z_:][\\w.:-]*(?:[ \\t]*=[ \\t]*(?:[^\\s"'=<>\`]+|'[^']*'|"[^"]*"))?)*[ \\t]*/?>|</[A-Za-z][A-Za-z0-9-]*[ \\t]*>)[ \\t]*$)`,
  'i',
);
/** The first line of an HTML block of kinds 1–5, and what ends it (on that line or a later one). */
const HTML_BLOCK_TO_END: readonly (readonly [RegExp, RegExp])[] = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:[ \t>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];

/**
 * Index of the first line after the HTML block that starts at line `from` of `lines` (as CommonMark
 * reads it: a comment, `<script>`… up to its end, a block tag or a tag alone on its line up to a blank
 * line, so to the end of a last block); `from` when line `from` starts none.
 */
function afterHtmlBlock(lines: readonly string[], from: number): number {
  const first = lines[from];
  if (first === undefined) return from;
  if (HTML_BLOCK_TO_BLANK.test(first)) return lines.length;
  const kind = HTML_BLOCK_TO_END.find(([opens]) => opens.test(first));
  if (!kind) return from;
  for (let i = from; i < lines.length; i++) if (kind[1].test(i === from ? first.replace(kind[0], '') : lines[i]!)) return i + 1;
  return lines.length;
}

/**
 * The beginning of `text` (which starts inside the list items `columns`) that ends after its last
 * blank line outside any fence, with at least one line after it (`''` when there is none), and the
 * list items open at its end: the blocks in it are finished as far as display completion is concerned.
 */
function finishedPart(text: string, columns: ListColumns): { part: string; columns: ListColumns } {
  const lines = text.split('\n');
  const { start, columns: open } = scan(lines.slice(0, -1), columns);
  return { part: start ? `${lines.slice(0, start).join('\n')}\n` : '', columns: open };
}

/**
 * A {@link completeMarkdown} for one growing answer, with work per call proportional to its last
 * block rather than its length: the text up to the last blank line outside a fence (finished blocks:
 * nothing in them can be dangling at the end of the text, and no completion rule reaches across a
 * blank line outside a fence, as in streamdown, which completes block by block) is passed through as
 * it is, and only the rest is completed. The one rule about the whole text, references whose label is
 * not defined yet, reads each finished block once (its definitions, and its references to labels
 * not defined so far) and the rest at each call. A source that does not begin with the previous
 * finished part (an edit, another answer) is completed whole. One completer per streamed text (the
 * component keeps one per instance); never throws.
 */
export function createStreamCompleter(): (source: string) => string {
  let finished = '';
  /** The list items open at the end of `finished`. */
  let columns: ListColumns = [];
  /** The labels `finished` defines, and its references to labels it does not define (in order). */
  let defined = new Set<string>();
  let pending: Reference[] = [];
  return (source) => {
    const text = normaliseSource(typeof source === 'string' ? source : String(source ?? ''));
    if (!text.startsWith(finished)) {
      finished = '';
      columns = [];
      defined = new Set();
      pending = [];
    }
    const rest = text.slice(finished.length);
    const last = completeIn(rest, columns, text);
    const found = referencesIn(last, columns, finished.length);
    const shown = withoutUndefined(finished + last, [...pending, ...found.references], (key) => defined.has(key) || found.defined.has(key));
    const done = finishedPart(rest, columns);
    if (done.part) {
      const part = referencesIn(done.part, columns, finished.length);
      for (const key of part.defined) defined.add(key);
      pending = [...pending, ...part.references].filter((ref) => !defined.has(ref.key));
    }
    finished += done.part;
    columns = done.columns;
    return shown;
  };
}
