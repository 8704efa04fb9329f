/**
 * The pattern strings shiki's tokenizer asks its regex engine to convert for a grammar (framework-free:
 * no Vue import), worked out as vscode-textmate's `RegExpSource` does: `\z` rewritten as
 * `$(?!\n)(?<!\n)`, then up to four variants of a pattern with `\A` or `\G`, each anchor replaced by
 * `\uFFFF` where it cannot match. Used by the highlighter to convert a grammar ahead of its first
 * tokenise (`highlighter.ts`) and by `npm run precompile:anchors` for the pre-converted grammars.
 */
import type { LanguageRegistration } from 'shiki/core';

/** Keys of a grammar rule whose string values the tokenizer turns into RegExps. */
const PATTERN_KEYS = new Set(['match', 'begin', 'end', 'while']);

/** vscode-textmate's test for an `end`/`while` whose back-references it fills in per match. */
const BACK_REFERENCE = /\\\d/;

/**
 * Whether the tokenizer converts `pattern` (the value of `key` in a rule) only per match: an `end`
 * or `while` with back-references becomes a new string each time its `begin` matches.
 */
export const resolvedPerMatch = (key: string, pattern: string): boolean => (key === 'end' || key === 'while') && BACK_REFERENCE.test(pattern);

/** A quick test for `\A`, `\G` or `\z` (it may also match an escaped backslash before one of those letters). */
const MAY_HAVE_ANCHOR = /\\[AGz]/;

/** An escaped character (a backslash and the character after it), scanned left to right as the tokenizer does. */
const ESCAPE = /\\([\s\S])/g;

/**
 * The strings the tokenizer asks the engine to convert for one grammar pattern: `\z` rewritten, and
 * the distinct `\A`/`\G` variants (one string for a pattern without those anchors).
 */
export function anchorVariants(source: string): string[] {
  if (!MAY_HAVE_ANCHOR.test(source)) return [source];
  const text = source.replace(ESCAPE, (escape, char: string) => (char === 'z' ? '$(?!\\n)(?<!\\n)' : escape));
  const variant = (allowA: boolean, allowG: boolean) =>
    text.replace(ESCAPE, (escape, char: string) => ((char === 'A' && !allowA) || (char === 'G' && !allowG) ? '\\\uFFFF' : escape));
  return [...new Set([variant(false, false), variant(false, true), variant(true, false), variant(true, true)])];
}

/**
 * Every string the tokenizer may ask the engine to convert for `grammars` (their `match`, `begin`,
 * `end` and `while` strings at any depth, as {@link anchorVariants}), in grammar order, each once.
 * Patterns that are already RegExps (pre-converted grammars) and those {@link resolvedPerMatch} are
 * left out. Lazy: each string is found when the caller asks for the next one, so a caller that
 * yields between strings also spreads the walk of a large grammar (cpp's module: ~23 ms in Node).
 */
export function* grammarPatterns(grammars: readonly LanguageRegistration[]): Generator<string, void, undefined> {
  const seen = new Set<string>();
  // Depth first, in document order: [value, key] pairs still to visit, the next one last.
  const stack: [unknown, string][] = [[grammars, '']];
  while (stack.length) {
    const [value, key] = stack.pop()!;
    if (typeof value === 'string') {
      if (!PATTERN_KEYS.has(key) || resolvedPerMatch(key, value)) continue;
      for (const variant of anchorVariants(value)) {
        if (seen.has(variant)) continue;
        seen.add(variant);
        yield variant;
      }
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], '']);
    } else if (value && typeof value === 'object' && !(value instanceof RegExp)) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i]![1], entries[i]![0]]);
    }
  }
}
