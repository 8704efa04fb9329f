import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { comparable, referenceHtml } from '../../tests/fidelity/reference';
import { chunks } from '../../stories/support/streaming';
import { createMarkdownRenderer } from './renderer';
import { createSanitizer } from './sanitize/sanitizer';
import { completeMarkdown, createStreamCompleter } from './streaming';

const sanitize = createSanitizer(new JSDOM('').window as unknown as Window);
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const ANSWER = read('../../bench/fixtures/answer-stream.md');

describe('a renderer fed a growing document (the tail-lexed path)', () => {
  it('renders every 4-character prefix, and its display completion, like the whole-document reference', { timeout: 120_000 }, async () => {
    const renderer = createMarkdownRenderer({ sanitize });
    let text = '';
    for (const part of chunks(ANSWER, 4)) {
      text += part;
      for (const source of [completeMarkdown(text), text]) {
        expect(comparable(await renderer.render(source)), `after ${text.length} characters`).toBe(comparable(referenceHtml(source, sanitize)));
      }
    }
  });

  it('a stream completer (work per chunk on the last block) shows what completing the whole text shows', { timeout: 120_000 }, async () => {
    const renderer = createMarkdownRenderer({ sanitize });
    const docs = [ANSWER, read('../../stories/fixtures/markdown/streaming-answer.md'), read('../../stories/fixtures/markdown/chat-message.md')];
    for (const doc of docs) {
      const complete = createStreamCompleter();
      let text = '';
      for (const part of chunks(doc, 4)) {
        text += part;
        expect(await renderer.render(complete(text)), `after ${text.length} characters`).toBe(await renderer.render(completeMarkdown(text)));
      }
    }
  });

  it('returns the very same strings for the blocks that did not change, and its blocks join to render()', async () => {
    const renderer = createMarkdownRenderer({ sanitize });
    const before = await renderer.renderBlocks('# Title\n\nFirst paragraph.\n\nSecond');
    const after = await renderer.renderBlocks('# Title\n\nFirst paragraph.\n\nSecond paragraph');
    expect(after).toHaveLength(3);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toContain('Second paragraph');
    expect(after.join('')).toBe(await renderer.render('# Title\n\nFirst paragraph.\n\nSecond paragraph'));
  });

  it('switches to GitHub footnotes and alerts when they appear mid-stream, and back', async () => {
    const renderer = createMarkdownRenderer({ sanitize });
    const docs = ['Intro\n\n> [!NOTE]\n> Mind', 'Intro with a note[^1].\n\n[^1]: Here.', 'Intro with a plain ending'];
    for (const doc of docs) {
      let text = '';
      for (const part of chunks(doc, 3)) {
        text += part;
        expect(comparable(await renderer.render(text))).toBe(comparable(referenceHtml(text, sanitize)));
      }
    }
  });
});
