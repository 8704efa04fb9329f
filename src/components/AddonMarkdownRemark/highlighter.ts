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
      const [core, mod] = await Promise.all([getHighlighter(), info.import()]);
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
      const core = await getHighlighter();
      if (typeof theme === 'string') {
        const importer = (bundledThemes as Record<string, (() => Promise<{ default: ThemeRegistrationAny }>) | undefined>)[theme];
        if (!importer) {
          warnOnce(theme, `unknown theme ${JSON.stringify(theme)}; the default theme is used.`);
          throw new Error(`unknown theme ${theme}`);
        }
        await core.loadTheme((await importer()).default);
      } else {
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
