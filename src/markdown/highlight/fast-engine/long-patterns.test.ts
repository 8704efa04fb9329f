/**
 * The long patterns converted ahead of time (`LONG_PATTERN_GRAMMARS`, `generated/long-patterns/`):
 * each is shiki's own ES2024 conversion of its pattern, with the ASCII form and prefilter the page
 * would derive; every pattern of 8,000+ characters of the listed grammars is there; every bundled
 * language whose module registers one of those grammars is mapped to them; and loading such a
 * language converts none of those patterns on the page.
 */
import { bundledLanguagesInfo } from 'shiki/langs';
import * as shikiJavaScript from 'shiki/engine/javascript';
import type { LanguageRegistration } from 'shiki/core';
import { describe, expect, it, vi } from 'vitest';
import { grammarPatterns } from '../grammar-patterns';
import { loadBundledLanguage } from '../highlighter';
import { asciiRegExp, asciiScannerRegExp } from './ascii-fast-path';
import { LONG_PATTERN_LANGUAGES, LONG_PATTERN_MODULES } from './generated/long-patterns';
import { LONG_PATTERN_CHARS, LONG_PATTERN_GRAMMARS } from './precompiled';

/** Lengths of the patterns the highlighter converted with shiki's conversion, in call order. */
const converted = vi.hoisted(() => [] as number[]);
vi.mock('shiki/engine/javascript', async (importOriginal) => {
  const original = await importOriginal<typeof shikiJavaScript>();
  return {
    ...original,
    defaultJavaScriptRegexConstructor: (pattern: string, options?: Parameters<typeof original.defaultJavaScriptRegexConstructor>[1]) => {
      converted.push(pattern.length);
      return original.defaultJavaScriptRegexConstructor(pattern, options);
    },
  };
});

/** Each bundled language's grammar module: the grammars it registers. */
const modules = async () =>
  Promise.all(bundledLanguagesInfo.map(async (info) => [info.id, ((await info.import()) as { default: LanguageRegistration[] }).default] as const));

/** The grammar registration named `name`, from the first bundled language module that holds it. */
async function grammarNamed(name: string): Promise<LanguageRegistration> {
  for (const [, grammars] of await modules()) {
    const grammar = grammars.find((g) => g.name === name);
    if (grammar) return grammar;
  }
  throw new Error(`no bundled grammar is named ${name}`);
}

/** What the comparison looks at in a RegExp: source, flags and oniguruma-to-es options (`lazyCompile` aside: it changes when V8 compiles, not what matches). */
const shape = (regex: RegExp) => {
  const options = { ...(regex as RegExp & { rawOptions?: Record<string, unknown> }).rawOptions };
  delete options.lazyCompile;
  return { source: regex.source, flags: regex.flags, options };
};
const prefilterOf = (regex: RegExp) => {
  const form = asciiScannerRegExp(regex);
  return 'filterSource' in form ? form.filterSource() : undefined;
};

describe('long patterns converted ahead of time', () => {
  it('has a module for each listed grammar, and maps every bundled language whose module registers one to those grammars', async () => {
    expect(Object.keys(LONG_PATTERN_MODULES)).toEqual([...LONG_PATTERN_GRAMMARS]);
    const expected = (await modules())
      .map(([id, grammars]) => [id, LONG_PATTERN_GRAMMARS.filter((name) => grammars.some((g) => g.name === name))] as const)
      .filter(([, names]) => names.length);
    expect(Object.entries(LONG_PATTERN_LANGUAGES)).toEqual(expected);
    expect(LONG_PATTERN_LANGUAGES.vue).toEqual(['css', 'html']);
  });

  for (const [name, load] of Object.entries(LONG_PATTERN_MODULES)) {
    it(`${name}: every pattern of ${LONG_PATTERN_CHARS}+ characters, as shiki converts it for ES2024, with the page's ASCII form and prefilter`, async () => {
      const entries = (await load()).default;
      const expected = [...grammarPatterns([await grammarNamed(name)])].filter((pattern) => pattern.length >= LONG_PATTERN_CHARS);
      expect(expected.length).toBeGreaterThan(0);
      expect(entries.map(([pattern]) => pattern)).toEqual(expected);
      for (const [pattern, regex] of entries) {
        const runtime = shikiJavaScript.defaultJavaScriptRegexConstructor(pattern, { target: 'ES2024' });
        expect(shape(regex)).toEqual(shape(runtime));
        expect(asciiRegExp(regex).source).toBe(asciiRegExp(runtime).source);
        expect(prefilterOf(regex)).toBe(prefilterOf(runtime));
      }
    });
  }

  it('leaves no pattern of the listed grammars to convert on the page when a module holding them loads', { timeout: 60_000 }, async () => {
    converted.length = 0;
    // vue's module registers css and html (and javascript, typescript, …); sql comes on its own.
    expect(await loadBundledLanguage('vue')).toBe(true);
    expect(await loadBundledLanguage('sql')).toBe(true);
    expect(converted.length).toBeGreaterThan(100);
    expect(converted.filter((length) => length >= LONG_PATTERN_CHARS)).toEqual([]);
  });
});
