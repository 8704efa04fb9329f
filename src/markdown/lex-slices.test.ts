import { readFileSync } from 'node:fs';
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { changelogDoc, sectionsDoc } from '../../bench/src/large-docs';
import { canSplit, lexInSlices, splitForLexing } from './lex-slices';
import { configureMarked, MARKED_OPTIONS } from './internal';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** Documents where a careless cut would change the output (each block spans a blank line and a column-0 line). */
const TRAPS: [string, string][] = [
  ['fence holding headings', 'Intro\n\n```md\n# not a heading\n\nText inside\n```\n\n# Real\n\nAfter\n'],
  ['tilde fence and longer closer', 'Intro\n\n~~~~\n# in\n\nstill in\n~~~\n\nstill in\n~~~~~\n\n# out\n'],
  ['fence in a list item', '- item\n\n  ```\n  code\n\n# heading ends the list\n\n```\n# in a fence again\n\nText\n```\n\nEnd\n'],
  ['unclosed fence', 'Intro\n\n```ts\nconst a = 1;\n\n# not a heading\n\nText\n'],
  ['comment over blank lines', 'Intro\n\n<!-- a comment\n\n# not a heading\n\nText -->\n\n# Heading\n'],
  ['pre block over blank lines', 'Intro\n\n<pre>\n\n# not a heading\n\nText\n</pre>\n\nAfter\n'],
  ['script, style, textarea', '<script>\n\nlet a;\n\n</script>\n\nText\n\n<style>\n\np { color: red }\n\n</style>\n\nMore\n\n<textarea>\n\nHello\n\n</textarea>\n\nEnd\n'],
  ['declaration and CDATA', '<!DOCTYPE html\n\nText>\n\nPara\n\n<![CDATA[\n\nx\n\n]]>\n\nEnd\n'],
  ['processing instruction', '<?php\n\necho 1;\n\n?>\n\nText\n'],
  ['loose and tight lists', '- a\n- b\n\n- c\n\nPara\n\n1. one\n2. two\n\nText\n\n* x\n\n  y\n\nLast\n'],
  ['block quote and alert', '> [!NOTE]\n> Note\n\nText\n\n> quote\nlazy\n\nMore\n'],
  ['table and setext', '| a | b |\n| - | - |\n| 1 | 2 |\n\nTitle\n=====\n\nText\n---\n\nEnd\n'],
  ['html kinds 6 and 7', '<div>\n\n*md*\n\n</div>\n\nText\n\n<span>inline\n\nPara\n'],
  ['indented code', 'Intro\n\n    code\n\n    more\n\nText\n'],
];

const DOCS: [string, string][] = [
  ...TRAPS,
  ['bench 100 KB document', read('../../bench/fixtures/doc-100k.md')],
  ['streaming answer', read('../../stories/fixtures/markdown/streaming-answer.md')],
  ['GitHub README', read('../../stories/fixtures/markdown/github-readme.md')],
  ['200 KB sections', sectionsDoc(200_000)],
  ['CHANGELOG', changelogDoc()],
];

const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('lexInSlices', () => {
  it.each(DOCS)('%s: cut at every safe boundary, the tokens and HTML equal a whole-document lex', async (_, doc) => {
    // One marked instance per lex: marked-footnote keeps the document's footnotes in the instance.
    const whole = configureMarked(new Marked(MARKED_OPTIONS));
    const expected = whole.lexer(doc);
    if (whole.defaults.walkTokens) whole.walkTokens(expected, whole.defaults.walkTokens);
    const marked = configureMarked(new Marked(MARKED_OPTIONS));
    let pauses = 0;
    const got = await lexInSlices(marked, doc, async () => void pauses++, 1);
    expect(plain(got)).toEqual(plain(expected));
    expect(got.links).toEqual(expected.links);
    expect(marked.parser(got)).toBe(whole.parser(expected));
    if (doc.length > 100_000) expect(pauses).toBeGreaterThan(20); // long documents really are cut
  });

  it('gives the pieces back whole, and refuses documents with link definitions or footnotes', () => {
    for (const [, doc] of DOCS) expect(splitForLexing(doc, 1).join('')).toBe(doc);
    expect(splitForLexing(sectionsDoc(100_000)).length).toBeGreaterThan(10);
    expect(canSplit('Text\n\n[ref]: https://example.invalid\n')).toBe(false);
    expect(canSplit('Text[^1]\n\n[^1]: note\n')).toBe(false);
    expect(splitForLexing(`${sectionsDoc(50_000)}\n[ref]: https://example.invalid\n`)).toHaveLength(1);
  });
});
