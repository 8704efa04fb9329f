/**
 * GitHub's footnotes (`marked-footnote`) and alerts (`marked-alert`) for the markdown pipeline
 * (framework-free: no Vue import), and its emoji shortcodes when given (`github-emoji.ts`). Loaded by
 * the pipeline on demand, only for documents that may use them (`mayUseGithubSyntax` in renderer.ts:
 * the text holds `[^`, `[!` after a `>`, or a `:name:`), so pages that show other documents never
 * download this code.
 */
import { Tokenizer, type Marked, type MarkedExtension, type Token, type TokenizerExtension, type TokenizerThis } from 'marked';
import markedAlert from 'marked-alert';
import markedFootnote from 'marked-footnote';
import { footnoteLabel } from './lex-slices';
import { configureRenderer } from './renderer';

/** Which of GitHub's extensions {@link configureMarked} adds. */
export interface GithubExtensions {
  /**
   * Footnotes (`marked-footnote`); default `true`. `false` leaves them out, for documents without
   * `[^` (whose output they do not change): the instance then keeps no state of the document being
   * lexed, so it can be shared by documents and lexed in pieces or from a changed block on.
   */
  footnotes?: boolean;
  /**
   * GitHub's emoji shortcodes: `githubEmoji()` of `github-emoji.ts`, passed in because its data
   * (~64 KB gzip) is loaded apart, only for documents that may hold one; default none.
   */
  emoji?: MarkedExtension;
}

/**
 * Configure a marked instance exactly as the pipeline renders documents: GitHub's footnotes
 * (`marked-footnote` as {@link githubFootnotes} reads them; see {@link GithubExtensions}), alerts
 * (`marked-alert`, its defaults) and, when given, emoji shortcodes, then the pipeline's renderer
 * (`configureRenderer`: heading ids, highlighted code, named task-list checkboxes). Returns the same
 * instance. Use a new `Marked` per document that may hold footnotes: marked-footnote keeps the
 * document's footnotes in its extension instance while lexing.
 * @link https://github.com/bent10/marked-extensions/tree/main/packages/footnote
 * @link https://github.com/bent10/marked-extensions/tree/main/packages/alert
 */
export function configureMarked(marked: Marked, { footnotes = true, emoji }: GithubExtensions = {}): Marked {
  // marked runs the token hooks of the extension used last first: the markers are upper case when
  // marked-alert looks at them.
  marked.use(...(footnotes ? [githubFootnotes()] : []), markedAlert(), ALERT_MARKERS, ...(emoji ? [emoji] : []));
  return configureRenderer(marked);
}

/** An alert's marker at the start of a block quote's text, in any case (`[!note]`, `[!Note]`), and the rest of its line. */
const ALERT_MARKER = /^\[!(note|tip|important|warning|caution)\]([^\n]*)/i;

/**
 * Alert markers as GitHub reads them, before marked-alert looks at them (it reads a block quote's
 * text):
 * - in any letter case: marked-alert matches only `[!NOTE]`, so the marker is written in upper case in
 *   the places marked-alert reads and edits (the quote's text, its first block's raw text and that
 *   block's first inline token);
 * - only alone on their line: `> [!NOTE] Custom` stays a block quote that shows `[!NOTE] Custom`;
 * - only at the top level: a marker in a quote inside a list item, another quote or a footnote's
 *   definition stays text.
 * A quote that stays a quote gets a text starting with the escaped `\[`, which marked-alert does not
 * match; it is rendered from its tokens, which are unchanged. Token hooks see a container before its
 * children, so a nested quote is marked when its container is walked.
 */
const ALERT_MARKERS: MarkedExtension = {
  walkTokens(token: Token) {
    if (token.type === 'list_item' || token.type === 'blockquote' || token.type === 'footnote') {
      // marked-footnote keeps a definition's blocks in `content`.
      const children = token.type === 'footnote' ? (token as { content?: Token[] }).content : token.tokens;
      for (const child of children ?? []) if (child.type === 'blockquote' && ALERT_MARKER.test(child.text as string)) keepQuote(child as { text: string });
    }
    if (token.type !== 'blockquote') return;
    const match = ALERT_MARKER.exec(token.text);
    if (!match) return;
    if (match[2]!.trim()) return keepQuote(token as { text: string });
    const marker = match[0].slice(0, match[1]!.length + 3);
    if (marker === marker.toUpperCase()) return;
    const upper = (text: string) => text.replace(marker, marker.toUpperCase());
    token.text = upper(token.text);
    const first = token.tokens?.[0];
    if (!first) return;
    first.raw = upper(first.raw);
    const inline = 'tokens' in first ? first.tokens?.[0] : undefined;
    if (inline) {
      inline.raw = upper(inline.raw);
      if ('text' in inline) inline.text = upper(inline.text);
    }
  },
};

