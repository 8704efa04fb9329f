/**
 * The single shiki highlighter of the page (framework-free: no Vue import).
 *
 * Created lazily on first use with shiki's fine-grained core and the JavaScript regex engine (no
 * WASM download).
 *
 * Regex engine, chosen by measurement (`bench/engine.html`, headless Chromium, 2 cores, 3 fresh pages
 * each, 2026-11): the first highlight of the chat message's TypeScript block took 397–580 ms with
 * the JavaScript engine and 317–504 ms with Oniguruma WASM (both dominated by compiling the grammar's
 * regexes, then V8's own regex compilation and GC); first paint ready at 707–826 vs 597–849 ms;
 * warm tokenising of the 100 KB document's 35 blocks 131–151 vs 133–202 ms. The two are within
 * noise of each other, while WASM costs 161.5 KB gz more download (its engine chunk, against 20 KB gz
 * for the JavaScript engine) and needs `wasm-unsafe-eval` under a strict CSP. So: JavaScript. Grammars and themes are loaded into it incrementally, each at most once, by
 * per-language dynamic imports: a document that uses one language downloads one grammar (plus the
 * grammars it embeds). Every markdown component on the page shares it.
 *
 * Pre-converted grammars: the largest cost of a cold first paint is converting a grammar's
 * Oniguruma patterns to JavaScript RegExps (~150 ms for TypeScript in Chromium). For the grammars in
 * {@link PRECOMPILED}, the highlighter imports `@shikijs/langs-precompiled`, whose patterns are
 * already converted, instead of `@shikijs/langs`. That package (4.4.3, the newest) is not exact on
 * its own with shiki 4.6.0's tokenizer: a RegExp object cannot carry the anchors `\A`/`\G`, `\z`
 * or the back-references of an `end`/`while` pattern, which the tokenizer resolves only in string
 * patterns (measured: `set -euo pipefail` lost its flag colours, heredocs never ended). So those
 * few patterns are put back as their original Oniguruma strings ({@link restoreStringPatterns}), and
 * only grammars whose precompiled form is, pattern by pattern, exactly the runtime conversion of the
 * `@shikijs/langs` 4.6.0 grammar are listed (checked by `highlighter.test.ts`, which also compares
 * their tokens). Other grammars, embedded grammars and custom registrations are converted at runtime.
 */
import {
  createHighlighterCore,
  type HighlighterCore,
  type LanguageRegistration,
  type ThemeRegistrationAny,
} from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { bundledLanguagesInfo } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';
import { describeEntry, resolveBundledLang, warnOnce, type ResolvedLang, type ResolvedLangs } from './langs';

/** A shiki theme: a bundled theme name (e.g. `'github-light-default'`) or a theme registration object. */
export type ThemeInput = string | ThemeRegistrationAny;

/** Dotted path inside a grammar → the Oniguruma string that pattern must stay. */
type StringPatterns = readonly (readonly [path: string, pattern: string])[];

