/**
 * Lexing a long document in slices (no Vue import). marked's lexer is synchronous: a 1 MB document
 * holds the main thread for ~0.3 s on a laptop core, over a second on a loaded one. The document is
 * cut at top-level block boundaries that no markdown construct can span, each piece is lexed alone,
 * and the pipeline yields between pieces; the token lists are joined in order.
 *
 * A cut is placed only before a line that starts a paragraph or an ATX heading at column 0 and
 * follows a blank line, outside fenced code and outside HTML blocks that run past blank lines
 * (`<pre>`, `<script>`, `<style>`, `<textarea>`, comments, processing instructions, declarations,
 * CDATA: CommonMark HTML block kinds 1–5). After a blank line such a line can continue no list item,
 * block quote, table, indented code or HTML block of kinds 6–7, so every block before the cut ends
 * before it. A line starting with a list marker is never a cut (it may continue the list above and
 * change its looseness). Documents with footnotes are lexed at once (marked-footnote numbers them in
 * its extension instance while lexing the whole document).
 *
 * Link reference definitions (a `[label]: url` line anywhere changes links everywhere) are shared the
 * way marked's own `lex` shares them: marked lexes in two passes, blocks first (each definition is
 * recorded as it is met; the first one of a label wins), then the inline text of every block, which
 * resolves `[text][label]` against all the definitions. Here each piece's block pass runs on its own,
 * the definitions of all pieces are merged in document order (first wins), and only then does each
 * piece's inline pass run, with that merged set: the tokens of a whole-document lex.
 *
 * The scan that finds cuts does not model containers, so a fence opened inside a list item could
 * mislead it. Only two blocks can run across a blank line followed by a column-0 line: fenced code
 * and HTML blocks of kinds 1–5, both at top level. So every piece is checked after lexing: when its
 * last block is such a block left unterminated, the cut was inside it, and the piece is lexed again
 * joined with the next one. The tokens are therefore those of the whole document whatever the scan
 * decided.
 *
 * Why slicing on the main thread rather than a Web Worker (measured in the bench's long-task
 * section, Chromium, 2 cores): the tokens of a 1 MB document come back from a worker by structured
 * clone, which deserialises on the main thread in one task about as long as lexing it there
 * (~0.1–0.3 s for ~60 k token objects), so a worker alone does not remove the long task, and it adds
 * a second copy of marked and its extensions to download. Lexing 4 KB pieces keeps each task
 * ~2–10 ms with no extra download, identical tokens, and the same path on the server and in
 * browsers without workers.
 */
import type { Marked, Token, TokensList } from 'marked';
import type { Pause } from './scheduler';

/** Pieces are at least this many characters (a cut is placed at the first boundary after it). */
export const LEX_PIECE_CHARS = 4_000;

