// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { chunks } from '../../../stories/support/streaming';
import { createMarkdownRenderer } from '../renderer';
import { createSanitizer } from '../sanitize/sanitizer';
import { createStreamCompleter } from '../streaming';
import { applyBlocks } from './apply';

const sanitize = createSanitizer(window as unknown as Window);
const CODE = ['```ts', ...Array.from({ length: 8 }, (_, i) => `export const value${i} = compute(${i}, 'text'); // <${i}>`), '```', '', 'After the code.'].join('\n');

describe('applyBlocks on a growing highlighted code block', () => {
  it('shows exactly the new HTML at every chunk, keeps the finished lines and parses only the changed lines', async () => {
    const renderer = createMarkdownRenderer({ sanitize });
    await renderer.render('```ts\nlet warm = 1;\n```'); // the grammar and themes are loaded before the stream
    const complete = createStreamCompleter();
    const target = window.document.createElement('div');
    const parsed: string[] = [];
    const own = Object.getOwnPropertyDescriptor(window.HTMLTemplateElement.prototype, 'innerHTML');
    const descriptor = own ?? Object.getOwnPropertyDescriptor(window.Element.prototype, 'innerHTML')!;
    Object.defineProperty(window.HTMLTemplateElement.prototype, 'innerHTML', {
      configurable: true,
      get: descriptor.get,
      set(this: HTMLTemplateElement, html: string) {
        parsed.push(html);
        descriptor.set!.call(this, html);
      },
    });
    try {
      let text = '';
      let firstLine: Element | null = null;
      for (const part of chunks(CODE, 4)) {
        text += part;
        const blocks = await renderer.renderBlocks(complete(text));
        parsed.length = 0;
        applyBlocks(target, blocks);
        expect(target.innerHTML, `after ${text.length} characters`).toBe(blocks.join(''));
        const lines = target.querySelectorAll('pre > code > .line');
        if (firstLine && lines.length > 2 && !text.includes('After')) {
          expect(lines[0], `first line replaced after ${text.length} characters`).toBe(firstLine);
          // The first line's HTML is not parsed again while later lines grow.
          expect(parsed.some((html) => html.includes(lines[0]!.outerHTML)), `first line parsed again after ${text.length} characters`).toBe(false);
        }
        if (lines.length > 1) firstLine ??= lines[0]!;
      }
      expect(firstLine).not.toBeNull();
      // Lines taken away (an edit) and the final render: still exactly the new HTML.
      for (const source of [CODE.slice(0, 120), CODE]) {
        const blocks = await renderer.renderBlocks(source);
        applyBlocks(target, blocks);
        expect(target.innerHTML).toBe(blocks.join(''));
      }
    } finally {
      if (own) Object.defineProperty(window.HTMLTemplateElement.prototype, 'innerHTML', own);
      else delete (window.HTMLTemplateElement.prototype as { innerHTML?: string }).innerHTML;
    }
  });
});
