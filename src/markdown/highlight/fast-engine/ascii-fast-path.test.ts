/**
 * The ASCII fast path must never change a colour: on an ASCII-only line every rewritten RegExp finds
 * the same match as its original (index and every capture's indices), and highlighting through the
 * fast-path engine gives the same tokens as the plain engine, on ASCII and non-ASCII lines alike.
 */
import { readFileSync } from 'node:fs';
import { bundledLanguagesInfo } from 'shiki/langs';
import { createHighlighterCore, type LanguageRegistration } from 'shiki/core';
import { createJavaScriptRegexEngine, defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { describe, expect, it } from 'vitest';
import { asciiPatternSource, asciiRegExp, asciiScannerRegExp, createAsciiFastPathEngine } from './ascii-fast-path';
import { PREFILTER_BUDGET, prefilterSource, type ScannerRegExp } from './prefilter';
import { PRECOMPILED } from './precompiled';
import { DEFAULT_LANGS, resolveBundledLang } from '../langs';

const toRegExp = (pattern: string) => defaultJavaScriptRegexConstructor(pattern, { target: 'auto' });

describe('asciiPatternSource', () => {
  it('replaces Unicode properties and classes by their ASCII members, written short', () => {
    expect(asciiPatternSource('\\p{Alpha}+\\p{space}*', 'dgv')).toBe('[A-Za-z]+[\\s]*');
    // Negated when shorter: the non-ASCII characters it also admits never occur on an ASCII line.
    expect(asciiPatternSource('[^\\{\\}]', 'v')).toBe('[^{}]');
    expect(asciiPatternSource('[\\$_\\p{Alpha}][\\$_\\p{Alpha}\\p{Nd}]*', 'v')).toBe('[$A-Z_a-z][\\w$]*');
  });

  it('evaluates v-flag set operations and u-flag literal brackets as the flag defines them', () => {
    expect(asciiPatternSource('[[a-e]--[aeiou]]', 'v')).toBe('[b-d]');
    expect(asciiPatternSource('[[]', 'u')).toBe('[\\[]');
  });

  it('keeps the ASCII case variants a non-ASCII character matches only under case-insensitivity', () => {
    // U+212A KELVIN SIGN folds to "k" with the u/v flags, so /\u212A/iv matches "k" and "K".
    expect(asciiPatternSource('\u212A', 'iv')).toBe('[Kk]');
    expect(asciiPatternSource('\u212A', 'v')).toBe('[]');
    expect(asciiPatternSource('x(?i:\\u212A)y', 'v')).toBe('x(?i:[Kk])y');
    expect(asciiPatternSource('é+', 'v')).toBe('[]+');
  });

  it('keeps assertions, groups and back-references as written', () => {
    expect(asciiPatternSource('(?<q>["\'])\\b.*?\\k<q>|(a)\\1\\B', 'dgv')).toBe('(?<q>["\'])\\b.*?\\k<q>|(a)\\1\\B');
    expect(asciiPatternSource('(?<=\\.)\\$(?!\\/)', 'v')).toBe('(?<=\\.)\\$(?!\\/)');
  });

  it('gives up (null) on what cannot be reduced to single ASCII characters', () => {
    expect(asciiPatternSource('[\\q{abc}x]', 'v')).toBeNull();
    expect(asciiPatternSource('\\p{RGI_Emoji}', 'v')).toBeNull();
    expect(asciiPatternSource('[a-', 'v')).toBeNull();
  });

  it('leaves a pattern without a Unicode flag alone', () => {
    expect(asciiPatternSource('\\w+[^a]', 'g')).toBe('\\w+[^a]');
  });
});

/** Every RegExp the engine can be asked to run for a language and the grammars it embeds. */
async function grammarRegExps(id: string): Promise<RegExp[]> {
  const pre = PRECOMPILED[id];
  const info = bundledLanguagesInfo.find((l) => l.id === id)!;
  const grammars = pre ? (await pre.load()).default : ((await info.import()) as { default: LanguageRegistration[] }).default;
  const out = new Set<RegExp>();
  const add = (pattern: string) => {
    // The tokenizer's variants of `\A`/`\G` patterns (disabled anchors become U+FFFF).
    for (const variant of new Set([pattern, pattern.replace(/\\[AG]/g, '\uFFFF')])) {
      try {
        out.add(toRegExp(variant));
      } catch {
        // Unconvertible patterns are skipped by the forgiving engine; nothing to compare.
      }
    }
  };
  const walk = (node: unknown, key = '') => {
    if (node instanceof RegExp) out.add(node);
    else if (typeof node === 'string' && ['match', 'begin', 'end', 'while'].includes(key)) add(node);
    else if (Array.isArray(node)) node.forEach((item) => walk(item));
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, k);
  };
  walk(grammars);
  return [...out];
}

