import { readFileSync } from 'node:fs';
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without declarations
import { ROOT, scopedCarouselCss } from '../scripts/generate/scope-carousel-css.mjs';

const css = readFileSync(new URL('./carousel.css', import.meta.url), 'utf8');

describe("src/carousel.css (vue3-carousel's stylesheet scoped to the carousel root)", () => {
  it('is what scripts/generate/scope-carousel-css.mjs generates from the installed vue3-carousel (npm run scope:carousel)', () => {
    expect(css).toBe(scopedCarouselCss());
  });

  it('has no selector that reaches outside the carousel root, but the variables on :root', () => {
    // Top-level rules (and those in `@media`); nested ones (`&.is-rtl`, `.carousel__next` inside a rule) follow their parent.
    const selectors: string[] = [];
    postcss.parse(css).walkRules((rule: Rule) => {
      let parent = rule.parent;
      while (parent?.type === 'atrule') parent = parent.parent;
      if (parent?.type !== 'rule') selectors.push(...rule.selectors.map((s) => s.trim()));
    });
    expect(selectors.length).toBeGreaterThan(20);
    expect(selectors.filter((s) => s !== ':root' && !s.startsWith(`:where(${ROOT as string}) `))).toEqual([]);
  });
});
