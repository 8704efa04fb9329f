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

/**
 * The strings the tokenizer asks the engine to convert for one grammar pattern: `\z` rewritten, and
 * the distinct `\A`/`\G` variants (one string for a pattern without those anchors).
 */
export function anchorVariants(source: string): string[] {
  if (!MAY_HAVE_ANCHOR.test(source)) return [source];
  let text = '';
  for (let pos = 0; pos < source.length; pos++) {
    if (source[pos] === '\\' && pos + 1 < source.length) {
      text += source[pos + 1] === 'z' ? '$(?!\\n)(?<!\\n)' : source.slice(pos, pos + 2);
      pos++;
    } else text += source[pos];
  }
  const variant = (allowA: boolean, allowG: boolean) => {
    let out = '';
    for (let pos = 0; pos < text.length; pos++) {
      if (text[pos] === '\\' && pos + 1 < text.length) {
        const next = text[pos + 1];
        out += '\\' + ((next === 'A' && !allowA) || (next === 'G' && !allowG) ? '\uFFFF' : next);
        pos++;
      } else out += text[pos];
    }
    return out;
  };
  return [...new Set([variant(false, false), variant(false, true), variant(true, false), variant(true, true)])];
}

/**
 * Every string the tokenizer may ask the engine to convert for `grammars` (their `match`, `begin`,
 * `end` and `while` strings at any depth, as {@link anchorVariants}), in grammar order, each once.
 * Patterns that are already RegExps (pre-converted grammars) and those {@link resolvedPerMatch} are
 * left out.
 */
export function grammarPatterns(grammars: readonly LanguageRegistration[]): Set<string> {
  const out = new Set<string>();
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (PATTERN_KEYS.has(key) && !resolvedPerMatch(key, value)) for (const variant of anchorVariants(value)) out.add(variant);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, '');
    } else if (value && typeof value === 'object' && !(value instanceof RegExp)) {
      for (const [k, v] of Object.entries(value)) visit(v, k);
    }
  };
  visit(grammars, '');
  return out;
}