/** Keep a block quote whose text starts with an alert marker a quote (see {@link ALERT_MARKERS}). */
function keepQuote(quote: { text: string }): void {
  quote.text = `\\${quote.text}`;
}

/** A footnote reference or the start of a definition, as marked-footnote matches them: `[^label]`. */
const FOOTNOTE_LABEL = /^\[\^([^\]\n]+)\]/;
/** A line starting a footnote definition, as marked-footnote matches it (`[^label]:`). */
const DEFINITION_LINE = /^\[\^[^\]\s]+\]:/;

/** A back-link's name as marked-footnote writes it with {@link githubFootnotes}' label (a character no text holds). */
const BACK_LINK_NAME = 'aria-label="\u0001"';

/**
 * marked-footnote (its defaults) with labels as GitHub reads them ({@link footnoteLabel}), and a
 * definition that starts a line ending the paragraph above it (`Text[^1]` then `[^1]: Source` on the
 * next line), as cmark-gfm lets it: the definition's `start` tells marked where a top-level paragraph
 * stops, reading the paragraph's lines only as long as marked's own `paragraph` rule goes on with
 * them, so the search stays linear in the document. A back-link is named by the number its reference
 * shows, as on GitHub ("Back to reference 2" for `[^note]`, "Back to reference 2-2" for its second
 * reference; marked-footnote names it by the label).
 */
function githubFootnotes(): MarkedExtension {
  const footnote = markedFootnote({ backRefLabel: '\u0001' });
  for (const extension of footnote.extensions ?? []) {
    if (extension.name === 'footnotes' && 'renderer' in extension && extension.renderer) {
      const render = extension.renderer;
      extension.renderer = function (token) {
        // marked-footnote writes each footnote's back-links in order, one per reference.
        const items = (token as { items?: { refs: unknown[] }[] }).items ?? [];
        const names = items.flatMap(({ refs }, i) => refs.map((_, n) => `Back to reference ${i + 1}${n ? `-${n + 1}` : ''}`));
        const [first = '', ...rest] = (render.call(this, token) as string).split(BACK_LINK_NAME);
        return rest.reduce((html, part, n) => `${html}aria-label="${names[n] ?? 'Back to reference'}"${part}`, first);
      };
    }
    if (!('tokenizer' in extension) || !extension.tokenizer) continue;
    const tokenize = (extension as TokenizerExtension).tokenizer;
    const wrapped = extension as TokenizerExtension;
    wrapped.tokenizer = function (this: TokenizerThis, src, tokens) {
      const match = FOOTNOTE_LABEL.exec(src);
      const label = match ? footnoteLabel(match[1]!) : undefined;
      // The definitions' tokenizer still runs on text it does not match: its first call in a document
      // adds the footnotes section the references look up.
      if (label === undefined) return match ? tokenize.call(this, '', tokens) : tokenize.call(this, src, tokens);
      return tokenize.call(this, label === match![1] ? src : `[^${label}]${src.slice(match![0].length)}`, tokens);
    };
    if (extension.level === 'block') {
      // marked passes the text after the paragraph's first character.
      wrapped.start = function (this: TokenizerThis, src: string) {
        const at = definitionEnding(this.lexer, src);
        return at < 0 ? undefined : at + 1;
      };
    }
  }
  return {
    ...footnote,
    tokenizer: {
      // A setext heading's text ends where a definition ends the paragraph (marked's rule would read
      // on through the definitions, and again from each paragraph they separate).
      lheading(this: Tokenizer, src: string) {
        const at = this.lexer ? definitionEnding(this.lexer, src) : -1;
        return at < 0 ? false : (Tokenizer.prototype.lheading.call(this, src.slice(0, at + 1)) ?? undefined);
      },
    },
  };
}

/**
 * Index of the line end before a footnote definition line that ends the top-level paragraph `src`
 * starts (-1 when none does): its first line is no definition (the definitions' tokenizer ran on it
 * first); each later line starts a definition, goes on with the paragraph (marked's own rule reads it
 * after a line of text), or ends the search, so a paragraph's lines are read once.
 */
function definitionEnding(lexer: TokenizerThis['lexer'], src: string): number {
  const rule = lexer.options.tokenizer?.rules.block.paragraph;
  if (!lexer.state.top || !rule) return -1;
  for (let at = src.indexOf('\n'); at >= 0; ) {
    const end = src.indexOf('\n', at + 1);
    const line = src.slice(at + 1, end < 0 ? undefined : end);
    if (DEFINITION_LINE.test(line)) return at;
    if (!line.trim() || rule.exec(`x\n${line}`)?.[0].length !== line.length + 2) return -1;
    at = end;
  }
  return -1;
}
