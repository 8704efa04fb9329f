/**
 * GitHub's footnotes (`marked-footnote`) and alerts (`marked-alert`) for the markdown pipeline
 * (framework-free: no Vue import). Loaded by the pipeline on demand, only for documents that may use
 * them (`mayUseGithubSyntax` in renderer.ts: the text holds `[^`, or `[!` after a `>`), so pages
 * that show other documents never download this code.
 */
import type { Marked } from 'marked';
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
  marked.use(...(footnotes ? [markedFootnote()] : []), markedAlert());
  return configureRenderer(marked);
}
