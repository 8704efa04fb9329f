/**
 * The seam between the highlighter and its regex engine (framework-free: no Vue import).
 *
 * The highlighter asks a {@link HighlightEngine} for two things: the shiki regex engine to tokenise
 * with, and optionally its own form of a bundled grammar. {@link PLAIN_ENGINE} is shiki's JavaScript
 * engine with `@shikijs/langs`' grammars, as shiki documents it. `fast-engine/` implements the same
 * interface with pre-converted grammars and cheaper RegExps; the tokens are the same (its tests
 * compare them), only the first highlight is faster.
 */
import type { LanguageRegistration, RegexEngine } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

/** A grammar module as `@shikijs/langs/<id>` exports it: the language and the grammars it embeds. */
export type GrammarModule = { default: LanguageRegistration[] };

/** What the highlighter gives an engine factory. */
export interface EngineContext {
  /**
   * The page's conversion cache, Oniguruma pattern string → RegExp (or the Error its conversion
   * threw), shared by every scanner (shiki's `createJavaScriptRegexEngine` `cache` option).
   */
  cache: Map<string, RegExp | Error>;
  /** Oniguruma pattern → RegExp, shiki's default conversion (its `regexConstructor` option); throws on patterns it cannot convert. */
  regexConstructor: (pattern: string) => RegExp;
  /** {@link EngineContext.regexConstructor} through {@link EngineContext.cache}; `undefined` when the pattern cannot be converted. */
  resolve: (pattern: string) => RegExp | undefined;
}

/** How the highlighter tokenises: a regex engine factory and, optionally, its own grammar forms. */
export interface HighlightEngine {
  /** Builds the one regex engine of the page's highlighter (called once per highlighter). */
  createEngine(context: EngineContext): RegexEngine;
  /**
   * The grammar module to load for a bundled language id, or `undefined` to load `@shikijs/langs`'
   * module. May put conversions of the grammar's patterns in `cache`.
   */
  importGrammar?(id: string, cache: Map<string, RegExp | Error>): Promise<GrammarModule> | undefined;
  /**
   * Conversions the engine made ahead of time for patterns of the grammars the bundled language
   * `id`'s module registers, keyed by pattern string: the highlighter asks when it starts loading the
   * language (so they download alongside its grammars), uses them instead of converting those
   * patterns on the page, and prepares them as its own (`prepare`). `undefined` when it has none for
   * this language; the promise never rejects (an empty map when they cannot load: the highlighter
   * then converts those patterns itself).
   */
  preconverted?(id: string): Promise<ReadonlyMap<string, RegExp>> | undefined;
  /**
   * Does ahead of time, for one converted pattern, the work the engine would otherwise do on the
   * RegExp's first search (the highlighter calls it while it converts a new grammar a slice at a
   * time). Must not change what the engine matches.
   */
  prepare?(regex: RegExp): void;
  /**
   * Which of the engine's forms of a grammar's RegExps scans `line` (for example `'ascii'` or
   * `'unicode'`), when it keeps more than one: the first line of each form in a language runs in a
   * slice of its own, as a language's first line does, since V8 compiles that form's RegExps on it.
   * Leave it out when every line uses the same RegExps. Must not change what the engine matches.
   */
  lineForm?(line: string): string;
}

/**
 * shiki's JavaScript regex engine as documented (`forgiving`: a grammar pattern it cannot convert
 * fails to match instead of throwing), with the grammars of `@shikijs/langs`.
 */
export const PLAIN_ENGINE: HighlightEngine = {
  createEngine: ({ cache, regexConstructor }) => createJavaScriptRegexEngine({ forgiving: true, cache, regexConstructor }),
};
