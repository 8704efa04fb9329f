/**
 * A language's load converts its grammars ahead, a slice at a time (`convertAhead` in
 * highlighter.ts): once `loadBundledLanguage` resolves, highlighting code in that language (and in
 * the languages its grammar embeds) converts none of the patterns their grammars list, so its first
 * tokenise is not one long task of conversions. (An `end` with back-references becomes a new string
 * each time its `begin` matches: those are converted then, by design.) Conversions are counted on
 * shiki's regex constructor, which every conversion of the highlighter goes through.
 */
import type { LanguageRegistration } from 'shiki/core';
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { bundledLanguagesInfo } from 'shiki/langs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { grammarPatterns } from './grammar-patterns';
import { getHighlighter, loadBundledLanguage, loadTheme } from './highlighter';
import { dualThemeTokens } from './paired-themes';

vi.mock('shiki/engine/javascript', async (importOriginal) => {
  const original = await importOriginal<typeof import('shiki/engine/javascript')>();
  return { ...original, defaultJavaScriptRegexConstructor: vi.fn(original.defaultJavaScriptRegexConstructor) };
});
const conversions = vi.mocked(defaultJavaScriptRegexConstructor);

/** Code that reaches far into each grammar: embedded languages, at-rules, decorators, heredocs. */
const SAMPLES: Record<string, string> = {
  css: '@media (min-width: 40em) {\n  .card > a:hover::after { color: rgb(0 0 0 / 50%); grid-template: "a b" 1fr / auto; }\n}\n@import url("x.css");',
  vue: '<template>\n  <div :class="{ on }" @click="go(1)" v-for="x in xs">{{ x.name }}</div>\n</template>\n<script setup lang="ts">\nconst xs = ref<Item[]>([]);\n</script>\n<style scoped>\n.a { color: red }\n</style>',
  python: '@dataclass\nclass A(B):\n    """Doc."""\n    def f(self, x: int = 1) -> str:\n        return f"{x!r:>10}" if x else r"\\d+"\n',
  php: '<?php\nnamespace App;\nfunction f(array $x): array { return array_map(fn($y) => $y * 2, $x); }\n$s = <<<EOT\nhello $name\nEOT;\n',
};

beforeAll(async () => {
  await Promise.all([loadTheme('github-light-default'), loadTheme('github-dark-default')]);
});

/** Every pattern string the grammars of `lang`'s module list, as the tokenizer asks for them. */
async function listedPatterns(lang: string): Promise<Set<string>> {
  const mod = (await bundledLanguagesInfo.find((info) => info.id === lang)!.import()) as { default: LanguageRegistration[] };
  return new Set(grammarPatterns(mod.default));
}

describe('languages are converted when they load', () => {
  it.each(Object.keys(SAMPLES))('%s: its first highlight converts no pattern its grammars list', { timeout: 60_000 }, async (lang) => {
    expect(await loadBundledLanguage(lang)).toBe(true);
    const listed = await listedPatterns(lang);
    const core = await getHighlighter();
    conversions.mockClear();
    const { tokens } = dualThemeTokens(core, SAMPLES[lang]!, lang, 'github-light-default', 'github-dark-default', undefined);
    expect(tokens.flat().filter((t) => t.style).length).toBeGreaterThan(10);
    expect(conversions.mock.calls.map(([pattern]) => pattern).filter((pattern) => listed.has(pattern))).toEqual([]);
  });
});