const TYPESCRIPT_STRINGS: StringPatterns = [
  ["repository.docblock.patterns.3.patterns.1.begin", "\\G(<)caption(>)"],
  ["repository.docblock.patterns.13.end", "(\\3)|(?=$|\\*/)"],
  ["repository.inline-tags.patterns.1.patterns.0.match", "\\G((?=https?://)(?:[^*|}\\s]|\\*/)+)(\\|)?"],
  ["repository.inline-tags.patterns.1.patterns.1.match", "\\G((?:[^*@{|}\\s]|\\*[^/])+)(\\|)?"],
  ["repository.jsdoctype.patterns.0.begin", "\\G(\\{)"],
  ["repository.shebang.match", "\\A(#!).*(?=$)"],
];
const SHELLSCRIPT_STRINGS: StringPatterns = [
  ["repository.command_name_range.begin", "\\G"],
  ["repository.command_name_range.patterns.3.match", "(?<!\\w)(?<=\\G|[\"')}])([^\\t\\n\\r \"\\&');->`{|]+)"],
  ["repository.command_name_range.patterns.4.begin", "(?:\\G|(?<![\\t\\n #\\&;{|]))(\\$?)((\")|('))"],
  ["repository.command_name_range.patterns.4.end", "(?<!\\G)(?<=\\2)"],
  ["repository.continuation_of_double_quoted_command_name.begin", "\\G(?<=\")"],
  ["repository.continuation_of_single_quoted_command_name.begin", "\\G(?<=')"],
  ["repository.function_definition.patterns.0.match", "\\G[\\t\\n ]"],
  ["repository.heredoc.patterns.0.end", "^\\t*\\3(?=[\\&;\\s]|$)"],
  ["repository.heredoc.patterns.1.end", "^\\3(?=[\\&;\\s]|$)"],
  ["repository.heredoc.patterns.2.end", "^\\t*\\2(?=[\\&;\\s]|$)"],
  ["repository.heredoc.patterns.3.end", "^\\2(?=[\\&;\\s]|$)"],
  ["repository.interpolation.patterns.2.patterns.1.end", "(?!\\G)"],
];
const YAML_STRINGS: StringPatterns = [
  ["repository.block-scalar.end", "^(?=\\S)|(?!\\G)"],
  ["repository.block-scalar.patterns.0.end", "^(?!\\1|\\s*$)"],
  ["repository.comment.end", "(?!\\G)"],
  ["repository.directive.patterns.0.match", "\\G(YAML)[\\t ]+(\\d+\\.\\d+)"],
  ["repository.directive.patterns.1.match", "\\G(TAG)(?:[\\t ]+(!(?:[-0-9A-Za-z]*!)?)(?:[\\t ]+(!(?:%\\h{2}|[]!#$\\&-;=?-\\[_a-z~])*|(?![]!,\\[{}])(?:%\\h{2}|[]!#$\\&-;=?-\\[_a-z~])+))?)?"],
  ["repository.directive.patterns.2.match", "\\G(\\w+)(?:[\\t ]+(\\w+)(?:[\\t ]+(\\w+))?)?"],
  ["repository.flow-value.patterns.0.begin", "\\G(?![],}])"],
  ["repository.property.end", "(?!\\G)"],
  ["repository.property.patterns.0.match", "\\G((&))([^],/\\[{}\\s]+)(\\S+)?"],
  ["repository.property.patterns.1.match", "\\G!(?:<(?:%\\h{2}|[]!#$\\&-;=?-\\[_a-z~])+>|(?:[-0-9A-Za-z]*!)?(?:%\\h{2}|[#$\\&-+\\--;=?-Z_a-z~])+|)(?=[\\t ]|$)"],
];

type GrammarModule = { default: LanguageRegistration[] };

/**
 * Bundled grammars imported pre-converted, with the patterns that must stay strings. Only large,
 * commonly used grammars whose precompiled form matches the runtime grammar (see the module comment).
 */
export const PRECOMPILED: Readonly<Record<string, { load: () => Promise<unknown>; strings: StringPatterns }>> = {
  typescript: { load: () => import('@shikijs/langs-precompiled/typescript'), strings: TYPESCRIPT_STRINGS },
  javascript: { load: () => import('@shikijs/langs-precompiled/javascript'), strings: TYPESCRIPT_STRINGS },
  shellscript: { load: () => import('@shikijs/langs-precompiled/shellscript'), strings: SHELLSCRIPT_STRINGS },
  yaml: { load: () => import('@shikijs/langs-precompiled/yaml'), strings: YAML_STRINGS },
};

/** A copy of `value` with `pattern` at `path` (objects on the path are copied, the rest shared). */
function withPattern(value: unknown, path: readonly string[], pattern: string): unknown {
  if (!value || typeof value !== 'object') throw new Error(`grammar path not found: ${path.join('.')}`);
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...value }) as Record<string, unknown>;
  if (!(key! in copy)) throw new Error(`grammar path not found: ${path.join('.')}`);
  copy[key!] = rest.length ? withPattern(copy[key!], rest, pattern) : pattern;
  return copy;
}

/**
 * A precompiled grammar with the listed patterns put back as Oniguruma strings (the tokenizer
 * resolves `\A`, `\G`, `\z` and back-references only in strings; the JavaScript engine converts
 * these few at runtime). Throws when a path does not exist (a grammar changed shape).
 */
export function restoreStringPatterns(grammar: LanguageRegistration, strings: StringPatterns): LanguageRegistration {
  let out: unknown = grammar;
  for (const [path, pattern] of strings) out = withPattern(out, path.split('.'), pattern);
  return out as LanguageRegistration;
}

/** The grammar module of a bundled language: pre-converted where listed, else `@shikijs/langs`'. */
async function importGrammar(id: string, load: () => Promise<GrammarModule>): Promise<GrammarModule> {
  const pre = PRECOMPILED[id];
  if (!pre) return load();
  const mod = (await pre.load()) as GrammarModule;
  return { default: mod.default.map((g) => (g.name === id ? restoreStringPatterns(g, pre.strings) : g)) };
}

let highlighter: Promise<HighlighterCore> | undefined;
let instances = 0;
const langLoads = new Map<string, Promise<boolean>>();
const themeLoads = new Map<string, Promise<string | undefined>>();

