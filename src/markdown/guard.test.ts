import { describe, expect, it } from 'vitest';
import { Marked } from 'marked';
import { deepLinesAreCode, exceedsNesting, MAX_NESTING } from './guard';

describe('exceedsNesting', () => {
  it('accepts ordinary documents, including deep-but-reasonable nesting', () => {
    expect(exceedsNesting('# Title\n\n> quote\n> > nested\n\n- a\n  - b\n    - c\n\n```\n        indented code\n```')).toBe(false);
    expect(exceedsNesting(`${'> '.repeat(MAX_NESTING)}ok`)).toBe(false);
    expect(exceedsNesting(Array.from({ length: MAX_NESTING }, (_, i) => `${'  '.repeat(i)}- item`).join('\n'))).toBe(false);
    // Deep indentation without a container marker is code or text, not nesting.
    expect(exceedsNesting(`${' '.repeat(1000)}text`)).toBe(false);
  });

  it('flags quotes, list levels and mixed containers beyond the limit', () => {
    expect(exceedsNesting(`${'> '.repeat(MAX_NESTING + 1)}deep`)).toBe(true);
    expect(exceedsNesting(`${'>'.repeat(5000)}deep`)).toBe(true);
    expect(exceedsNesting(Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n'))).toBe(true);
    expect(exceedsNesting(Array.from({ length: 200 }, (_, i) => `${'   '.repeat(i)}1. item`).join('\n'))).toBe(true);
    expect(exceedsNesting(`${'> - '.repeat(40)}x`)).toBe(true);
    expect(exceedsNesting(`text\n${'\t'.repeat(40)}- item`)).toBe(true);
  });
});

describe('deepLinesAreCode', () => {
  const marked = new Marked({ gfm: true });
  const lex = (src: string) => marked.lexer(src);
  const deep = '>'.repeat(70);

  it('passes deep lines inside top-level fenced or indented code', () => {
    expect(deepLinesAreCode(`# Title\n\n\`\`\`text\n${deep}\n\`\`\`\n\nAfter.`, lex)).toBe(true);
    expect(deepLinesAreCode(`Intro\n\n~~~\n${deep}\n${'- '.repeat(70)}x`, lex)).toBe(true);
    expect(deepLinesAreCode(`\`\`\`\ncode\n\`\`\`\n\n    ${deep}\n`, lex)).toBe(true);
  });

  it('holds for deep lines outside code, however the text around them looks like a fence', () => {
    expect(deepLinesAreCode(`Intro\n\n${deep}`, lex)).toBe(false);
    // No fence before the first deep line: no lexing at all.
    expect(deepLinesAreCode(`Intro\n\n    ${deep}\n`, () => expect.unreachable())).toBe(false);
    // A fence closed before the deep line, a fence-like line in an HTML block, a fence in a list item that ended.
    expect(deepLinesAreCode(`\`\`\`\ncode\n\`\`\`\n${deep}`, lex)).toBe(false);
    expect(deepLinesAreCode(`<div>\n\`\`\`\n</div>\n\n\`\`\`\n\n\`\`\`\n\n${deep}`, lex)).toBe(false);
    expect(deepLinesAreCode(`- a\n\n  \`\`\`\n${deep}`, lex)).toBe(false);
    expect(deepLinesAreCode(`> \`\`\`\n> ${deep}`, lex)).toBe(false);
  });
});