const fixture = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const DOCUMENTS = [
  fixture('../../../../bench/fixtures/doc-100k.md'),
  fixture('../../../../bench/fixtures/chat-465.md'),
  fixture('../../../../stories/fixtures/markdown/chat-message.md'),
];
/**
 * 150 of the fixtures' distinct ASCII lines (code of the 8 default languages, TypeScript and prose),
 * spread evenly, plus every ASCII character and the whitespace characters.
 */
const DISTINCT = [
  ...new Set(
    DOCUMENTS.flatMap((doc) => doc.split('\n'))
      .map((line) => line.slice(0, 120))
      .filter((line) => line.trim() && !/[^\x00-\x7f]/.test(line)),
  ),
];
const LINES = DISTINCT.filter((_, i) => i % Math.ceil(DISTINCT.length / 150) === 0)
  .concat([String.fromCharCode(...Array.from({ length: 128 }, (_, i) => i)), ' \t\v\f\r x', 'K k S s _ $ 0 9 Z'])
  .map((line) => `${line}\n`);

const match = (regex: RegExp, line: string, from: number) => {
  regex.lastIndex = from;
  const m = regex.exec(line);
  return m && { index: m.index, indices: m.indices ? [...m.indices] : [...m] };
};

describe('ASCII forms', () => {
  const ids = [...new Set(['typescript', 'javascript', 'css', ...DEFAULT_LANGS.map((l) => resolveBundledLang(l)!)])];

  // Up to ~1,000 RegExps × 153 lines × 3 start positions each: 3–4 s for Vue alone on a 2-core
  // machine, more when the browser projects run alongside; hence 30 s instead of vitest's 5 s.
  it.each(ids)('%s: every RegExp matches exactly like its original on ASCII lines', { timeout: 30_000 }, async (id) => {
    const regexps = await grammarRegExps(id);
    let rewritten = 0;
    const mismatches: string[] = [];
    for (const original of regexps) {
      const ascii = asciiRegExp(original);
      if (ascii === original) continue;
      rewritten++;
      expect(ascii.flags).not.toMatch(/[uv]/);
      for (const line of LINES) {
        const firstWord = line.search(/\S/);
        for (const from of new Set([0, Math.max(firstWord, 0), line.length >> 1])) {
          const expected = match(original, line, from);
          const actual = match(ascii, line, from);
          if (JSON.stringify(actual) !== JSON.stringify(expected)) {
            mismatches.push(`/${original.source.slice(0, 60)}/ at ${from} of ${JSON.stringify(line.slice(0, 40))}`);
          }
        }
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    // Nearly every RegExp carries the Unicode flag and is rewritten; none is left out by mistake.
    const unicode = regexps.filter((r) => /[uv]/.test(r.flags));
    // Generated grammars carry their ASCII forms: each is what the page would compute.
    for (const regex of unicode) {
      const expected = asciiPatternSource(regex.source, regex.flags);
      const form = asciiRegExp(regex);
      // A native RegExp's `source` escapes `/`, an EmulatedRegExp's does not: compare as V8 writes them.
      const written = (pattern: string) => new RegExp(pattern, form.flags).source;
      const want = expected === null || expected === regex.source ? regex.source : expected;
      expect(written(form.source), `${regex.source.slice(0, 60)}: stale; run npm run precompile:grammars`).toBe(written(want));
    }
    const left = unicode.filter((r) => asciiRegExp(r) === r && asciiPatternSource(r.source, r.flags) !== r.source);
    expect(left.map((r) => r.source.slice(0, 60))).toEqual([]);
    expect(rewritten).toBeGreaterThan(0);
  });
});

describe('prefilters', () => {
  const ids = ['typescript', 'javascript', 'shellscript', 'yaml', 'css', 'vue'];

  // Prefilters are only derived for patterns of 1,500+ characters; here every ASCII form of 40+
  // characters gets one, at the page's budget and at a 60-character budget that forces nearly every
  // rule of the relaxation (cut groups, optional parts split, look-behinds dropped) to be used.
  it.each(ids)('%s: wherever a pattern matches, its prefilter matches too', { timeout: 30_000 }, async (id) => {
    let checked = 0;
    const misses: string[] = [];
    for (const original of await grammarRegExps(id)) {
      const form = asciiRegExp(original);
      if (Object.getPrototypeOf(form) !== RegExp.prototype || form.source.length < 40 || form.sticky) continue;
      for (const budget of [PREFILTER_BUDGET, 60]) {
        const source = prefilterSource(form.source, budget);
        if (source === null) continue;
        const filter = new RegExp(source, `${form.flags.replace(/[dg]/g, '')}g`);
        checked++;
        for (const line of LINES) {
          for (const from of new Set([0, Math.max(line.search(/\S/), 0), line.length >> 1])) {
            if (match(form, line, from) && !match(filter, line, from)) misses.push(`/${form.source.slice(0, 60)}/ (budget ${budget}) at ${from} of ${JSON.stringify(line.slice(0, 40))}`);
          }
        }
      }
    }
    expect(misses.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('generated grammars carry the prefilter the page would derive', async () => {
    let carried = 0;
    for (const id of Object.keys(PRECOMPILED)) {
      for (const original of await grammarRegExps(id)) {
        const form = asciiRegExp(original);
        const wrapped = asciiScannerRegExp(original);
        if (wrapped === form) continue;
        carried++;
        // The stored prefilter is used: deriving it again from the form's source must give the same.
        const stored = (wrapped as ScannerRegExp).filterSource();
        expect(stored, `${form.source.slice(0, 60)}: stale; run npm run precompile:grammars`).toBe(prefilterSource(form.source));
      }
    }
    expect(carried).toBeGreaterThan(10);
  });
});

describe('createAsciiFastPathEngine', () => {
  const highlighter = (fast: boolean) => {
    const cache = new Map<string, RegExp | Error>();
    const inner = createJavaScriptRegexEngine({ forgiving: true, cache, regexConstructor: toRegExp });
    const resolve = (pattern: string) => {
      try {
        return toRegExp(pattern);
      } catch {
        return undefined;
      }
    };
    return createHighlighterCore({
      themes: [import('@shikijs/themes/github-light-default')],
      langs: [],
      engine: fast ? createAsciiFastPathEngine(inner, resolve) : inner,
    });
  };

  // Two highlighters tokenising ~1,100 lines of 9 languages: 3–4 s alone, 7 s when the browser projects
  // run alongside on 2 cores (CI); hence 30 s instead of vitest's 5 s.
  it('highlights the fixtures, ASCII and non-ASCII lines, with the same tokens as the plain engine', { timeout: 30_000 }, async () => {
    const [plain, fast] = await Promise.all([highlighter(false), highlighter(true)]);
    const blocks = DOCUMENTS.concat(fixture('../../../../stories/fixtures/markdown/persian.md')).flatMap((doc) =>
      [...doc.matchAll(/^```(\w+)\n([\s\S]*?)^```/gm)].map((m) => [resolveBundledLang(m[1]!), m[2]!] as const),
    );
    const nonAscii = ['typescript', 'const café = "naïve"; // ünïcödé\nlet x = 1;\n'] as const;
    let lines = 0;
    for (const [id, code] of [...blocks, nonAscii]) {
      if (!id) continue;
      for (const core of [plain, fast]) {
        const info = bundledLanguagesInfo.find((l) => l.id === id)!;
        if (!core.getLoadedLanguages().includes(id)) await core.loadLanguage(((await info.import()) as { default: LanguageRegistration[] }).default);
      }
      // No per-line time limit: on a loaded machine shiki's default (500 ms) stops a line early, and the
      // two engines would then be compared on cut-short lines.
      const options = { lang: id, theme: 'github-light-default', includeExplanation: 'scopeName', tokenizeTimeLimit: 0 } as const;
      expect(fast.codeToTokens(code, options).tokens).toEqual(plain.codeToTokens(code, options).tokens);
      lines += code.split('\n').length;
    }
    expect(lines).toBeGreaterThan(1000);
  });
});
