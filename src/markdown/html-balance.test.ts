/** What raw HTML leaves open for the blocks after it (`HtmlBalance`), and that reading it stays linear. */
import { describe, expect, it } from 'vitest';
import { exceedsHtmlNesting, HtmlBalance } from './html-balance';

/** Whether the blocks leave the parser in its ordinary state, fed one after another. */
function closedAfter(...blocks: string[]): boolean {
  const balance = new HtmlBalance();
  for (const block of blocks) balance.feed(block);
  return balance.closed;
}

describe('HtmlBalance', () => {
  it.each([
    ['a closed element', ['<div>a</div>'], true],
    ['an element closed blocks later', ['<details>', '<p>text</p>', '</details>'], true],
    ['an element left open', ['<div align="center">', '<p>text</p>'], false],
    ['an end tag with nothing of its name open', ['</i>', '<p>x</p>'], true],
    ['a formatting element closed by its container, until its own end tag', ['<div><b>', '</div>'], false],
    ['… and after it', ['<div><b>', '</div>', '</b>'], true],
    ['a comment running on', ['<!-- note', 'more'], false],
    ['… and ended', ['<!-- note', 'more -->'], true],
    ['a raw-text element', ['<textarea>', '# not a heading', '</textarea>'], true],
    ['a self-closing element in SVG', ['<svg><path d="M0 0"/></svg>'], true],
    ['a start tag that never ends: the rest is its attributes', ['<div align="center"', '<h1>Title</h1>'], false],
    ['a `<` in text', ['a < b', '1 <2'], true],
  ])('%s', (_, blocks, closed) => {
    expect(closedAfter(...blocks)).toBe(closed);
  });

  // A liveness limit, not a speed figure: each of these took seconds to minutes when the scanner
  // searched for a tag's end from every `<`, looked through the whole element stack for an end tag
  // with nothing of its name open, or copied the stack for every block.
  it.each([
    ['200,000 unended heading start tags', ['<h2 '.repeat(200_000)], false],
    ['200,000 nested spans', ['<span>'.repeat(200_000)], false],
    ['100,000 end tags with nothing of their name open, inside 100,000 open elements', ['<div>' + '<b>'.repeat(100_000) + '</div>' + '</i>'.repeat(100_000)], false],
    ['50,000 blocks, each opening a div', Array.from({ length: 50_000 }, () => '<div>'), false],
  ])('reads %s in one pass', (_, blocks, closed) => {
    expect(closedAfter(...blocks)).toBe(closed);
  }, 10_000);
});

describe('exceedsHtmlNesting', () => {
  it('tells raw HTML nested deeper than 512 elements (as a browser parses it) from shallower HTML', () => {
    expect(exceedsHtmlNesting(`${'<div>'.repeat(512)}x`)).toBe(false);
    expect(exceedsHtmlNesting(`${'<div>'.repeat(513)}x`)).toBe(true);
    expect(exceedsHtmlNesting(`${'<p>a</p>'.repeat(5_000)}`)).toBe(false); // many elements, none nested
    expect(exceedsHtmlNesting(`${'<br>'.repeat(5_000)}`)).toBe(false);
  });
});
