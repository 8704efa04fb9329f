/**
 * The single shiki highlighter of the page (framework-free: no Vue import).
 *
 * Created lazily on first use with shiki's fine-grained core and a JavaScript regex engine (no WASM
 * download; `bench/engine.html` compares it with Oniguruma WASM: within noise of each other, while
 * WASM costs ~160 KB gz more and needs `wasm-unsafe-eval` under a strict CSP). The engine comes from
 * `engine.ts`'s seam: `fast-engine/` (pre-converted grammars, ASCII fast path, prefilters) gives the
 * same tokens as the plain engine with a faster first highlight.
 *
 * Grammars and themes are loaded into it incrementally, each at most once, by per-language dynamic
 * imports: a document that uses one language downloads one grammar (plus the grammars it embeds).
 * Every markdown component on the page shares it.
 */
import { createShikiInternal, type LanguageRegistration, type ShikiPrimitive, type ThemeRegistrationAny } from 'shiki/core';
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { bundledLanguagesInfo } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';
import { loadOnce } from '../load-once';
import { createPause } from '../scheduler';
import { describeEntry, resolveBundledLang, warnEntryOnce, type ResolvedLang, type ResolvedLangs } from './langs';
import type { GrammarModule } from './engine';
import { grammarPatterns } from './grammar-patterns';
// The regex engine and grammar forms. Without the speed-ups, delete `fast-engine/` and import
// `PLAIN_ENGINE as ENGINE` from './engine' here: same tokens, slower first highlight.
import { FAST_ENGINE as ENGINE } from './fast-engine';

/** A shiki theme: a bundled theme name (e.g. `'github-light-default'`) or a theme registration object. */
export type ThemeInput = string | ThemeRegistrationAny;

/**
 * The JavaScript engine's conversion cache: Oniguruma pattern string → RegExp (or the Error its
 * conversion threw). Shared by every scanner of the page's highlighter; pre-filled per language.
 */
const regexCache = new Map<string, RegExp | Error>();

/** Oniguruma pattern → JavaScript RegExp, as shiki's JavaScript engine converts by default. */
const regexConstructor = (pattern: string): RegExp => defaultJavaScriptRegexConstructor(pattern, { target: 'auto' });

/**
 * The RegExp the engine uses for a string pattern, converted once and kept in {@link regexCache} (as
 * the engine's own scanner does); `undefined` when the conversion fails.
 */
function resolvePattern(pattern: string): RegExp | undefined {
  let regex = regexCache.get(pattern);
  if (!regex) {
    try {
      regex = regexConstructor(pattern);
    } catch (error) {
      regex = error instanceof Error ? error : new Error(String(error));
    }
    regexCache.set(pattern, regex);
  }
  return regex instanceof RegExp ? regex : undefined;
}

/** The grammar module of a bundled language: the engine's own form where it has one, else `@shikijs/langs`'. */
function importGrammar(id: string, load: () => Promise<GrammarModule>): Promise<GrammarModule> {
  return ENGINE.importGrammar?.(id, regexCache) ?? load();
}

let instances = 0;
const langLoads = new Map<string, Promise<boolean>>();
const themeLoads = new Map<string, Promise<string | undefined>>();

/**
 * The page's highlighter: shiki's tokenizer primitive (`createShikiInternal`: grammars, themes,
 * tokens), without `createHighlighterCore`'s HTML rendering, which the pipeline does not use (its
 * code frames are built from tokens), so hast and its HTML serialiser are not in the bundle.
 */
export type Highlighter = ShikiPrimitive;

/** Which of the engine's forms of the RegExps scans `line` (its `lineForm`); `''` when it has one form. */
export const lineForm = (line: string): string => ENGINE.lineForm?.(line) ?? '';

/** The page's highlighter, created on the first call; a creation that failed is tried again by the next call. */
export const getHighlighter: () => Promise<Highlighter> = loadOnce(() => {
  instances++;
  return createShikiInternal({
    themes: [],
    langs: [],
    engine: ENGINE.createEngine({ cache: regexCache, regexConstructor, resolve: resolvePattern }),
  });
});

/** How many highlighters this module has created (tests and benchmarks expect 1). */
export function highlighterInstanceCount(): number {
  return instances;
}

/** Ids of the grammars loaded so far (bundled ids and registration names). */
export function loadedLanguages(): string[] {
  return [...langLoads.keys()].map((key) => key.slice(2));
}

/** Grammar and theme loads started and not yet settled. */
let inFlight = 0;

/**
 * How many grammar and theme loads are under way (started, not yet resolved or failed). The pipeline
 * yields to the event loop after starting loads when this is above 0, so their downloads begin
 * before it lexes (see `renderMarkdown`).
 */
export function loadsInFlight(): number {
  return inFlight;
}

