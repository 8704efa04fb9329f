/** GitHub's footnotes as the pipeline configures marked-footnote (`githubFootnotes` in github-markdown.ts). */
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { configureMarked } from './github-markdown';
import { MARKED_OPTIONS } from './renderer';

const parse = (source: string) => configureMarked(new Marked(MARKED_OPTIONS)).parse(source, { async: false });
const backLinkNames = (html: string) => [...html.matchAll(/data-footnote-backref aria-label="([^"]*)"/g)].map((m) => m[1]);

describe('GitHub footnotes', () => {
  it('names each back-link by its reference number, a second reference of a note "N-2", whatever the label holds', () => {
    const html = parse('A[^n] and B[^n], then C[^a$&b].\n\n[^n]: N.\n[^a$&b]: Odd label.');
    expect(backLinkNames(html)).toEqual(['Back to reference 1', 'Back to reference 1-2', 'Back to reference 2']);
  });

  it('ends a setext heading\'s text where a definition ends the paragraph (a paragraph, the definition, a rule)', () => {
    const html = parse('Title[^1]\n[^1]: Note.\n---');
    expect(html).not.toMatch(/<h2[^>]*>Title/);
    expect(html).toContain('<hr>');
    expect(html).toMatch(/<li id="footnote-1">\s*<p[^>]*>Note\./);
  });

  // A liveness limit, not a speed figure: with definitions ending paragraphs, marked's setext-heading
  // rule read on through every later definition from each paragraph (seconds for 250 KB, growing with
  // the square of the length), where reading each paragraph's lines once takes milliseconds.
  it('lexes paragraphs and definitions alternating line by line in one pass', () => {
    const source = 'A paragraph line with a reference.\n[^n]: A definition line.\n'.repeat(20_000) + 'x[^n]';
    const tokens = configureMarked(new Marked(MARKED_OPTIONS)).lexer(source);
    expect(tokens.filter((t) => t.type === 'paragraph')).toHaveLength(20_001);
  }, 10_000);
});
