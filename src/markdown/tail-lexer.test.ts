import { readFileSync } from 'node:fs';
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { chunks } from '../../stories/support/streaming';
import { completeMarkdown } from './streaming';
import { createTailLexer } from './tail-lexer';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const DOCS: [string, string][] = [
  ['streaming answer', read('../../stories/fixtures/markdown/streaming-answer.md')],
  ['bench answer', read('../../bench/fixtures/answer-stream.md')],
  ['chat message', read('../../stories/fixtures/markdown/chat-message.md')],
  ['edge cases', 'See [ref] below.\n\nPara\ncontinues\n---\n\n- a\n- b\n\n  still b\n\n> quote\nlazy\n\n```js\nfence\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n[ref]: https://example.com\n\nUses [ref] and *em*.\n\nText\n===\n\n    indented\n\n    code\n\n<div>\n\nhtml\n\n</div>\n'],
];

const plain = (tokens: unknown) => JSON.parse(JSON.stringify(tokens));

describe('createTailLexer', () => {
  it.each(DOCS)('%s: every 4-character prefix lexes exactly as a full lex', (_, doc) => {
    const marked = new Marked({ gfm: true });
    const tail = createTailLexer(marked);
    let text = '';
    let reused = 0;
    for (const part of chunks(doc, 4)) {
      text += part;
      const expected = marked.lexer(text);
      const got = tail.lex(text);
      expect(plain(got.tokens), `after ${text.length} characters`).toEqual(plain(expected));
      expect(got.tokens.links).toEqual(expected.links);
      reused += got.fresh;
    }
    // Finished blocks come from the previous lex (the module's point).
    expect(reused).toBeGreaterThan(0);
  });

  it.each(DOCS)('%s: every 4-character prefix completed for display lexes exactly as a full lex', (_, doc) => {
    const marked = new Marked({ gfm: true });
    const tail = createTailLexer(marked);
    let text = '';
    for (const part of chunks(doc, 4)) {
      text += part;
      const shown = completeMarkdown(text);
      expect(plain(tail.lex(shown).tokens), `after ${text.length} characters`).toEqual(plain(marked.lexer(shown)));
    }
  });

  it('keeps the blocks before the last one and lexes the rest', () => {
    const marked = new Marked({ gfm: true });
    const tail = createTailLexer(marked);
    const first = tail.lex('# One\n\nTwo\n\nThree');
    const next = tail.lex('# One\n\nTwo\n\nThree and');
    expect(next.tokens[0]).toBe(first.tokens[0]);
    expect(next.fresh).toBeGreaterThan(0);
    expect(plain(next.tokens)).toEqual(plain(marked.lexer('# One\n\nTwo\n\nThree and')));
  });

  it('starts over when the source is edited at its start, or a definition is added or removed', () => {
    const marked = new Marked({ gfm: true });
    const tail = createTailLexer(marked);
    tail.lex('# One\n\nTwo');
    expect(tail.lex('# Uno\n\nTwo')).toEqual({ tokens: marked.lexer('# Uno\n\nTwo'), fresh: 0 });
    tail.lex('A [x] b\n\nc\n\n[x]: /u');
    expect(plain(tail.lex('A [x] b\n\nc\n\n').tokens)).toEqual(plain(marked.lexer('A [x] b\n\nc\n\n')));
    expect(plain(tail.lex('A [x] b\n\nc\n\n[x]: /v').tokens)).toEqual(plain(marked.lexer('A [x] b\n\nc\n\n[x]: /v')));
  });

  it.each([
    ['after a blank line (a loose list)', 'Intro.\n\n1. a\n\n2', 'Intro.\n\n1. a\n\n2. b'],
    ['after an item ending in a fence', 'Intro.\n\n1. a\n   ```sh\n   ls\n   ```\n2', 'Intro.\n\n1. a\n   ```sh\n   ls\n   ```\n2. b'],
  ])('a paragraph that becomes a list item joins the list before it: %s', (_, before, after) => {
    const marked = new Marked({ gfm: true });
    const tail = createTailLexer(marked);
    tail.lex(before);
    const next = tail.lex(after);
    expect(plain(next.tokens)).toEqual(plain(marked.lexer(after)));
    // The intro before the list still comes from the previous lex.
    expect(next.fresh).toBeGreaterThan(0);
  });

  it('remembers several sources (answers streaming side by side through one renderer)', () => {
    const marked = new Marked({ gfm: true });
    const tail = createTailLexer(marked);
    let a = 'Alpha one.\n\nAlpha two';
    let b = 'Beta one.\n\nBeta two';
    const firstA = tail.lex(a).tokens[0];
    tail.lex(b);
    a += ' more';
    b += ' more';
    const nextA = tail.lex(a);
    expect(nextA.tokens[0]).toBe(firstA);
    expect(tail.lex(b).fresh).toBeGreaterThan(0);
  });
});
