import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without declarations
import { ROOTS, scopedPreflight } from '../scripts/generate/scope-preflight.mjs';

const css = readFileSync(new URL('./preflight.css', import.meta.url), 'utf8');

describe('src/preflight.css (Tailwind preflight scoped to the component roots)', () => {
  it('is what scripts/generate/scope-preflight.mjs generates from the installed tailwindcss (npm run scope:preflight)', () => {
    expect(css).toBe(scopedPreflight());
  });

  it('has no selector that reaches outside the component roots', () => {
    const where = `:where(${(ROOTS as string[]).join(', ')})`;
    const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
    const selectors = [...withoutComments.matchAll(/(^|[}{;])\s*([^{};@]+)\{/g)].flatMap((m) => m[2]!.split(/,(?![^(]*\))/).map((s) => s.trim()));
    expect(selectors.length).toBeGreaterThan(50);
    expect(selectors.filter((s) => !s.includes(where))).toEqual([]);
  });
});
