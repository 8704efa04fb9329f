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

/**
 * A comment's start, an end tag, a start tag (attribute values in quotes may hold `>`), or a
 * declaration or processing instruction, matched where a `<` is (sticky).
 */
const TAG = /<!--|<\/([A-Za-z][^\s/>]*)[^>]*>|<([A-Za-z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<[!?][^>]*>/y;

/** A `<` that the HTML parser reads as the start of a tag, an end tag, a declaration or an instruction. */
const TAG_OPEN = /<(?:[A-Za-z]|\/[A-Za-z]|[!?])/y;

/** A name's count in a multiset, plus `by` (an entry at 0 is removed). */
function bump(counts: Map<string, number>, name: string, by: number): void {
  const n = (counts.get(name) ?? 0) + by;
  if (n > 0) counts.set(name, n);
  else counts.delete(name);
}

/**
 * What the HTML parser still has open after the HTML fed to it so far, block after block: the
 * element stack, the formatting elements it would reopen, a running raw-text element or comment.
 * Linear in the length of the HTML fed, however deep the stack: names are counted, so an end tag
 * with no open element of its name costs nothing, and state is updated in place, never copied per
 * block.
 */
export class HtmlBalance {
  /** Open elements, outermost first (lowercase names). */
  private readonly open: string[] = [];
  /** How many of each name {@link open} holds. */
  private readonly openCount = new Map<string, number>();
  /**
   * Formatting elements closed implicitly, which the parser reopens until their own end tag, by name
   * (one end tag ends one of them; which one does not matter here).
   */
  private readonly active = new Map<string, number>();
  /** The raw-text element whose end tag is awaited, if any. */
  private rawText: string | undefined;
  /** Whether a `<!--` comment is still running. */
  private comment = false;
  /** A tag that never ended: the rest of the text, and all after it, is inside it. */
  private inTag = false;

  /** The most elements open at once so far. */
  deepest = 0;

  /** Whether nothing is left open (the next block starts in the parser's ordinary state). */
  get closed(): boolean {
    return this.open.length === 0 && this.active.size === 0 && !this.rawText && !this.comment && !this.inTag;
  }

  /** Read `html`, the next block's HTML. */
  feed(html: string): void {
    let at = 0;
    while (at < html.length && !this.inTag) {
      if (this.comment) {
        const end = html.indexOf('-->', at);
        if (end < 0) return;
        this.comment = false;
        at = end + 3;
        continue;
      }
      if (this.rawText) {
        if (this.rawText === 'plaintext') return;
        const endTag = new RegExp(`</${this.rawText}`, 'gi');
        endTag.lastIndex = at;
        const end = endTag.exec(html)?.index ?? -1;
        if (end < 0) return;
        const close = html.indexOf('>', end);
        if (close < 0) return;
        this.rawText = undefined;
        at = close + 1;
        continue;
      }
      const lt = html.indexOf('<', at);
      if (lt < 0) return;
      TAG.lastIndex = lt;
      const match = TAG.exec(html);
      if (!match) {
        TAG_OPEN.lastIndex = lt;
        // A tag that does not end swallows the rest as its attributes; else a `<` in text.
        if (TAG_OPEN.test(html)) this.inTag = true;
        at = lt + 1;
        continue;
      }
      at = lt + match[0].length;
      if (match[0] === '<!--') this.comment = true;
      else if (match[1]) this.endTag(match[1].toLowerCase());
      else if (match[2]) this.startTag(match[2].toLowerCase(), match[3] ?? '');
      // else a declaration or processing instruction
    }
  }

  private endTag(name: string): void {
    if (this.openCount.has(name)) {
      const i = this.open.lastIndexOf(name);
      for (const closed of this.open.splice(i)) {
        bump(this.openCount, closed, -1);
        if (closed !== name && FORMATTING.has(closed)) bump(this.active, closed, 1);
      }
    } else bump(this.active, name, -1);
  }

  private startTag(name: string, attributes: string): void {
    if (CLOSES_P.has(name) && this.open.at(-1) === 'p') bump(this.openCount, this.open.pop()!, -1);
    if (VOID.has(name)) return;
    const inForeign = this.openCount.has('svg') || this.openCount.has('math') || name === 'svg' || name === 'math';
    if (inForeign && /\/\s*$/.test(attributes)) return; // self-closing in SVG/MathML
    if (RAW_TEXT.has(name) && !inForeign) {
      this.rawText = name;
      return;
    }
    this.open.push(name);
    bump(this.openCount, name, 1);
    this.deepest = Math.max(this.deepest, this.open.length);
  }
}

/**
 * Deepest nesting of raw-HTML elements rendered as HTML: Chromium's HTML parser nests no deeper (it
 * puts deeper elements beside the 512th), and a server DOM (jsdom) takes time quadratic in the depth
 * and overflows its stack at ~20,000 (10,000 nested `<span>`s: ~20 s to parse and sanitise).
 */
export const MAX_HTML_NESTING = 512;

/** Whether the raw HTML of a markdown text may nest elements deeper than `limit`. One pass. */
export function exceedsHtmlNesting(text: string, limit = MAX_HTML_NESTING): boolean {
  let tags = 0;
  for (let at = text.indexOf('<'); at >= 0 && tags <= limit; at = text.indexOf('<', at + 1)) tags++;
  if (tags <= limit) return false;
  const balance = new HtmlBalance();
  balance.feed(text);
  return balance.deepest > limit;
}
