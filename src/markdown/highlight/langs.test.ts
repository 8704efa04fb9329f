import { JSDOM } from 'jsdom';
import type { LanguageRegistration } from 'shiki/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import grammar from '../../../stories/fixtures/markdown/vak-log.tmLanguage.json';
import { resetWarnings } from '../../dev';
import { DEFAULT_LANGS, resolveBundledLang, resolveLangs, resolveLangsNow, warnEntryOnce } from './langs';
import { renderMarkdown } from '../renderer';
import { createSanitizer } from '../sanitize/sanitizer';

const VAK_LOG = grammar as unknown as LanguageRegistration;
const sanitize = createSanitizer(new JSDOM('').window as unknown as Window);
const highlighted = (html: string) => /--shiki-light:#/.test(html.replace(/class="vak-code"[^>]*style="[^"]*"/g, ''));

afterEach(() => vi.restoreAllMocks());

describe('resolveBundledLang', () => {
  it.each([
    ['ts', 'typescript'],
    ['C#', 'csharp'],
    ['sh', 'shellscript'],
    ['yml', 'yaml'],
    ['shellscript', 'shellscript'],
    ['文言', 'wenyan'],
  ])('%s → %s', (name, id) => expect(resolveBundledLang(name)).toBe(id));

  it('returns undefined for an unknown name', () => expect(resolveBundledLang('klingon')).toBeUndefined());
});

describe('resolveLangs', () => {
  it('resolves the defaults, with their aliases', async () => {
    const { lookup } = await resolveLangs();
    for (const lang of DEFAULT_LANGS) expect(lookup.has(lang)).toBe(true);
    expect(lookup.get('sh')?.id).toBe('shellscript');
    expect(lookup.get('yml')?.id).toBe('yaml');
    expect(lookup.has('python')).toBe(false);
  });

  it('accepts every item shape: names, objects, arrays, promises, { default } modules, functions', async () => {
    const { lookup } = await resolveLangs([
      'ts',
      ['c#', Promise.resolve('yml')],
      { default: ['sh'] },
      () => Promise.resolve({ default: VAK_LOG }),
      Promise.resolve([['文言']]),
    ]);
    expect([...new Set([...lookup.values()].map((l) => l.id))].sort()).toEqual(
      ['csharp', 'shellscript', 'typescript', 'vak-log', 'wenyan', 'yaml'].sort(),
    );
    expect(lookup.get('applog')?.id).toBe('vak-log');
  });

  it('skips invalid entries with exactly one warning each, naming them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rejected = Promise.reject(new Error('offline'));
    const bad = { name: 'half', patterns: 'nope' };
    const langs = ['klingon', 42, bad, rejected, () => Promise.reject(new Error('boom')), 'json'];
    const { lookup } = await resolveLangs(langs as never);
    await resolveLangs([...langs] as never);
    expect([...lookup.values()].map((l) => l.id)).toEqual(['json']);
    const messages = warn.mock.calls.map(([m]) => String(m));
    expect(messages).toHaveLength(5);
    expect(messages.some((m) => m.includes('"klingon"'))).toBe(true);
    expect(messages.some((m) => m.includes('42'))).toBe(true);
    expect(messages.some((m) => m.includes('"half"'))).toBe(true);
    expect(messages.some((m) => m.includes('offline'))).toBe(true);
    expect(messages.some((m) => m.includes('boom'))).toBe(true);
  });

  it('warns about the same bad value once as a language and once as a theme', () => {
    resetWarnings();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let i = 0; i < 2; i++) {
      warnEntryOnce(42, 'language 42 is not a grammar; ignored.');
      warnEntryOnce(42, 'theme 42 is not a theme; the default theme is used.');
    }
    expect(warn.mock.calls.map(([m]) => String(m))).toEqual([
      '[AddonMarkdownRemark] language 42 is not a grammar; ignored.',
      '[AddonMarkdownRemark] theme 42 is not a theme; the default theme is used.',
    ]);
  });

  it('memoises per langs array, so functions run once', async () => {
    const loader = vi.fn(() => Promise.resolve('json'));
    const langs = [loader];
    await resolveLangs(langs);
    await resolveLangs(langs);
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('resolveLangsNow', () => {
  it('resolves a list of names on the spot, to the same lookup resolveLangs gives', async () => {
    const langs = ['ts', 'bash'];
    const now = resolveLangsNow(langs)!;
    expect([...now.lookup.keys()]).toEqual(expect.arrayContaining(['typescript', 'ts', 'bash', 'sh']));
    expect(await resolveLangs(langs)).toBe(now);
    expect(resolveLangsNow(langs)).toBe(now);
  });

  it('waits for nothing: a list with a loader is undefined until resolveLangs has resolved it', async () => {
    const langs = ['json', () => 'yaml'];
    expect(resolveLangsNow(langs)).toBeUndefined();
    const resolved = await resolveLangs(langs);
    expect(resolveLangsNow(langs)).toBe(resolved);
    expect(resolveLangsNow(undefined)).toBe(await resolveLangs(DEFAULT_LANGS));
  });
});

describe('custom registrations through the pipeline', () => {
  const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;

  it('highlights a custom grammar and loads its embedded bundled language', async () => {
    const html = await renderMarkdown(fence('applog', '12:00:00 ERROR "x"\n---json\n{ "a": 1 }\n---'), {
      langs: [VAK_LOG],
      sanitize,
    });
    expect(highlighted(html)).toBe(true);
    expect(html).toContain('language-applog');
  });

  it('falls back to plain text when an embedded language is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { ...VAK_LOG, name: 'broken-log', aliases: [], embeddedLangs: ['no-such-lang'] };
    const html = await renderMarkdown(fence('broken-log', 'INFO x'), { langs: [broken], sanitize });
    expect(html).toContain('language-broken-log');
    expect(highlighted(html)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