/** HTML block kinds 1–5: start and end condition. */
const RAW_BLOCKS: [start: RegExp, end: RegExp][] = [
  [/^ {0,3}<(?:pre|script|style|textarea)(?:[\s>]|$)/i, /<\/(?:pre|script|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
/** A line that may close a fence: its fence characters, then only blanks. */
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

/** Whether `line` closes a fence opened with `length` (or more) of `char`. */
function closesFence(line: string, char: string, length: number): boolean {
  const close = FENCE_CLOSE.exec(line);
  return close !== null && close[1]![0] === char && close[1]!.length >= length;
}

/** A line that may start a piece: an ATX heading or a paragraph starting with a letter, at column 0. */
const CUT_LINE = /^(?:#{1,6}(?:[ \t]|$)|[A-Za-z])/;
const BLANK = /^[ \t]*$/;

/**
 * `source` with CR LF and CR line ends as LF, as marked's `lex` reads them before its block pass;
 * without a leading byte-order mark (U+FEFF), which CommonMark readers skip (a file read as UTF-8
 * text keeps it, and marked would show `# Title` after it as a paragraph); and with a space for a
 * no-break space right after a link reference definition's `]:` ({@link NBSP_DEFINITION}).
 */
export const normaliseSource = (source: string): string => {
  let text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  if (text.includes('\r')) text = text.replace(/\r\n|\r/g, '\n');
  return text.includes('\u00a0') ? text.replace(NBSP_DEFINITION, '$1 ') : text;
};

/**
 * A link reference definition's label and `:` followed by a no-break space (`[1062]:\u00a0https://…`,
 * as some changelogs write them). CommonMark reads a definition there (its URL starting with the
 * no-break space, which GitHub then links percent-encoded); marked's pattern takes the no-break space
 * for a blank that may not start a URL and shows this line and every definition after it in its
 * paragraph as text. Read as a space, the definitions are definitions and their links work.
 */
const NBSP_DEFINITION = /^( {0,3}\[[^\]\n]+\]:)\u00a0/gm;

/** Whether {@link splitForLexing} may cut `source` at all: not when it may hold footnotes (see the module comment). */
export function canSplit(source: string): boolean {
  return !source.includes('[^');
}

/**
 * Cut `source` into pieces at safe block boundaries (see the module comment), each at least
 * `minChars` long except the last. The pieces joined give `source` back. A document that
 * {@link canSplit} refuses, has CR line ends (rare; lexed whole rather than mapped back), or has no
 * safe boundary, is one piece. A generator: the scan runs as the pieces are taken, so a caller that
 * pauses between pieces never scans the whole document in one task.
 */
export function* splitForLexing(source: string, minChars = LEX_PIECE_CHARS): Generator<string, void, undefined> {
  if (source.length <= minChars || !canSplit(source) || source.includes('\r')) {
    yield source;
    return;
  }
  let pieceStart = 0;
  let fence: { char: string; length: number } | undefined;
  let rawEnd: RegExp | undefined;
  let previousBlank = true;
  let at = 0;
  while (at < source.length) {
    const next = source.indexOf('\n', at);
    const lineEnd = next < 0 ? source.length : next;
    const line = source.slice(at, lineEnd);
    if (fence) {
      if (closesFence(line, fence.char, fence.length)) fence = undefined;
      previousBlank = false;
    } else if (rawEnd) {
      if (rawEnd.test(line)) rawEnd = undefined;
      previousBlank = BLANK.test(line);
    } else {
      if (previousBlank && at - pieceStart >= minChars && CUT_LINE.test(line)) {
        yield source.slice(pieceStart, at);
        pieceStart = at;
      }
      const open = FENCE_OPEN.exec(line);
      if (open && !(open[1]![0] === '`' && line.slice(open[0].length).includes('`'))) {
        fence = { char: open[1]![0]!, length: open[1]!.length };
        previousBlank = false;
      } else {
        const raw = RAW_BLOCKS.find(([start]) => start.test(line));
        // The end condition may be met on the start line itself (after the opening tag).
        if (raw && !raw[1].test(line.slice(line.indexOf('<') + 2))) rawEnd = raw[1];
        previousBlank = BLANK.test(line);
      }
    }
    at = lineEnd + 1;
  }
  yield source.slice(pieceStart);
}

/** A top-level block that the end of its piece cut short (see the module comment). */
function endsUnterminated(tokens: Token[]): boolean {
  let last: Token | undefined;
  for (let i = tokens.length - 1; i >= 0 && !last; i--) if (tokens[i]!.type !== 'space') last = tokens[i];
  if (!last) return false;
  if (last.type === 'code') {
    const open = FENCE_OPEN.exec(last.raw);
    if (!open) return false; // indented code ends at any column-0 line
    const lines = last.raw.trimEnd().split('\n');
    return !(lines.length > 1 && closesFence(lines.at(-1)!, open[1]![0]!, open[1]!.length));
  }
  if (last.type === 'html') {
    const raw = RAW_BLOCKS.find(([start]) => start.test(last.raw));
    return raw !== undefined && !raw[1].test(last.raw.slice(last.raw.indexOf('<') + 2));
  }
  return false;
}

const isEmptyFootnotes = (token: Token) => token.type === 'footnotes' && !(token as { items?: unknown[] }).items?.length;

/**
 * Lex `source` as `marked.lexer` does, and run the extensions' token hooks (`walkTokens`) as
 * `marked.parse` would, piece by piece ({@link splitForLexing}), calling `pause` between pieces: each
 * piece's block pass, then (with the definitions of every piece, see the module comment) each piece's
 * inline pass. The joined token list equals the one of lexing the whole document (the tests compare
 * the tokens and the HTML).
 */
export async function lexInSlices(marked: Marked, source: string, pause: Pause, minChars = LEX_PIECE_CHARS): Promise<TokensList> {
  const walk = marked.defaults.walkTokens;
  // The block passes below start after marked's `lex` would have normalised the line ends.
  source = normaliseSource(source);
  if (source.length <= minChars || !canSplit(source)) {
    const tokens = marked.lexer(source);
    if (walk) marked.walkTokens(tokens, walk);
    return tokens;
  }
  // Block pass: one lexer per piece (marked's `lex` without its inline loop).
  const newLexer = () => new marked.Lexer(marked.defaults);
  const lexers: ReturnType<typeof newLexer>[] = [];
  const links: TokensList['links'] = Object.create(null) as TokensList['links'];
  const keep = (lexer: ReturnType<typeof newLexer>) => {
    for (const [label, link] of Object.entries(lexer.tokens.links)) links[label] ??= link;
    lexers.push(lexer);
  };
  // marked-footnote puts an (empty, in a document without footnotes) `footnotes` token first in
  // the first lex of the instance: the whole document has one, at index 0. Its `walkTokens` hook,
  // run on the kept pieces below, resets that per-lex state as after one whole-document lex.
  let footnotes: Token | undefined;
  let text = '';
  /** The lex of `text` when its last block was cut short: kept if no piece follows. */
  let cutShort: ReturnType<typeof newLexer> | undefined;
  let count = 0;
  for (const piece of splitForLexing(source, minChars)) {
    text += piece;
    if (count++ > 0) await pause();
    const lexer = newLexer();
    lexer.blockTokens(text, lexer.tokens);
    // A block cut short: lex it again with the next piece (the last piece ends where the document does).
    if (endsUnterminated(lexer.tokens)) {
      footnotes ??= lexer.tokens.find(isEmptyFootnotes);
      cutShort = lexer;
      continue;
    }
    text = '';
    cutShort = undefined;
    keep(lexer);
  }
  if (cutShort) keep(cutShort);
  // Inline pass, every piece with every definition.
  const all: Token[] = [];
  for (const [i, lexer] of lexers.entries()) {
    if (i > 0) await pause();
    lexer.tokens.links = links;
    for (const { src, tokens } of lexer.inlineQueue) {
      lexer.state.inRawBlock = false;
      lexer.inlineTokens(src, tokens);
    }
    lexer.inlineQueue = [];
    if (walk) marked.walkTokens(lexer.tokens, walk);
    for (const token of lexer.tokens) {
      if (isEmptyFootnotes(token)) footnotes ??= token;
      else all.push(token);
    }
  }
  if (footnotes) all.unshift(footnotes);
  return Object.assign(all, { links }) as TokensList;
}

/**
 * A footnote label as GitHub matches it: case-folded, as marked folds link labels (`[^Note]` refers
 * to `[^NOTE]:`; a fold that would change the label's length keeps it as written); `undefined` for a
 * label holding whitespace, which GitHub (cmark-gfm) does not read as a footnote.
 */
export function footnoteLabel(label: string): string | undefined {
  if (/\s/.test(label)) return undefined;
  const folded = label.toLowerCase();
  return folded.length === label.length ? folded : label;
}
