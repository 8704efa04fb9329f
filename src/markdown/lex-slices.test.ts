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
  [
    'reference links defined in other pieces',
    'Intro [a][x] and [b]\n\n# Head [x]\n\nUse [x], [Y][y] and ![img]\n\n[x]: https://one.invalid "One"\n\nText\n\n' +
      '[X]: https://duplicate.invalid\n\n[y]: <https://y.invalid>\n\n[img]: /a.png\n\n> [q] in a quote\n\n- item [x]\n\n  [q]: https://q.invalid\n\n' +
      'Emphasis *[a*][x] and [*q*]\n\nEnd [q] [missing]\n',
  ],
  ['definition inside a fence', 'Intro [f]\n\n```\n[f]: https://not-a-definition.invalid\n```\n\nEnd [f]\n\n[g]: /g\n\n[g]\n'],
  ['definition after a paragraph line', 'Para\n[z]: https://z.invalid\n\nUse [z]\n\n[z]: /z\n\nAgain [z]\n'],
];

/** A long document whose reference links are defined at its end and used all through it. */
const referenced = (chars: number) =>
  `Read [the sections][s] and [Intro].\n\n${sectionsDoc(chars).replace(/\n\n(?=[A-Z])/g, '\n\nSee [Intro]. ')}\n\n[s]: https://example.invalid/sections\n[intro]: #intro "Intro"\n`;

const DOCS: [string, string][] = [
  ...TRAPS,
  ['bench 100 KB document', read('../../bench/fixtures/doc-100k.md')],
  ['streaming answer', read('../../stories/fixtures/markdown/streaming-answer.md')],
  ['GitHub README', read('../../stories/fixtures/markdown/github-readme.md')],
  ['sections with CR LF line ends', sectionsDoc(20_000).replace(/\n/g, '\r\n')],
  ['sections with CR line ends', sectionsDoc(20_000).replace(/\n/g, '\r')],
  ['200 KB sections', sectionsDoc(200_000)],
  ['CHANGELOG', changelogDoc()],
  ['120 KB sections with reference links', referenced(120_000)],
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

  it('gives the pieces back whole, cuts documents with link definitions, and refuses documents with footnotes', () => {
    for (const [, doc] of DOCS) expect([...splitForLexing(doc, 1)].join('')).toBe(doc);
    expect([...splitForLexing(sectionsDoc(100_000))].length).toBeGreaterThan(10);
    expect(canSplit('Text\n\n[ref]: https://example.invalid\n')).toBe(true);
    expect([...splitForLexing(referenced(100_000))].length).toBeGreaterThan(10);
    expect(canSplit('Text[^1]\n\n[^1]: note\n')).toBe(false);
    expect([...splitForLexing(`${sectionsDoc(50_000)}\n[^1]: note\n`)]).toHaveLength(1);
  });

  it('resolves a reference defined in a later piece, and the first definition of a label wins', async () => {
    const doc = referenced(40_000);
    const marked = configureMarked(new Marked(MARKED_OPTIONS));
    let pauses = 0;
    const html = marked.parser(await lexInSlices(marked, doc, async () => void pauses++));
    expect(pauses).toBeGreaterThan(10);
    expect(html).toContain('<a href="https://example.invalid/sections">the sections</a>');
    expect(html.match(/<a href="#intro" title="Intro">Intro<\/a>/g)!.length).toBeGreaterThan(20);
    expect(html).not.toContain('[Intro]');
  });
});
