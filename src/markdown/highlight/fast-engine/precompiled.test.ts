/**
 * Pre-converted grammars (`generated/*.ts`, generated from `@shikijs/langs-precompiled`) must highlight exactly like the runtime
 * conversion of `@shikijs/langs`: same grammar, every RegExp identical to what the JavaScript engine
 * would build from the original pattern, and the patterns only a string can express (`\A`, `\G`, `\z`,
 * back-references in `end`/`while`) kept as those strings. A shiki or grammar upgrade that breaks this
 * fails here, before a user sees different colours.
 */
import { bundledLanguagesInfo } from 'shiki/langs';
import { codeToTokens, createHighlighterCore, type LanguageRegistration, type ShikiPrimitive } from 'shiki/core';
import { createJavaScriptRegexEngine, defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { describe, expect, it } from 'vitest';
import { grammarPatterns } from '../grammar-patterns';
import { getHighlighter, loadBundledLanguage, loadTheme } from '../highlighter';
import { PRECOMPILED_ANCHORS } from './generated/anchors';
import { anchorVariantRegExps, PRECOMPILED } from './precompiled';
import { PRECOMPILED_STRINGS, restoreStringPatterns } from './string-patterns';

const PATTERN_KEYS = new Set(['match', 'begin', 'end', 'while']);
/**
 * The options an EmulatedRegExp was built with (`null` for a native RegExp), for comparison.
 * `lazyCompile` is left out: it changes when V8 compiles the pattern, not what it matches, and the
 * generated grammars set it on every RegExp.
 */
const raw = (r: RegExp) => {
  const options = { ...(r as RegExp & { rawOptions?: Record<string, unknown> }).rawOptions };
  delete options.lazyCompile;
  return JSON.stringify(Object.keys(options).length ? options : null);
};
/** Patterns the tokenizer treats specially in strings only (vscode-textmate's RegExpSource). */
const needsString = (key: string, pattern: string) =>
  /\\[AGz]/.test(pattern) || ((key === 'end' || key === 'while') && /\\\d/.test(pattern));

/** Differences between a runtime grammar and a restored precompiled one (empty when equivalent). */
function differences(runtime: unknown, restored: unknown, path: string, out: string[], key = ''): string[] {
  if (typeof runtime === 'string' && PATTERN_KEYS.has(key)) {
    if (restored instanceof RegExp) {
      if (needsString(key, runtime)) out.push(`${path}: must stay a string`);
      else {
        const expected = defaultJavaScriptRegexConstructor(runtime, { target: 'auto' });
        if (expected.source !== restored.source || expected.flags !== restored.flags || raw(expected) !== raw(restored)) {
          out.push(`${path}: RegExp differs from the runtime conversion`);
        }
      }
    } else if (restored !== runtime) out.push(`${path}: pattern differs`);
    return out;
  }
  if (Array.isArray(runtime)) {
    if (!Array.isArray(restored) || restored.length !== runtime.length) out.push(`${path}: array differs`);
    else runtime.forEach((item, i) => differences(item, restored[i], `${path}.${i}`, out));
    return out;
  }
  if (runtime && typeof runtime === 'object') {
    if (!restored || typeof restored !== 'object') return (out.push(`${path}: object missing`), out);
    // Empty `aliases`/`embeddedLangs` and undefined keys are metadata the precompiled build adds.
    const keys = (o: object) =>
      Object.entries(o)
        .filter(([k, v]) => v !== undefined && !((k === 'aliases' || k === 'embeddedLangs') && Array.isArray(v) && !v.length))
        .map(([k]) => k)
        .sort();
    const a = keys(runtime), b = keys(restored);
    if (a.join() !== b.join()) out.push(`${path}: keys differ (${a.filter((k) => !b.includes(k))} / ${b.filter((k) => !a.includes(k))})`);
    // `firstLineMatch` detects a file's language; shiki's tokenizer never reads it.
    for (const k of a) if (k !== 'firstLineMatch') differences((runtime as Record<string, unknown>)[k], (restored as Record<string, unknown>)[k], `${path}.${k}`, out, k);
    return out;
  }
  if (runtime !== restored) out.push(`${path}: value differs`);
  return out;
}

const runtimeGrammar = async (id: string) => {
  const info = bundledLanguagesInfo.find((l) => l.id === id)!;
  return ((await info.import()) as { default: LanguageRegistration[] }).default;
};
/** The generated grammar module (`generated/<id>.ts`): precompiled, with the string patterns restored. */
const restoredGrammar = async (id: string) => (await PRECOMPILED[id]!.load()).default;

/** Code that exercises the patterns precompiled RegExps get wrong (anchors, back-references). */
const SAMPLES: Record<string, string> = {
  typescript:
    '#!/usr/bin/env node\n/**\n * @param {string} name - the name {@link https://x.dev|docs}\n * @example <caption>x</caption>\n */\nexport function hi(name: string): string {\n  return `hi ${name}` as const;\n}\n#!not-a-shebang\n',
  javascript: '#!/usr/bin/env node\n/** @type {number} */\nconst n = 1 /* c */; // {@link Foo}\n',
  shellscript:
    '#!/usr/bin/env bash\nset -euo pipefail\n"$cmd" --flag "$(echo x)"\ncat <<EOF\nhello $USER\nEOF\ncat <<-\tEND\n\tx\n\tEND\nf() { echo "${x:-y}"; }\n',
  racket:
    '#lang racket\n;; comment\n(define (greet name) (string-append "hi " name)) ; c\n(define-syntax-rule (swap! a b) (let ([t a]) (set! a b) (set! b t)))\n(displayln #<<EOF\nhere (define x 1)\nEOF\n)\n#:key \'sym 3.14 #t\n',
  yaml: '%YAML 1.2\n%TAG ! tag:example.com,2000:\n---\nkey: &anchor !!str value # c\nblock: |\n  line one\n  line two\nnext: [a, {b: c}]\n',
};

describe('precompiled grammars', () => {
  it.each(Object.keys(PRECOMPILED))('%s: same grammar as the runtime conversion, pattern by pattern', async (id) => {
    const runtime = (await runtimeGrammar(id)).find((g) => g.name === id)!;
    const restored = (await restoredGrammar(id)).find((g) => g.name === id)!;
    expect(differences(runtime, restored, id, [])).toEqual([]);
  });

  /** Tokens of the language's sample with their colours and scopes, from a core that has the language and the light theme. */
  // No per-line time limit: on a loaded machine shiki's default (500 ms) stops a line early (and its
  // tokenizer then throws reading `startIndex`), which says nothing about the grammars compared here.
  const sampleTokens = (core: ShikiPrimitive, id: string) =>
    codeToTokens(core, SAMPLES[id]!, { lang: id, theme: 'github-light-default', includeExplanation: 'scopeName', tokenizeTimeLimit: 0 })
      .tokens.map((line) => line.map((t) => `${t.content}|${t.color}|${t.explanation?.map((e) => e.scopes.map((s) => s.scopeName).join(' ')).join(',')}`));

  const runtimeTokens = async (id: string) => {
    const core = await createHighlighterCore({
      themes: [import('shiki/themes/github-light-default.mjs')],
      langs: [await runtimeGrammar(id)],
      engine: createJavaScriptRegexEngine({ forgiving: true }),
    });
    const tokens = sampleTokens(core, id);
    core.dispose();
    return tokens;
  };

  it.each(Object.keys(PRECOMPILED))('%s: tokens identical to the runtime grammar', async (id) => {
    // The restored grammar, with its anchor variants pre-converted.
    const core = await createHighlighterCore({
      themes: [import('shiki/themes/github-light-default.mjs')],
      langs: [await restoredGrammar(id)],
      engine: createJavaScriptRegexEngine({ forgiving: true, cache: new Map(anchorVariantRegExps(id)) }),
    });
    const tokens = sampleTokens(core, id);
    core.dispose();
    expect(tokens).toEqual(await runtimeTokens(id));
  });

  it.each(Object.keys(PRECOMPILED))('%s: the page highlighter, loading it as an app does, gives the same tokens', async (id) => {
    expect(await loadTheme('github-light-default')).toBe('github-light-default');
    expect(await loadBundledLanguage(id)).toBe(true);
    expect(sampleTokens(await getHighlighter(), id)).toEqual(await runtimeTokens(id));
  });

  it.each(Object.keys(PRECOMPILED))('%s: every pre-converted anchor variant is the runtime conversion of its string', (id) => {
    const entries = anchorVariantRegExps(id);
    // Each string kept (bar back-referencing end/while patterns) is there with all its variants.
    for (const [path, pattern] of PRECOMPILED_STRINGS[id]!) {
      const key = path.split('.').at(-1)!;
      const backReferencing = (key === 'end' || key === 'while') && /\\\d/.test(pattern);
      if (!backReferencing) expect(entries.map(([v]) => v), `${path} is missing; run npm run precompile:anchors`).toContain(pattern);
    }
    expect(entries.length).toBe((PRECOMPILED_ANCHORS[id] ?? []).length);
    for (const [variant, regex] of entries) {
      const expected = defaultJavaScriptRegexConstructor(variant, { target: 'auto' });
      const stale = `${JSON.stringify(variant)}: generated/anchors.ts is stale; run npm run precompile:anchors and review the diff`;
      expect([regex.source, regex.flags, raw(regex)], stale).toEqual([expected.source, expected.flags, raw(expected)]);
    }
  });

  /** Patterns the engine still converts at runtime: `end` patterns whose back-references take the text `begin` matched. */
  const RUNTIME_CONVERSIONS: Record<string, string[]> = {
    typescript: [],
    javascript: [],
    shellscript: ['(?<!\\G)(?<=")', '(?<!\\\uffff)(?<=")', '^EOF(?=[\\&;\\s]|$)', '^\\t*END(?=[\\&;\\s]|$)'],
    yaml: ['^(?!\\ \\ |\\s*$)'],
    racket: ['^EOF$'],
  };

  it.each(Object.keys(PRECOMPILED))('%s: with the variants cached, only back-referencing end patterns are converted at runtime', async (id) => {
    const converted: string[] = [];
    const core = await createHighlighterCore({
      themes: [import('shiki/themes/github-light-default.mjs')],
      langs: [await restoredGrammar(id)],
      engine: createJavaScriptRegexEngine({
        forgiving: true,
        cache: new Map(anchorVariantRegExps(id)),
        regexConstructor: (pattern) => (converted.push(pattern), defaultJavaScriptRegexConstructor(pattern, { target: 'auto' })),
      }),
    });
    core.codeToTokens(SAMPLES[id]!, { lang: id, theme: 'github-light-default', tokenizeTimeLimit: 0 });
    core.dispose();
    expect(converted).toEqual(RUNTIME_CONVERSIONS[id]);
  });

  /**
   * Converting a pattern is one synchronous call the highlighter cannot slice. The longest patterns
   * converted at runtime (objective-c 18,213 characters, mdx, emacs-lisp) stay under 50 ms in the
   * bench's first use of every bundled language; racket's 64,895-character one took 266–333 ms.
   */
  const LONGEST_RUNTIME_PATTERN = 32_000;

  it('every bundled grammar with a pattern too long to convert on the page is pre-converted', async () => {
    const tooLong: string[] = [];
    for (const info of bundledLanguagesInfo) {
      if (PRECOMPILED[info.id]) continue;
      const own = ((await info.import()) as { default: LanguageRegistration[] }).default.filter((g) => g.name === info.id);
      const longest = Math.max(0, ...[...grammarPatterns(own)].map((pattern) => pattern.length));
      if (longest > LONGEST_RUNTIME_PATTERN) tooLong.push(`${info.id} (${longest} characters)`);
    }
    expect(tooLong, 'add these to PRECOMPILED and PRECOMPILED_STRINGS, then npm run precompile:grammars').toEqual([]);
  });

  it('restoreStringPatterns copies only the path it changes, and rejects a missing path', () => {
    const grammar = { name: 'x', scopeName: 'source.x', patterns: [{ match: /a/ }, { match: /b/ }], repository: { r: { begin: /c/, end: /d/ } } } as unknown as LanguageRegistration;
    const out = restoreStringPatterns(grammar, [['repository.r.end', '\\G']]) as unknown as typeof grammar & { repository: { r: { end: string } } };
    expect(out.repository.r.end).toBe('\\G');
    expect((grammar.repository as unknown as { r: { end: RegExp } }).r.end).toBeInstanceOf(RegExp);
    expect(out.patterns).toBe(grammar.patterns);
    expect(() => restoreStringPatterns(grammar, [['repository.missing.end', '\\G']])).toThrow(/not found/);
  });
});
