/**
 * The patterns each pre-converted grammar keeps as its Oniguruma string (see `precompiled.ts`): a
 * RegExp object cannot carry the anchors `\A`/`\G`, `\z` or the back-references of an `end`/`while`
 * pattern, which shiki's tokenizer resolves only in string patterns. Used when the grammar modules
 * and their anchor variants are generated (`npm run precompile:grammars`, `npm run
 * precompile:anchors`) and by the tests that check them; the page never imports this module.
 */
import type { LanguageRegistration } from 'shiki/core';

/** Dotted path inside a grammar → the Oniguruma string that pattern must stay. */
export type StringPatterns = readonly (readonly [path: string, pattern: string])[];

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

const RACKET_STRINGS: StringPatterns = [["repository.here-string.patterns.0.end", "^\\1$"]];

/** Per pre-converted language id: the paths of the patterns its generated module keeps as strings. */
export const PRECOMPILED_STRINGS: Readonly<Record<string, StringPatterns>> = {
  typescript: TYPESCRIPT_STRINGS,
  javascript: TYPESCRIPT_STRINGS,
  shellscript: SHELLSCRIPT_STRINGS,
  yaml: YAML_STRINGS,
  racket: RACKET_STRINGS,
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
