import { readFileSync } from 'node:fs';
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { chunks } from '../../stories/support/streaming';
import { createTailLexer } from './tail-lexer';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const DOCS: [string, string][] = [
  ['streaming answer', read('../../stories/fixtures/markdown/streaming-answer.md')],
  ['chat message', read('../../stories/fixtures/markdown/chat-message.md')],
  ['edge cases', 'See [ref] below.\n\nPara\ncontinues\n---\n\n- a\n- b\n\n  still b\n\n> quote\nlazy\n\n```js\nfence\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n[ref]: https://example.com\n\nUses [ref] and *em*.\n\nText\n===\n'],
];

describe('createTailLexer', () => {
  it.each(DOCS)('%s: every 4-character prefix lexes exactly as a full lex', (_, doc) => {
    const marked = new Marked({ gfm: true });
    const tail = createTailLexer(marked);
    let text = '';
    for (const part of chunks(doc, 4)) {
      text += part;
      const expected = marked.lexer(text);
      const got = tail.lex(text);
      expect(JSON.parse(JSON.stringify(got)), `after ${text.length} characters`).toEqual(JSON.parse(JSON.stringify(expected)));
      expect(got.links).toEqual(expected.links);
    }
  });

  it('starts over when the source is edited rather than extended', () => {
    const marked = new Marked({ gfm: true });
    const tail = createTailLexer(marked);
    tail.lex('# One\n\nTwo');
    expect(tail.lex('# Uno\n\nTwo')).toEqual(marked.lexer('# Uno\n\nTwo'));
  });
});
