/**
 * Code themes load only for documents with code: a document without any renders without creating
 * the highlighter or downloading a theme, and a code block the pre-scan cannot see (a fence inside a
 * block quote or a list item) still gets its themes when the lexer finds it. Its own file: the
 * highlighter is a page-wide singleton, and this checks that nothing created it.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { highlighterInstanceCount } from './highlight/highlighter';
import { clearBlockCache } from './internal';
import { renderMarkdown } from './renderer';
import { createSanitizer } from './sanitize/sanitizer';

const { window } = new JSDOM('', { url: 'https://docs.example.com/guide/' });
const sanitize = createSanitizer(window as unknown as Window);
const render = (source: string) => renderMarkdown(source, { sanitize, langs: ['ts'] });
const PROSE = '# Release notes\n\nA paragraph with **bold**, `inline code` and a [link](https://vuejs.org).\n\n- one\n- two\n\n> quoted';

describe('code themes on demand', () => {
  it('renders a document without code without creating the highlighter', async () => {
    const html = await render(PROSE);
    expect(html).toContain('<strong>bold</strong>');
    expect(highlighterInstanceCount()).toBe(0);
  });

  it('highlights a fence the pre-scan cannot see (inside a block quote and a list item)', async () => {
    for (const source of ['> ```ts\n> const a = 1;\n> ```', '- item\n\n  text\n- ```ts\n  const b = 2;\n  ```']) {
      const body = new JSDOM(`<body>${await render(source)}`).window.document.body;
      expect(body.querySelector('pre.shiki span[style*="--shiki-dark"]'), source).not.toBeNull();
    }
    expect(highlighterInstanceCount()).toBe(1);
  });

  it('gives a document without code the same HTML with and without themes loaded', async () => {
    const source = `${PROSE}\n\n## More\n\n| a | b |\n| - | - |\n| 1 | 2 |`;
    clearBlockCache();
    const before = await render(source);
    await render('```ts\nconst c = 3;\n```');
    clearBlockCache();
    expect(await render(source)).toBe(before);
  });
});
