/**
 * Random edits and streams of real documents through the pipeline and `applyBlocks` in Chromium (its
 * HTML parser and the page's sanitiser): after every render the DOM is the one a fresh parse of the new
 * HTML builds, however the blocks were morphed (block by block, or from the first changed child).
 */
import { describe, expect, it } from 'vitest';
import README from '../../README.md?raw';
import { applyBlocks } from '../../src/markdown/dom/apply';
import { createMarkdownRenderer } from '../../src/markdown/renderer';
import { createStreamCompleter } from '../../src/markdown/streaming';
import ANSWER from '../../stories/fixtures/markdown/streaming-answer.md?raw';
import README_GITHUB from '../../stories/fixtures/markdown/github-readme.md?raw';
import HOSTILE from '../../stories/fixtures/markdown/hostile.md?raw';

/** A fixed sequence of pseudo-random numbers in [0, 1) (a linear congruential generator), so a failure reproduces. */
const random = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
/** What an edit types or pastes: markup that opens or closes blocks, containers, code and raw HTML. */
const EDITS = ['', 'x', '*', '\n', '\n\n', '`', '| a |', '- ', '<b>', '</details>', '<div>', '```\n', '  ', '[^1]', '> ', '1. ', '[', ']', ':', 'a <i>b</i>\n'];

describe('applyBlocks in Chromium', () => {
  it.each([
    ['the README', README],
    ['a streamed answer', ANSWER],
    ['hostile markdown', HOSTILE],
    ['a GitHub README', README_GITHUB],
  ])('leaves the DOM a fresh parse of the new HTML would build, chunk after chunk and edit after edit (%s)', { timeout: 120_000 }, async (_, document_) => {
    const source = document_.slice(0, 16_000);
    const next = random(11);
    const renderer = createMarkdownRenderer({ langs: ['ts', 'bash', 'json', 'vue', 'html'] });
    const target = document.createElement('div');
    const complete = createStreamCompleter();
    const check = async (text: string, what: string) => {
      const blocks = await renderer.renderBlocks(text);
      applyBlocks(target, blocks);
      const fresh = document.createElement('div');
      fresh.innerHTML = blocks.join('');
      expect(target.isEqualNode(fresh), what).toBe(true);
    };
    for (let end = 1; end < 4_000; end += 1 + Math.floor(next() * 40)) await check(complete(source.slice(0, end)), `streamed to ${end}`);
    let text = source;
    for (let k = 0; k < 200; k++) {
      const at = Math.floor(next() * text.length);
      const removed = next() < 0.5 ? Math.floor(next() * 30) : 0;
      text = text.slice(0, at) + EDITS[Math.floor(next() * EDITS.length)] + text.slice(at + removed);
      await check(text, `edit ${k} at ${at}`);
    }
  });
});