/**
 * Expected ms per pattern character of one conversion (and of preparing its result): 3.5–4 µs for
 * the long keyword lists of sql, css and emacs-lisp in Node, up to 9 µs for abap's; an estimate for
 * the slice scheduler's `pause(costMs)`, not a limit.
 */
const CONVERT_MS_PER_CHAR = 0.004;

/**
 * Convert the string patterns of newly loaded grammars into {@link regexCache} (and let the engine
 * build its own forms of them, `HighlightEngine.prepare`), yielding to the page whenever a slice of
 * work is done (`scheduler.ts`). Otherwise the tokenizer converts the patterns a first line reaches
 * inside that line's tokenise: one task as long as the grammar is large (figures in
 * docs/performance.md, "Why the renderer is built the way it is"). Every pattern the grammars list
 * is converted, including some the tokenizer may never ask for; each conversion is the one the
 * engine would make (same function, same cache), so tokens do not change. `converted`: conversions the engine made
 * ahead of time (`HighlightEngine.preconverted`), used instead of converting and prepared the same
 * way. `pause`: the caller's, when it has one.
 */
async function convertAhead(
  grammars: readonly LanguageRegistration[],
  pause = createPause(),
  converted: ReadonlyMap<string, RegExp> = new Map(),
): Promise<void> {
  for (const pattern of grammarPatterns(grammars)) {
    if (regexCache.has(pattern)) {
      // Finding the next pattern walks the grammar: work of its own, sliced too.
      await pause();
      continue;
    }
    // Converting and preparing take time in proportion to the pattern's length (sql's 9,925-character
    // keyword list: 23–43 ms to convert in Chromium): a step that would overrun the slice starts a new one.
    const costMs = pattern.length * CONVERT_MS_PER_CHAR;
    let regex = converted.get(pattern);
    if (regex) regexCache.set(pattern, regex);
    else {
      await pause(costMs);
      regex = resolvePattern(pattern);
    }
    if (!regex || !ENGINE.prepare) continue;
    await pause(costMs);
    ENGINE.prepare(regex);
  }
}

/** Load a promise once per key; a failed load is forgotten so a later render can retry. */
function once<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>, failed: T): Promise<T> {
  let promise = map.get(key);
  if (!promise) {
    inFlight++;
    promise = load()
      .catch(() => {
        map.delete(key);
        return failed;
      })
      .finally(() => {
        inFlight--;
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
      // Conversions the engine made ahead of time for the module's grammars download alongside it.
      const preconverted = ENGINE.preconverted?.(id);
      const [core, mod] = await Promise.all([getHighlighter(), importGrammar(id, info.import as () => Promise<GrammarModule>)]);
      // The module registers the grammars its language embeds too, and shiki keeps the first
      // registration of a name: an embedded language already loading on its own (in its engine
      // form, e.g. pre-converted) registers first.
      const embedded = mod.default.find((grammar) => grammar.name === id)?.embeddedLangs ?? [];
      await Promise.all(embedded.map((name) => langLoads.get(`b:${name}`)));
      // One grammar per step, each grammar after those it embeds (the order the module lists them
      // in). Registering a grammar makes shiki rebuild every loaded grammar that embeds it lazily
      // (markdown, vue, haml, …; ~5–15 ms each in Chromium): registered together, the 8 new
      // grammars of the ruby module after markdown and vue are one 40–55 ms step.
      const pause = createPause();
      const registered: LanguageRegistration[] = [];
      for (const grammar of mod.default) {
        await pause();
        // Also skips a grammar another load registered while this one paused.
        if (core.getLoadedLanguages().includes(grammar.name)) continue;
        await core.loadLanguage(grammar);
        registered.push(grammar);
      }
      await convertAhead(registered, pause, await preconverted);
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
          warnEntryOnce(
            registration,
            `language ${describeEntry(registration)} embeds ${JSON.stringify(name)}, which is not available; highlighted as plain text.`,
          );
          throw new Error(`missing embedded language ${name}`);
        }
      }
      try {
        await core.loadLanguage(registration);
      } catch (error) {
        warnEntryOnce(registration, `language ${describeEntry(registration)} failed to load (${String(error)}); highlighted as plain text.`);
        throw error;
      }
      await convertAhead([registration]);
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
    warnEntryOnce(theme, `theme ${describeEntry(theme)} has no name; the default theme is used.`);
    return Promise.resolve(undefined);
  }
  return once(
    themeLoads,
    name,
    async () => {
      if (typeof theme === 'string') {
        const importer = (bundledThemes as Record<string, (() => Promise<{ default: ThemeRegistrationAny }>) | undefined>)[theme];
        if (!importer) {
          warnEntryOnce(theme, `unknown theme ${JSON.stringify(theme)}; the default theme is used.`);
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
          warnEntryOnce(theme, `theme ${describeEntry(theme)} failed to load (${String(error)}); the default theme is used.`);
          throw error;
        }
      }
      return name;
    },
    undefined,
  );
}
