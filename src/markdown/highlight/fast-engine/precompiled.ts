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
 * ({@link restoreStringPatterns}, applied when the modules are generated), and only grammars whose
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
import type { LanguageRegistration } from 'shiki/core';
import { EmulatedRegExp } from 'oniguruma-to-es';
import type { GrammarModule } from '../engine';
import { PRECOMPILED_ANCHORS } from './generated/anchors';

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



/**
 * Bundled grammars imported pre-converted, with the patterns that must stay strings. Only large,
 * commonly used grammars whose precompiled form matches the runtime grammar (see the module comment).
 */
export const PRECOMPILED: Readonly<Record<string, { load: () => Promise<GrammarModule>; strings: StringPatterns }>> = {
  typescript: { load: () => import('./generated/typescript'), strings: TYPESCRIPT_STRINGS },
  javascript: { load: () => import('./generated/javascript'), strings: TYPESCRIPT_STRINGS },
  shellscript: { load: () => import('./generated/shellscript'), strings: SHELLSCRIPT_STRINGS },
  yaml: { load: () => import('./generated/yaml'), strings: YAML_STRINGS },
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


/** A pre-converted language's anchor variants as `[pattern string, RegExp]` (see the module comment). */
export function anchorVariantRegExps(id: string): [string, RegExp][] {
  return (PRECOMPILED_ANCHORS[id] ?? []).map(([variant, source, flags, options]) => [
    variant,
    options ? new EmulatedRegExp(source, flags, options) : new RegExp(source, flags),
  ]);
}

