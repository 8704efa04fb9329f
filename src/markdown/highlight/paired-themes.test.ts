/**
 * One grammar pass for a light/dark pair gives shiki's two-pass dual-theme tokens exactly: same
 * boundaries, same `htmlStyle` (colours, font styles, key order), same grammar state to continue from.
 */
import { createHighlighterCore, stringifyTokenStyle, type HighlighterCore, type ThemedToken, type ThemeRegistrationRaw } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { bundledLanguages } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGINES_DOCUMENT } from './engines.fixture';
import { dualThemeTokens, TOKENIZE_TIME_LIMIT_MS, type StyledToken } from './paired-themes';

const LANGS = ['ts', 'js', 'bash', 'yaml', 'json', 'vue', 'html', 'markdown', 'diff', 'dockerfile', 'css', 'python', 'sql'] as const;

/** Code per language: the engines document's fences and a few more forms with italic, bold and nested scopes. */
const SAMPLES: [lang: string, code: string][] = [
  ...[...ENGINES_DOCUMENT.matchAll(/```([\w-]+)\n([\s\S]*?)\n```/g)].filter(([, l]) => l !== 'no-such-language').map(([, l, c]) => [l!, c!] as [string, string]),
  ['markdown', '# Title *em* **strong** ~~gone~~\n> quote with `code` and [link](https://x.dev)\n\n- [ ] task\n\n```ts\nconst a = 1\n```'],
  ['diff', '--- a/x.ts\n+++ b/x.ts\n@@ -1,2 +1,2 @@\n-const a = 1;\n+const a = 2;\n context'],
  ['dockerfile', 'FROM node:20 AS build\n# comment\nRUN npm ci && npm run build\nENV A="b"'],
  ['html', '<!doctype html>\n<style>p { color: red }</style>\n<script>let x = `t${1}`;</script>\n<p class="a" data-x=\'y\'>&amp; text</p>'],
  ['css', '@media (min-width: 40em) { .a:hover::before { content: "x"; color: #fff !important; } }'],
  ['python', '@dataclass\nclass A(B):\n    """Doc."""\n    def f(self, x: int = 1) -> str:\n        return f"{x!r:>4}"  # c'],
  ['ts', 'enum E { A = 1 }\ntype T<U> = U extends string ? `x${U}` : never;\nabstract class C implements I { #p = /re[a-z]+/gi; }\n\n\n  \t\nlet u = "unterminated'],
];

const PAIRS = [
  ['github-light-default', 'github-dark-default'],
  ['custom-light', 'custom-dark'],
  ['github-light', 'github-dark'],
  ['vitesse-light', 'vitesse-dark'],
  ['min-light', 'nord'], // different rule lists: shiki's two passes
] as const;

/** A custom pair with named colours (shiki stores them as placeholders plus colour replacements) and a 3-digit hex. */
const custom = (name: string, comment: string, keyword: string): ThemeRegistrationRaw => ({
  name,
  type: name.endsWith('light') ? 'light' : 'dark',
  colors: { 'editor.foreground': name.endsWith('light') ? '#111' : '#eee', 'editor.background': name.endsWith('light') ? '#fff' : '#000' },
  settings: [
    { scope: ['comment', 'punctuation.definition.comment'], settings: { foreground: comment, fontStyle: 'italic' } },
    { scope: 'keyword, storage', settings: { foreground: keyword, fontStyle: 'bold' } },
    { scope: 'string', settings: { foreground: keyword } },
  ],
});
const CUSTOM = [custom('custom-light', 'rebeccapurple', '#00f'), custom('custom-dark', 'orange', '#0ff')];

let core: HighlighterCore;

beforeAll(async () => {
  core = await createHighlighterCore({
    themes: [...[...new Set(PAIRS.flat())].filter((t) => !t.startsWith('custom-')).map((t) => bundledThemes[t as keyof typeof bundledThemes]()), ...CUSTOM],
    langs: LANGS.map((l) => bundledLanguages[l]()),
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  });
  // Compile every grammar's patterns first, so no test's time limit is spent compiling them (the
  // references run with `tokenizeTimeLimit: 0`; `dualThemeTokens` tokenises a cut call again).
  for (const [lang, code] of SAMPLES) {
    core.codeToTokens(code, { lang, themes: { light: PAIRS[0][0], dark: PAIRS[0][1] }, tokenizeTimeLimit: 0 });
    for (const [light, dark] of PAIRS) dualThemeTokens(core, code, lang, light, dark, undefined);
  }
}, 120_000);

