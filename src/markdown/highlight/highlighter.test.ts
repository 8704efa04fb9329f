/** The page highlighter's load bookkeeping and how a language's grammars are registered. */
import type { LanguageRegistration } from 'shiki/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getHighlighter, loadBundledLanguage, loadsInFlight, loadTheme } from './highlighter';
import { dualThemeTokens } from './paired-themes';

describe('loadsInFlight', () => {
  it('counts a grammar load from its start until it settles, once per grammar', async () => {
    const before = loadsInFlight();
    const load = loadBundledLanguage('toml');
    const again = loadBundledLanguage('toml');
    expect(loadsInFlight()).toBe(before + 1);
    expect(await load).toBe(true);
    expect(await again).toBe(true);
    expect(loadsInFlight()).toBe(before);
    expect(await loadBundledLanguage('no-such-language')).toBe(false);
    expect(loadsInFlight()).toBe(before);
  });
});

/** The paired-theme style of the first token whose text is `text` in `code` highlighted as `lang`. */
async function styleOf(code: string, lang: string, text: string): Promise<string | undefined> {
  const core = await getHighlighter();
  return dualThemeTokens(core, code, lang, 'github-light-default', 'github-dark-default', undefined)
    .tokens.flat()
    .find((token) => token.content.trim() === text)?.style;
}

describe('registering a language', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('registers the grammars of its module one per step, each after those it embeds, and markdown fences use them', { timeout: 60_000 }, async () => {
    // Markdown embeds ruby, yaml, lua, … lazily: shiki rebuilds it whenever one of those registers,
    // so registering the ruby module's 8 new grammars together is one long step.
    await Promise.all([loadBundledLanguage('markdown'), loadTheme('github-light-default'), loadTheme('github-dark-default')]);
    const core = await getHighlighter();
    const registrations = vi.spyOn(core, 'loadLanguage');
    expect(await loadBundledLanguage('ruby')).toBe(true);

    const steps = registrations.mock.calls.map((args) => (args.flat() as LanguageRegistration[]).map((grammar) => grammar.name));
    expect(steps.filter((names) => names.length !== 1)).toEqual([]);
    const order = steps.flat();
    expect(order).toEqual(expect.arrayContaining(['haml', 'graphql', 'lua', 'yaml', 'ruby']));
    expect(order.at(-1)).toBe('ruby');
    expect(order.indexOf('haml')).toBeLessThan(order.indexOf('ruby'));

    const own = await styleOf('def greet(name)\n  puts name\nend', 'ruby', 'def');
    expect(own).toMatch(/--shiki-light/);
    expect(await styleOf('# Ruby\n\n```ruby\ndef greet(name)\n  puts name\nend\n```', 'markdown', 'def')).toBe(own);
  });

  it('registers each grammar once when modules that share embedded grammars load at the same time', { timeout: 60_000 }, async () => {
    // twig and typst both embed scss, json, php and python; each module's load pauses between
    // registrations, so the other one registers some of those in between.
    const core = await getHighlighter();
    const registrations = vi.spyOn(core, 'loadLanguage');
    expect(await Promise.all([loadBundledLanguage('twig'), loadBundledLanguage('typst')])).toEqual([true, true]);

    const names = registrations.mock.calls.flatMap((args) => (args.flat() as LanguageRegistration[]).map((grammar) => grammar.name));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['twig', 'typst', 'scss', 'php', 'python']));
    expect(await styleOf('{% if user %}{{ user.name|upper }}{% endif %}', 'twig', 'if')).toMatch(/--shiki-light/);
    expect(await styleOf('.a { .b { color: red; } }', 'scss', 'color')).toMatch(/--shiki-light/);
  });
});