/** The page's highlighter, created on the first call. */
export function getHighlighter(): Promise<HighlighterCore> {
  if (!highlighter) {
    instances++;
    highlighter = createHighlighterCore({
      themes: [],
      langs: [],
      // `forgiving`: a grammar regex the JS engine cannot translate fails to match instead of throwing.
      engine: createJavaScriptRegexEngine({ forgiving: true }),
    });
    highlighter.catch(() => {
      // Allow a later call to try again.
      highlighter = undefined;
    });
  }
  return highlighter;
}

/** How many highlighters this module has created (tests and benchmarks expect 1). */
export function highlighterInstanceCount(): number {
  return instances;
}

/** Ids of the grammars loaded so far (bundled ids and registration names). */
export function loadedLanguages(): string[] {
  return [...langLoads.keys()].map((key) => key.slice(2));
}

/** Load a promise once per key; a failed load is forgotten so a later render can retry. */
function once<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>, failed: T): Promise<T> {
  let promise = map.get(key);
  if (!promise) {
    promise = load().catch(() => {
      map.delete(key);
      return failed;
    });
    map.set(key, promise);
  }
  return promise;
}

/** Load a bundled grammar (and the grammars it embeds) by canonical id. Resolves `false` on failure. */
export function loadBundledLanguage(id: string): Promise<boolean> {
  return once(
    langLoads,
    `b:${id}`,
    async () => {
      const info = bundledLanguagesInfo.find((l) => l.id === id);
      if (!info) return false;
      const [core, mod] = await Promise.all([getHighlighter(), importGrammar(id, info.import as () => Promise<GrammarModule>)]);
      await core.loadLanguage(mod.default);
      return true;
    },
    false,
  );
}

/**
 * Load a manual registration. Its `embeddedLangs` are loaded first: from the same `langs` list, or
 * from the bundled grammars. Resolves `false` (with one development warning) when it cannot load.
 */
export function loadCustomLanguage(registration: LanguageRegistration, available?: ResolvedLangs): Promise<boolean> {
  return once(
    langLoads,
    `c:${registration.name}`,
    async () => {
      const core = await getHighlighter();
      for (const name of registration.embeddedLangs ?? []) {
        const own = available?.byId.get(name) ?? available?.lookup.get(name.toLowerCase());
        const ok =
          own && own.id !== registration.name
            ? await loadLanguage(own, available)
            : resolveBundledLang(name)
              ? await loadBundledLanguage(resolveBundledLang(name)!)
              : false;
        if (!ok) {
          warnOnce(
            registration,
            `language ${describeEntry(registration)} embeds ${JSON.stringify(name)}, which is not available; highlighted as plain text.`,
          );
          throw new Error(`missing embedded language ${name}`);
        }
      }
      try {
        await core.loadLanguage(registration);
      } catch (error) {
        warnOnce(registration, `language ${describeEntry(registration)} failed to load (${String(error)}); highlighted as plain text.`);
        throw error;
      }
      return true;
    },
    false,
  );
}

/** Load a resolved language of either kind. */
export function loadLanguage(lang: ResolvedLang, available?: ResolvedLangs): Promise<boolean> {
  return lang.kind === 'bundled' ? loadBundledLanguage(lang.id) : loadCustomLanguage(lang.registration, available);
}

/**
 * Load a theme once and resolve its name, or `undefined` (with one development warning) when it is
 * neither a bundled theme name nor a usable registration.
 */
export function loadTheme(theme: ThemeInput): Promise<string | undefined> {
  const name = typeof theme === 'string' ? theme : theme && typeof theme === 'object' ? theme.name : undefined;
  if (!name) {
    warnOnce(theme, `theme ${describeEntry(theme)} has no name; the default theme is used.`);
    return Promise.resolve(undefined);
  }
  return once(
    themeLoads,
    name,
    async () => {
      if (typeof theme === 'string') {
        const importer = (bundledThemes as Record<string, (() => Promise<{ default: ThemeRegistrationAny }>) | undefined>)[theme];
        if (!importer) {
          warnOnce(theme, `unknown theme ${JSON.stringify(theme)}; the default theme is used.`);
          throw new Error(`unknown theme ${theme}`);
        }
        // Download the theme while the highlighter is created, not after.
        const [core, mod] = await Promise.all([getHighlighter(), importer()]);
        await core.loadTheme(mod.default);
      } else {
        const core = await getHighlighter();
        try {
          await core.loadTheme(theme);
        } catch (error) {
          warnOnce(theme, `theme ${describeEntry(theme)} failed to load (${String(error)}); the default theme is used.`);
          throw error;
        }
      }
      return name;
    },
    undefined,
  );
}
