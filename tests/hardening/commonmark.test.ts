/**
 * CommonMark 0.31.2 conformance of the markdown pipeline: all 652 examples of npm `commonmark-spec`,
 * rendered by `renderMarkdown` (marked with GFM + shiki highlighting), compared with the spec's HTML
 * after normalisation (tests/hardening/normalize-html.ts, a port of the spec's normalize.py).
 *
 * Two things the pipeline adds on purpose are taken out before comparing:
 * - code blocks are highlighted (a `div.vak-code` frame with label, copy button and token spans), so
 *   code blocks compare by their text content;
 * - headings get ids (github-slugger), which the spec's HTML does not have.
 * The run measures what users get: `renderMarkdown` with the default sanitiser (DOMPurify over a jsdom
 * window, as in a browser). An example passes when the output matches the spec's HTML, or the spec's
 * HTML after the same sanitiser (what sanitising removes on purpose: scripts, event handlers, forms,
 * unknown elements).
 */
import { createRequire } from 'node:module';
import { writeFileSync, mkdirSync } from 'node:fs';
import { decodeHTMLStrict } from 'entities';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/markdown/renderer';
import { createSanitizer } from '../../src/markdown/sanitize/sanitizer';
import { normalizeHtml } from './normalize-html';

interface Example {
  number: number;
  section: string;
  markdown: string;
  html: string;
}
// The spec prints tabs as `→`; put the tabs back.
const tests = (createRequire(import.meta.url)('commonmark-spec') as { tests: Example[] }).tests.map((t) => ({
  ...t,
  markdown: t.markdown.replace(/→/g, '\t'),
  html: t.html.replace(/→/g, '\t'),
}));

/** Examples where GFM's autolink extension (on in the component) links a bare URL the spec leaves as text. */
const GFM_AUTOLINK = new Set([602, 608, 611, 612]);

/**
 * The remaining differences, with the reason. (marked's other misses — entities left as written in
 * 25, 28, 30 and a newline dropped in a raw `<pre>` in 148 — disappear once the HTML went through the
 * sanitiser's DOM, which decodes and re-serialises them.)
 */
const KNOWN_MARKED_MISSES: Record<number, string> = {
  32: 'marked does not percent-encode non-ASCII characters in link destinations',
  33: 'marked does not percent-encode non-ASCII characters in link destinations',
  503: 'marked does not percent-encode non-ASCII characters in link destinations',
};

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const codeText = (inner: string) => decodeHTMLStrict(inner.replace(/<[^>]*>/g, '')).replace(/\n$/, '');

/** Replace our highlighted frames by plain `<pre><code>text</code></pre>`; drop heading ids and prose blocks' `dir="auto"`. */
function stripAdditions(html: string): string {
  return html
    .replace(
      /<div class="vak-code[^"]*"[^>]*><div class="vak-code__bar">[\s\S]*?<\/div><pre[^>]*><code[^>]*>([\s\S]*?)<\/code><\/pre><\/div>/g,
      // A frame holds the code without marked's closing newline: its text as is.
      (_, inner: string) => `<pre><code>${escapeText(decodeHTMLStrict(inner.replace(/<[^>]*>/g, '')))}</code></pre>`,
    )
    .replace(/<(h[1-6]) id="[^"]*"/g, '<$1')
    .replace(/ dir="auto"/g, '');
}

/** The spec's code blocks, reduced the same way. */
function plainCode(html: string): string {
  return html.replace(/<pre><code[^>]*>([\s\S]*?)<\/code><\/pre>/g, (_, inner: string) => `<pre><code>${escapeText(codeText(inner))}</code></pre>`);
}

const { window } = new JSDOM('', { url: 'https://docs.example.com/' });
const sanitize = createSanitizer(window as unknown as Window);

describe('CommonMark 0.31.2 conformance', () => {
  it('passes at least 646 of 652 examples through the default sanitiser', { timeout: 120_000 }, async () => {
    const failures: { number: number; section: string; reason: string; expected: string; actual: string }[] = [];
    let passed = 0;
    for (const example of tests) {
      const actualRaw = await renderMarkdown(example.markdown, { sanitize, langs: ['html', 'bash', 'json'] });
      const actual = normalizeHtml(stripAdditions(plainCode(actualRaw)));
      const expected = normalizeHtml(plainCode(example.html));
      if (actual === expected || actual === normalizeHtml(plainCode(sanitize(example.html)))) {
        passed++;
      } else if (GFM_AUTOLINK.has(example.number) && /<a href="[^"]+"[^>]*>/.test(actual)) {
        passed++; // the GFM autolink, as the component renders GFM
      } else {
        failures.push({
          number: example.number,
          section: example.section,
          reason: KNOWN_MARKED_MISSES[example.number] ?? 'unexplained difference',
          expected,
          actual,
        });
      }
    }
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/commonmark.report', JSON.stringify({ total: tests.length, passed, failures }, null, 2));
    console.log(`CommonMark 0.31.2: ${passed}/${tests.length} examples pass`);
    for (const f of failures) console.log(`  example ${f.number} (${f.section}): ${f.reason}`);
    expect(tests).toHaveLength(652);
    expect(failures.filter((f) => f.reason === 'unexplained difference').map((f) => f.number)).toEqual([]);
    expect(passed).toBeGreaterThanOrEqual(646);
  });
});
