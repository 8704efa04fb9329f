/**
 * Pre-converted grammars (framework-free: no Vue import).
 *
 * The largest cost of a cold first paint is converting a grammar's Oniguruma patterns to JavaScript
 * RegExps (~150 ms for TypeScript in Chromium). For the grammars in {@link PRECOMPILED}, the engine
 * imports modules generated from `@shikijs/langs-precompiled` (`generated/*.ts`, `npm run
 * precompile:grammars`), whose patterns are already converted, instead of `@shikijs/langs`. That
 * package is not exact on its own with shiki's tokenizer: a RegExp object cannot carry the anchors
 * `\A`/`\G`, `\z` or the back-references of an `end`/`while` pattern, which the tokenizer resolves
 * only in string patterns (`set -euo pipefail` would lose its flag colours, heredocs would never
 * end). So those few patterns are put back as their original Oniguruma strings
 * (`string-patterns.ts`, applied when the modules are generated), and only grammars whose
 * precompiled form is, pattern by pattern, exactly the runtime conversion of the `@shikijs/langs`
 * grammar are listed (checked by `precompiled.test.ts`, which also compares their tokens). Other
 * grammars, embedded grammars and custom registrations are converted at runtime.
 *
 * The generated modules differ from `@shikijs/langs-precompiled` in two ways that change when work
 * is done, not what matches: each RegExp is compiled by V8 on its first run instead of when the
 * module loads (`precompiledRegExp`), and carries its ASCII form (`ascii-fast-path.ts`), computed
 * ahead of time instead of on the page.
 *
 * The strings put back are converted ahead of time too: the tokenizer asks the engine for up to four
 * variants of each (`\A`/`\G` disabled where they cannot match). `generated/anchors.ts` holds every
 * variant's conversion; they are put in the engine's cache (keyed by pattern string, as the engine
 * caches its own conversions) when the grammar loads.
 */
import { EmulatedRegExp } from 'oniguruma-to-es';
import type { GrammarModule } from '../engine';
import { PRECOMPILED_ANCHORS } from './generated/anchors';

/**
 * Bundled grammars imported pre-converted: large, commonly used grammars, and racket, whose runtime
 * conversion is one task long enough to freeze the page (a 64,895-character keyword pattern: 266–333
 * ms in Chromium; V8 then compiles the converted RegExp in ~10 ms). Each one's precompiled form
 * matches the runtime grammar (see the module comment); the patterns each keeps as a string are
 * listed in `string-patterns.ts`.
 */
export const PRECOMPILED: Readonly<Record<string, { load: () => Promise<GrammarModule> }>> = {
  typescript: { load: () => import('./generated/typescript') },
  javascript: { load: () => import('./generated/javascript') },
  shellscript: { load: () => import('./generated/shellscript') },
  yaml: { load: () => import('./generated/yaml') },
  racket: { load: () => import('./generated/racket') },
};

/**
 * Grammars, by name, whose patterns of {@link LONG_PATTERN_CHARS} or more characters are converted
 * ahead of time (`generated/long-patterns/<name>.ts`, `npm run precompile:long-patterns`) and handed
 * to the highlighter when a bundled language whose module registers one of them loads (the fast
 * engine's `preconverted`; `generated/long-patterns/index.ts` lists those languages). Converting one
 * such pattern on the page (css's 9,600-character list of property names, sql's 9,925-character
 * keyword list, html's 11,642-character list of tag names) is a single step that cannot be sliced,
 * too long for one task on a slow machine (figures in docs/performance.md). Each is shiki's
 * conversion for ES2024, what the page's own conversion gives in browsers without RegExp pattern
 * modifiers; Chromium's writes a leading `(?i)` as a `(?i:…)` group instead of the `i` flag, with
 * the same matches (`tests/fidelity/long-patterns.browser.test.ts`). Each comes with its ASCII form
 * and prefilter, so the page derives nothing from it either. Listed: the grammars with such patterns that READMEs and
 * chat answers use most (css or html is registered by the modules of vue, html, php, svelte, astro
 * and 35 other bundled languages, sql by 17). Other grammars' long patterns (emacs-lisp's 60,
 * stata's, mdx's, …) are converted on the page, one step each.
 */
export const LONG_PATTERN_GRAMMARS = ['css', 'html', 'sql'] as const;

/** Patterns of at least this many characters of {@link LONG_PATTERN_GRAMMARS} are converted ahead of time. */
export const LONG_PATTERN_CHARS = 8_000;

/** A generated module of `generated/long-patterns/`: `[pattern string, the RegExp shiki's JavaScript engine converts it to]`. */
export type LongPatternModule = { default: readonly (readonly [pattern: string, regex: RegExp])[] };

/** A pre-converted language's anchor variants as `[pattern string, RegExp]` (see the module comment). */
export function anchorVariantRegExps(id: string): [string, RegExp][] {
  return (PRECOMPILED_ANCHORS[id] ?? []).map(([variant, source, flags, options]) => [
    variant,
    options ? new EmulatedRegExp(source, flags, options) : new RegExp(source, flags),
  ]);
}

