/**
 * Where raw HTML leaves the HTML parser after a block (framework-free: no Vue import).
 *
 * The pipeline renders and sanitises a document block by block. That equals sanitising the whole
 * document only where the HTML parser is back in its ordinary state between two blocks: no element
 * opened by raw HTML still open, no raw-text element (`<script>`, `<textarea>`, …) or comment still
 * running. `<details>`, `<div align="center">`, `<table><td>` and `<a>` around markdown, as GitHub
 * READMEs write them, open an element in one block and close it blocks later; those blocks must be
 * sanitised together. This scanner tracks what a block's HTML leaves open, conservatively: where it
 * cannot tell (an element with an optional end tag such as `<li>` or `<td>`, a self-closing `<div/>`,
 * misnested tags), it reports the element as still open, so blocks are grouped more than needed
 * (correct, only less cached), never less.
 */

/** Elements that never have content or an end tag (WHATWG "void elements", plus obsolete ones). */
const VOID = new Set([
  'area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'image', 'img', 'input', 'keygen',
  'link', 'meta', 'param', 'source', 'track', 'wbr',
]);

/** Elements whose content is raw text up to their own end tag (`plaintext` never ends). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);

/** Start tags that close an open `<p>` (WHATWG "in body" insertion mode). */
const CLOSES_P = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset',
  'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'main',
  'menu', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'ul', 'listing', 'search',
]);

/**
 * Formatting elements: closed implicitly (by the end tag of an element around them), they stay in the
 * parser's "list of active formatting elements" and are reopened around the next text.
 */
const FORMATTING = new Set(['a', 'b', 'big', 'code', 'em', 'font', 'i', 'nobr', 's', 'small', 'strike', 'strong', 'tt', 'u']);

/** What the HTML parser still has open: the element stack, a running raw-text element or comment. */
export interface HtmlState {
  /** Open elements, outermost first (lowercase names). */
  readonly open: readonly string[];
  /** Formatting elements closed implicitly, which the parser reopens until their own end tag. */
  readonly active?: readonly string[];
  /** The raw-text element whose end tag is awaited, if any. */
  readonly rawText?: string;
  /** Whether a `<!--` comment is still running. */
  readonly comment?: boolean;
}

/** The ordinary state: nothing open. */
export const CLOSED: HtmlState = Object.freeze({ open: [] });

/** Whether nothing is left open (the next block starts in the parser's ordinary state). */
export function isClosed(state: HtmlState): boolean {
  return state.open.length === 0 && !state.active?.length && !state.rawText && !state.comment;
}

/**
 * A comment's start, an end tag, a start tag (attribute values in quotes may hold `>`), or a
 * declaration or processing instruction, matched where a `<` is (sticky).
 */
const TAG = /<!--|<\/([A-Za-z][^\s/>]*)[^>]*>|<([A-Za-z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<[!?][^>]*>/y;

/** A `<` that the HTML parser reads as the start of a tag, an end tag, a declaration or an instruction. */
const TAG_OPEN = /<(?:[A-Za-z]|\/[A-Za-z]|[!?])/y;

/**
 * The state after the parser reads `html` from `state`. Linear in the length of `html`: the scan
 * stops at a tag that does not end (a `<h2 ` with no `>` after it), where the parser reads the rest
 * of the text as that tag's attributes; such a tag is reported as open, so the blocks after it are
 * sanitised with it.
 */
export function scanHtml(html: string, state: HtmlState = CLOSED): HtmlState {
  const open = [...state.open];
  const active = [...(state.active ?? [])];
  const result = (extra: { rawText?: string; comment?: boolean }): HtmlState => (active.length ? { open, active, ...extra } : { open, ...extra });
  let rawText = state.rawText;
  let comment = state.comment ?? false;
  let at = 0;
  while (at < html.length) {
    if (comment) {
      const end = html.indexOf('-->', at);
      if (end < 0) return result({ comment: true });
      comment = false;
      at = end + 3;
      continue;
    }
    if (rawText) {
      if (rawText === 'plaintext') return result({ rawText });
      const endTag = new RegExp(`</${rawText}`, 'gi');
      endTag.lastIndex = at;
      const end = endTag.exec(html)?.index ?? -1;
      if (end < 0) return result({ rawText });
      const close = html.indexOf('>', end);
      if (close < 0) return result({ rawText });
      rawText = undefined;
      at = close + 1;
      continue;
    }
    const lt = html.indexOf('<', at);
    if (lt < 0) break;
    TAG.lastIndex = lt;
    const match = TAG.exec(html);
    if (!match) {
      TAG_OPEN.lastIndex = lt;
      if (!TAG_OPEN.test(html)) {
        at = lt + 1; // a `<` in text
        continue;
      }
      // A tag that does not end: the rest of the text is inside it.
      open.push(html.slice(lt, lt + 2).toLowerCase());
      return result({});
    }
    at = lt + match[0].length;
    if (match[0] === '<!--') {
      comment = true;
      continue;
    }
    const end = match[1]?.toLowerCase();
    if (end) {
      const i = open.lastIndexOf(end);
      if (i >= 0) {
        for (const closed of open.slice(i + 1)) if (FORMATTING.has(closed)) active.push(closed);
        open.length = i;
      } else {
        const j = active.lastIndexOf(end);
        if (j >= 0) active.splice(j, 1);
      }
      continue;
    }
    const name = match[2]?.toLowerCase();
    if (!name) continue; // a declaration or processing instruction
    if (CLOSES_P.has(name) && open.at(-1) === 'p') open.pop();
    if (VOID.has(name)) continue;
    const inForeign = open.includes('svg') || open.includes('math') || name === 'svg' || name === 'math';
    if (inForeign && /\/\s*$/.test(match[3] ?? '')) continue; // self-closing in SVG/MathML
    if (RAW_TEXT.has(name) && !inForeign) {
      rawText = name;
      continue;
    }
    open.push(name);
  }
  return result(comment ? { comment } : rawText ? { rawText } : {});
}
