/**
 * The whole-document reference of the markdown pipeline's contract: `sanitize(marked.parse(document))`
 * with the pipeline's own marked options and extensions, and the comparison that ignores only what
 * the pipeline adds on purpose (heading ids, highlighted code frames reduced to their text).
 * Runs in Node (with a jsdom sanitiser) and in the browser.
 */
import { decodeHTMLStrict } from 'entities';
import { Marked } from 'marked';
import { githubEmoji } from '../../src/markdown/github-emoji';
import { configureMarked, MARKED_OPTIONS } from '../../src/markdown/internal';
import { normaliseSource } from '../../src/markdown/lex-slices';
import type { Sanitizer } from '../../src/markdown/sanitize/sanitizer';
import { normalizeHtml } from '../hardening/normalize-html';

/**
 * `sanitize(marked.parse(source))` with the pipeline's marked configuration (a fresh instance per
 * document, with GitHub's emoji shortcodes), on the text as CommonMark reads it where marked does not (`normaliseSource`: no leading
 * byte-order mark, a link reference definition after a no-break space).
 */
export function referenceHtml(source: string, sanitize: Sanitizer): string {
  const marked = configureMarked(new Marked(MARKED_OPTIONS), { emoji: githubEmoji() });
  return sanitize(marked.parse(normaliseSource(source), { async: false }));
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const text = (inner: string) => decodeHTMLStrict(inner.replace(/<[^>]*>/g, ''));

/** Reduce both outputs to what the contract compares: no heading ids, code blocks as plain text. */
export function comparable(html: string): string {
  return normalizeHtml(
    html
      // marked's own code blocks end with a newline the frames do not have.
      .replace(/<pre><code[^>]*>([\s\S]*?)<\/code><\/pre>/g, (_, inner: string) => `<pre><code>${escapeText(text(inner).replace(/\n$/, ''))}</code></pre>`)
      .replace(
        /<div class="vak-code[^"]*"[^>]*><div class="vak-code__bar">[\s\S]*?<\/div><pre[^>]*><code[^>]*>([\s\S]*?)<\/code><\/pre><\/div>/g,
        (_, inner: string) => `<pre><code>${escapeText(text(inner))}</code></pre>`,
      )
      .replace(/<(h[1-6]) id="[^"]*"/g, '<$1')
      // The same heading markup where raw text (e.g. an unclosed <textarea>) turned it into text.
      .replace(/&lt;(h[1-6]) id=(?:"|&quot;)[^"&]*(?:"|&quot;)/g, '&lt;$1'),
  );
}

/** Raw-HTML containers around markdown as GitHub READMEs write them (issue examples). */
export const CONTAINER_DOCUMENTS: Record<string, string> = {
  details: '<details>\n<summary>Show the steps</summary>\n\nRun **npm ci** first.\n\n```bash\nnpm ci\n```\n\n</details>\n\nAfter.',
  'centred header': '<div align="center">\n\n# Project title\n\nA *tagline*.\n\n</div>\n\nBody text.',
  'table cell': '<table>\n<tr>\n<td>\n\n**cell** markdown\n\n</td>\n</tr>\n</table>\n\nAfter the table.',
  del: '<del>\n\n*foo*\n\n</del>',
  'link around an image': '<a href="https://example.com/">\n\n![logo](logo.png)\n\n</a>\n\nText.',
  'paragraph with align, left open': '<p align="center">\n  <img src="logo.png" alt="logo">\n\n# Title\n\nText.',
  'nested details': '<details>\n<summary>Outer</summary>\n\n<details>\n<summary>Inner</summary>\n\n- a\n- b\n\n</details>\n\nMiddle.\n\n</details>\n\n## After',
  'unclosed bold': '<b>\n\nbold paragraph\n\nstill bold',
  'textarea swallowing the rest': 'x <textarea>\n\n# not a heading\n\n</textarea> y\n\nz',
  'start tag left unended': '<div align="center"\n\n# Title\n\nText.',
};