/** shiki's tokens as `dualThemeTokens` reports them: text and `htmlStyle` written as declarations. */
const expectedShape = (lines: ThemedToken[][]) => lines.map((line) => line.map((t) => [t.content, stringifyTokenStyle(t.htmlStyle ?? {})]));
const shape = (lines: StyledToken[][]) => lines.map((line) => line.map((t) => [t.content, t.style]));

describe('dualThemeTokens', () => {
  it.each(PAIRS)('gives shiki’s two-pass tokens for %s + %s', (light, dark) => {
    let styled = 0;
    for (const [lang, code] of SAMPLES) {
      const expected = core.codeToTokens(code, { lang, themes: { light, dark }, defaultColor: false, tokenizeTimeLimit: 0 }).tokens;
      const actual = dualThemeTokens(core, code, lang, light, dark, undefined).tokens;
      expect(shape(actual), `${lang}: ${code.slice(0, 40)}`).toEqual(expectedShape(expected));
      styled += actual.flat().filter((t) => t.style.includes('-font-style:')).length;
    }
    // Font styles are part of what is compared (comments are italic in each pair but nord's).
    if (light !== 'min-light') expect(styled).toBeGreaterThan(0);
  });

  it('continues from its own grammar state as one call does', () => {
    for (const [lang, code] of SAMPLES) {
      const lines = code.split('\n');
      if (lines.length < 2) continue;
      const whole = dualThemeTokens(core, code, lang, 'github-light-default', 'github-dark-default', undefined).tokens;
      const head = dualThemeTokens(core, lines.slice(0, -1).join('\n'), lang, 'github-light-default', 'github-dark-default', undefined);
      const last = dualThemeTokens(core, lines.at(-1)!, lang, 'github-light-default', 'github-dark-default', head.grammarState);
      expect(shape([...head.tokens, ...last.tokens])).toEqual(shape(whole));
    }
  });

  describe('on a device too slow for the time limit', () => {
    afterEach(() => vi.restoreAllMocks());

    /**
     * `Date.now()` (vscode-textmate's clock for the limit) jumps past the limit on each of its next
     * `jumps` reads, then runs on from there: a first call slowed by compilation, as on a slow phone.
     */
    const slowFor = (jumps: number) => {
      const now = Date.now.bind(Date);
      let offset = 0;
      vi.spyOn(Date, 'now').mockImplementation(() => now() + (jumps-- > 0 ? (offset += TOKENIZE_TIME_LIMIT_MS + 100) : offset));
    };

    it.each(PAIRS)('gives the text’s tokens when its first call was cut short, for %s + %s', (light, dark) => {
      const [lang, code] = SAMPLES.find(([l]) => l === 'python')!;
      const expected = core.codeToTokens(code, { lang, themes: { light, dark }, defaultColor: false, tokenizeTimeLimit: 0 }).tokens;
      slowFor(3);
      expect(shape(dualThemeTokens(core, code, lang, light, dark, undefined).tokens)).toEqual(expectedShape(expected));
    });

    it('cuts a line that is slow by itself, at the limit, as shiki does', () => {
      const [lang, code] = SAMPLES.find(([l]) => l === 'python')!;
      slowFor(Infinity);
      const cut = dualThemeTokens(core, code, lang, 'github-light-default', 'github-dark-default', undefined).tokens;
      // Each line stops after its first scan: the rest of it is one token.
      expect(cut.every((line) => line.length <= 2)).toBe(true);
      expect(cut.map((line) => line.map((t) => t.content).join(''))).toEqual(code.split('\n'));
    });
  });

  it('tokenises the paired themes once (one synthetic theme each) and an unpaired pair twice (none)', () => {
    for (const [light, dark] of PAIRS) dualThemeTokens(core, 'let a = 1', 'ts', light, dark, undefined);
    const extra = core.getLoadedThemes().filter((name) => !(PAIRS.flat() as readonly string[]).includes(name));
    expect(extra.sort()).toEqual([
      'custom-light + custom-dark (one pass)',
      'github-light + github-dark (one pass)',
      'github-light-default + github-dark-default (one pass)',
      'vitesse-light + vitesse-dark (one pass)',
    ]);
  });
});
