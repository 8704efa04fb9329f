// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chunks } from '../../../stories/support/streaming';
import { createMarkdownRenderer } from '../renderer';
import { createSanitizer } from '../sanitize/sanitizer';
import { createStreamCompleter } from '../streaming';
import { applyBlocks } from './apply';

const sanitize = createSanitizer(window as unknown as Window);
const CODE = ['```ts', ...Array.from({ length: 8 }, (_, i) => `export const value${i} = compute(${i}, 'text'); // <${i}>`), '```', '', 'After the code.'].join('\n');
const SCRIPT = Array.from({ length: 6 }, (_, i) => `   npm install package-${i} && echo "<done ${i}>"`).join('\n');
/** Blocks that grow at their end while an answer streams in: a list, a table, a list item holding code, a quote. */
const DOCUMENTS = {
  code: CODE,
  list: Array.from({ length: 8 }, (_, i) => `- item **${i}** with [a link](https://example.com/${i}) and \`code\``).join('\n'),
  nested: '1. Install:\n\n   ```bash\n' + SCRIPT + '\n   ```\n\n2. Run it:\n   - once\n   - twice <br> *here*\n',
  table: ['| a | b |', '|---|:-:|', ...Array.from({ length: 8 }, (_, i) => `| row ${i} | <b>${i}</b> & ~~x~~ |`)].join('\n'),
  quote: Array.from({ length: 6 }, (_, i) => `> line ${i} of the quote, with *emphasis*`).join('\n>\n'),
};

/** Every HTML string parsed by setting `innerHTML` (on a template or any other element) while installed. */
const parsed: string[] = [];
const own = Object.getOwnPropertyDescriptor(window.Element.prototype, 'innerHTML')!;
beforeEach(() => {
  Object.defineProperty(window.Element.prototype, 'innerHTML', {
    configurable: true,
    get: own.get,
    set(this: Element, html: string) {
      parsed.push(html);
      own.set!.call(this, html);
    },
  });
});
afterEach(() => Object.defineProperty(window.Element.prototype, 'innerHTML', own));

/** Render `source` in streamed chunks of 4 characters, applying each render; `check` runs after each. */
async function stream(source: string, check: (target: Element, text: string) => void): Promise<Element> {
  const renderer = createMarkdownRenderer({ sanitize });
  await renderer.render('```ts\nlet warm = 1;\n```\n\n```bash\nls\n```'); // grammars and themes loaded before the stream
  const complete = createStreamCompleter();
  const target = window.document.createElement('div');
  let text = '';
  for (const part of chunks(source, 4)) {
    text += part;
    const blocks = await renderer.renderBlocks(complete(text));
    parsed.length = 0;
    applyBlocks(target, blocks);
    expect(target.innerHTML, `after ${text.length} characters`).toBe(blocks.join(''));
    check(target, text);
  }
  return target;
}

describe('applyBlocks on a block that changes', () => {
  it('shows exactly the new HTML at every chunk of a growing code block, keeps the finished lines and parses only the changed lines', async () => {
    let firstLine: Element | null = null;
    const target = await stream(CODE, (target, text) => {
      const lines = target.querySelectorAll('pre > code > .line');
      if (firstLine && lines.length > 2 && !text.includes('After')) {
        expect(lines[0], `first line replaced after ${text.length} characters`).toBe(firstLine);
        // The first line's HTML is not parsed again while later lines grow.
        expect(parsed.some((html) => html.includes(lines[0]!.outerHTML)), `first line parsed again after ${text.length} characters`).toBe(false);
      }
      if (lines.length > 1) firstLine ??= lines[0]!;
    });
    expect(firstLine).not.toBeNull();
    // Lines taken away (an edit) and the final render: still exactly the new HTML.
    const renderer = createMarkdownRenderer({ sanitize });
    for (const source of [CODE.slice(0, 120), CODE]) {
      const blocks = await renderer.renderBlocks(source);
      applyBlocks(target, blocks);
      expect(target.innerHTML).toBe(blocks.join(''));
    }
  });

  it.each(Object.entries(DOCUMENTS))('keeps the finished items of a growing %s and parses only what changed', async (_, source) => {
    /** The first item (list item, table row, code line or quote paragraph) once a second one exists. */
    let first: Element | null = null;
    await stream(source, (target, text) => {
      const items = target.querySelectorAll('li, tbody > tr, .line, blockquote > p');
      if (first && items.length > 1) {
        expect(items[0], `first item replaced after ${text.length} characters`).toBe(first);
        expect(parsed.some((html) => html.includes(first!.outerHTML)), `first item parsed again after ${text.length} characters`).toBe(false);
      }
      if (items.length > 1) first ??= items[0]!;
    });
    expect(first).not.toBeNull();
  });

  it('leaves the DOM a fresh parse would build when text replaces an element right after kept text (no split text nodes)', async () => {
    const renderer = createMarkdownRenderer({ sanitize });
    const target = window.document.createElement('div');
    const doc = (definition: string) => `Install using [npm][npm] or yarn.\n\n${definition}`;
    // A link, its URL changed (the change starts at the link), then no link at all: text continues the kept text.
    for (const source of [doc('[npm]: https://npmjs.com/'), doc('[npm]: https://www.npmjs.com/'), doc('')]) {
      const blocks = await renderer.renderBlocks(source);
      applyBlocks(target, blocks);
      const fresh = window.document.createElement('div');
      fresh.innerHTML = blocks.join('');
      expect(target.isEqualNode(fresh), source).toBe(true);
    }
    expect(target.querySelector('p')!.childNodes).toHaveLength(1);
  });

  it('leaves the DOM a fresh parse would build when one new block ends with text and the next begins with it', () => {
    const target = window.document.createElement('div');
    applyBlocks(target, ['<p>a</p>\n', '<p>b</p>\n']);
    // What an edit can make of markdown: a paragraph, then raw HTML that starts with text.
    const blocks = ['<p>a</p>\n', '<p>c</p>\n', 'y <em>z</em>\n'];
    applyBlocks(target, blocks);
    const fresh = window.document.createElement('div');
    fresh.innerHTML = blocks.join('');
    expect(target.isEqualNode(fresh)).toBe(true);
  });

  it('shows exactly the new HTML after edits anywhere in a block: items changed, added and taken away, text next to elements', async () => {
    const renderer = createMarkdownRenderer({ sanitize });
    const target = window.document.createElement('div');
    const versions = [
      DOCUMENTS.nested,
      DOCUMENTS.nested.replace('package-0', 'package-zero'),
      DOCUMENTS.nested.replace('once', 'once, **then**'),
      DOCUMENTS.nested.replace('   - twice <br> *here*\n', ''),
      DOCUMENTS.nested.replace('*here*', '*here* and more text'),
      DOCUMENTS.nested.replace('*here*', 'here'),
      `${DOCUMENTS.table}\n| new | row |`,
      DOCUMENTS.table.replace('row 3', 'row three'),
      DOCUMENTS.table.replace('|:-:|', '|---|'),
      DOCUMENTS.list.replace('item **0**', 'item 0'),
      DOCUMENTS.list.replace('and `code`', 'and'),
      DOCUMENTS.list.replace('and `code`', 'and `code` <img src="x.png" alt="x">'),
    ];
    for (const source of versions) {
      const blocks = await renderer.renderBlocks(source);
      applyBlocks(target, blocks);
      expect(target.innerHTML, source).toBe(blocks.join(''));
    }
  });
});
