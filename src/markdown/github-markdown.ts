/**
 * GitHub's footnotes (`marked-footnote`) and alerts (`marked-alert`) for the markdown pipeline
 * (framework-free: no Vue import). Loaded by the pipeline on demand, only for documents that may use
 * them (`mayUseGithubSyntax` in renderer.ts: the text holds `[^`, or `[!` after a `>`), so pages
 * that show other documents never download this code.
 */
import type { Marked, MarkedExtension, Token } from 'marked';
import markedAlert from 'marked-alert';
import markedFootnote from 'marked-footnote';
import { configureRenderer } from './renderer';

/** Which of GitHub's extensions {@link configureMarked} adds. */
export interface GithubExtensions {
  /**
   * Footnotes (`marked-footnote`); default `true`. `false` leaves them out, for documents without
   * `[^` (whose output they do not change): the instance then keeps no state of the document being
   * lexed, so it can be shared by documents and lexed in pieces or from a changed block on.
   */
  footnotes?: boolean;
}

/**
 * Configure a marked instance exactly as the pipeline renders documents: GitHub's footnotes
 * (`marked-footnote`, its defaults; see {@link GithubExtensions}) and alerts (`marked-alert`, its
 * defaults), then the pipeline's renderer (`configureRenderer`: heading ids, highlighted code, named
 * task-list checkboxes). Returns the same instance. Use a new `Marked` per document that may hold
 * footnotes: marked-footnote keeps the document's footnotes in its extension instance while lexing.
 * @link https://github.com/bent10/marked-extensions/tree/main/packages/footnote
 * @link https://github.com/bent10/marked-extensions/tree/main/packages/alert
 */
export function configureMarked(marked: Marked, { footnotes = true }: GithubExtensions = {}): Marked {
  // marked runs the token hooks of the extension used last first: the markers are upper case when
  // marked-alert looks at them.
  marked.use(...(footnotes ? [markedFootnote()] : []), markedAlert(), ALERT_MARKER_CASE);
  return configureRenderer(marked);
}

/** An alert's marker at the start of a block quote's text, in any case (`[!note]`, `[!Note]`). */
const ALERT_MARKER = /^\[!(note|tip|important|warning|caution)\]/i;

/**
 * Alert markers in any letter case, as GitHub reads them: marked-alert matches only `[!NOTE]`, so a
 * block quote's marker is written in upper case in the places marked-alert reads and edits (the quote's
 * text, its first block's raw text and that block's first inline token) before it runs.
 */
const ALERT_MARKER_CASE: MarkedExtension = {
  walkTokens(token: Token) {
    if (token.type !== 'blockquote') return;
    const marker = ALERT_MARKER.exec(token.text)?.[0];
    if (!marker || marker === marker.toUpperCase()) return;
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
