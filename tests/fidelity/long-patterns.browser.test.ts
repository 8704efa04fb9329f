/**
 * The long patterns converted ahead of time (`LONG_PATTERN_GRAMMARS` in the fast engine) are shiki's ES2024
 * conversions. In Chromium the page's own conversion (`target: 'auto'`) may differ in form (a
 * pattern's `(?i)` as a `(?i:…)` group where ES2024 sets the `i` flag), so here both RegExps, and
 * the ASCII form the scanner runs on ASCII lines, search the same subjects and must find the same
 * matches: every word of the pattern's lists in three casings, inside and next to other characters,
 * and lines of css, html and sql as documents write them.
 */
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { describe, expect, it } from 'vitest';
import { asciiRegExp } from '../../src/markdown/highlight/fast-engine/ascii-fast-path';
import { LONG_PATTERN_MODULES } from '../../src/markdown/highlight/fast-engine/generated/long-patterns';

const LINES = [
  '.card > a:hover::after { color: rgb(0 0 0 / 50%); grid-template-columns: repeat(2, 1fr); }',
  '@media (min-width: 40rem) { .grid { display: grid; gap: 1rem; align-items: center } }',
  '<div class="wrapper"><section><article><img src="a.png" alt=""><custom-element></custom-element></article></section></div>',
  '<TABLE><TR><TD>Caps</TD></TR></TABLE> <svg viewBox="0 0 1 1"><path d="M0 0"/></svg>',
  "SELECT author, count(*) AS posts FROM posts WHERE published_at > now() - interval '7 days' GROUP BY author;",
  'insert into t (a) values (1) on conflict do nothing; CREATE INDEX CONCURRENTLY idx ON t USING btree (a);',
];

/** Every match of `regex` in `subject`, as the scanner finds them (a search from each position after the last match). */
function matches(regex: RegExp, subject: string): unknown[] {
  const out: unknown[] = [];
  for (let from = 0; from <= subject.length; ) {
    regex.lastIndex = from;
    const match = regex.exec(subject);
    if (!match) break;
    out.push([match.index, [...match], match.indices?.map((pair) => pair && [...pair])]);
    from = match.index + Math.max(1, match[0].length);
  }
  return out;
}

describe('long patterns converted ahead of time, in Chromium', () => {
  for (const [name, load] of Object.entries(LONG_PATTERN_MODULES)) {
    it(`${name}: the same matches as the page's own conversion`, async () => {
      for (const [pattern, regex] of (await load()).default) {
        const own = defaultJavaScriptRegexConstructor(pattern, { target: 'auto' });
        const words = [...new Set(pattern.match(/[A-Za-z][\w-]*/g))];
        expect(words.length).toBeGreaterThan(100);
        const subjects = [
          ...LINES,
          ...words.flatMap((word) => [word, word.toUpperCase(), `${word[0]!.toUpperCase()}${word.slice(1)}`, ` ${word}(`, `x${word}`, `${word}-y`]),
        ];
        for (const subject of subjects) {
          const expected = matches(own, subject);
          expect(matches(regex, subject), subject).toEqual(expected);
          expect(matches(asciiRegExp(regex), subject), `${subject} (ASCII form)`).toEqual(expected);
        }
      }
    });
  }
});
