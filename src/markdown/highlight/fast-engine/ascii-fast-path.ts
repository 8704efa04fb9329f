/**
 * ASCII fast path for shiki's JavaScript regex engine (framework-free: no Vue import).
 *
 * Why: the largest cost of a cold first highlight is V8 compiling the grammar's RegExps on their first
 * run. Grammars converted from Oniguruma carry the `v` (or `u`) flag and Unicode classes
 * (`\p{Alpha}`, `\p{space}`, negated classes that must match astral code points): V8 compiles those
 * into large range tables and surrogate-pair handling. Most code lines are plain ASCII, and on an
 * ASCII-only line a Unicode class can only ever test ASCII characters. So each RegExp gets a
 * second form without the Unicode flag whose classes list just their ASCII members (computed by V8
 * itself, see {@link asciiPatternSource}); a line made only of ASCII characters is scanned with those,
 * any other line with the originals. Both forms find the same match, at the same index, with the same
 * capture indices, on every ASCII string: the results are identical, not approximate
 * (`ascii-fast-path.test.ts` checks every pattern of the default grammars on the fixtures' lines).
 *
 * Compiling the ASCII forms costs V8 far less than the Unicode forms, and rewriting them on the page
 * would cost more than it saves, so the pre-converted grammars carry their ASCII forms
 * ({@link precompiledRegExp}). docs/performance.md ("Why the renderer is built the way it is") gives
 * the measured figures.
 *
 * On ASCII lines, the longest patterns (1.5 KB and more) also sit behind a prefilter (`prefilter.ts`):
 * a short pattern that must match wherever they do, so a line it rejects never makes V8 compile them.
 */
import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki/core';
import { EmulatedRegExp, type toRegExpDetails } from 'oniguruma-to-es';
import { withPrefilter, type ScannerRegExp } from './prefilter';

/** The ASCII code points 0–127 as strings, tested against each class once. */
const ASCII = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code));

/** Properties of strings (`v` flag) can match several characters at once: not reducible to a set. */
const STRING_PROPERTIES =
  /\\p\{(?:Basic_Emoji|Emoji_Keycap_Sequence|RGI_Emoji(?:_Modifier_Sequence|_Flag_Sequence|_Tag_Sequence|_ZWJ_Sequence)?)\}/;

/**
 * `[…]` or `\d`-style text → the ASCII class that replaces it; one map per flag set (`u`, `ui`, `v`,
 * `vi`, indexed by {@link flagSet}).
 */
const classCaches = [new Map<string, string | null>(), new Map<string, string | null>(), new Map<string, string | null>(), new Map<string, string | null>()];
const flagSet = (unicodeFlag: 'u' | 'v', ignoreCase: boolean) => (unicodeFlag === 'v' ? 2 : 0) + (ignoreCase ? 1 : 0);

/** Every ASCII character once, in code order: the subject a class is evaluated on. */
const ALL_ASCII = ASCII.join('');

/**
 * A code point below 128 as a member of a legacy class: printable characters as themselves, the
 * class's syntax characters (`\ ] [ ^ -`) escaped, control characters as `\xHH`.
 */
const member = (code: number) => {
  const ch = ASCII[code]!;
  if (code < 0x20 || code === 0x7f) return `\\x${code.toString(16).padStart(2, '0')}`;
  return '\\][^-'.includes(ch) ? `\\${ch}` : ch;
};

/** Legacy class escapes and the ASCII characters they match (no `u`/`v` flag: ASCII only for `\w`, `\d`). */
const SHORTHANDS = (['\\w', '\\s', '\\d'] as const).map((escape) => {
  const regex = new RegExp(escape);
  return [escape, ASCII.map((ch) => regex.test(ch))] as const;
});

/** A set of ASCII characters as the body of a legacy class: shorthands it contains whole, then ranges. */
function classBody(members: readonly boolean[]): string {
  const left = [...members];
  let body = '';
  for (const [escape, set] of SHORTHANDS) {
    if (!set.every((inSet, code) => !inSet || left[code])) continue;
    body += escape;
    set.forEach((inSet, code) => inSet && (left[code] = false));
  }
  for (let code = 0; code < 128; code++) {
    if (!left[code]) continue;
    let end = code;
    while (end + 1 < 128 && left[end + 1]) end++;
    body += end === code ? member(code) : end === code + 1 ? member(code) + member(end) : `${member(code)}-${member(end)}`;
    code = end;
  }
  return body;
}

/**
 * The ASCII members of a class as a legacy (no `u`/`v`) class, written short: `[\w$]`, or
 * negated when that is shorter (`[^{}]`: on an ASCII subject the characters outside ASCII it
 * also admits never occur), `[]` when it has none. `null` when the class can match more than one
 * character (`\q{…}`, properties of strings). `classText` is a whole class (`[^\{\}]`) or a single
 * atom (`\p{Alpha}`, `\w`, `é`); it is evaluated by V8 with the pattern's own flags, so the set is
 * exact by construction, and both forms keep it closed under case when `i` applies.
 */
function asciiClass(classText: string, unicodeFlag: 'u' | 'v', ignoreCase: boolean): string | null {
  const cache = classCaches[flagSet(unicodeFlag, ignoreCase)]!;
  const cached = cache.get(classText);
  if (cached !== undefined) return cached;
  let result: string | null = null;
  if (!classText.includes('\\q{') && !STRING_PROPERTIES.test(classText)) {
    const atom = classText.startsWith('[') ? classText : `[${classText}]`;
    // One native pass: what the class does not match is left.
    const left = ALL_ASCII.replace(new RegExp(atom, `g${unicodeFlag}${ignoreCase ? 'i' : ''}`), '');
    const members = ASCII.map((ch) => !left.includes(ch));
    if (left.length === 128) result = '[]';
    else {
      const positive = `[${classBody(members)}]`;
      const negative = `[^${classBody(members.map((inSet) => !inSet))}]`;
      result = negative.length < positive.length ? negative : positive;
    }
  }
  cache.set(classText, result);
  return result;
}

/**
 * Index just past the class that opens at `start`, or -1. Escapes are skipped; with the `v` flag
 * classes nest (`[[a-z]--[aeiou]]`), with `u` a `[` inside a class is a literal.
 */
function classEnd(source: string, start: number, unicodeFlag: 'u' | 'v'): number {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 0x5c /* \ */) i++;
    else if (c === 0x5b /* [ */ && (depth === 0 || unicodeFlag === 'v')) depth++;
    else if (c === 0x5d /* ] */ && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * The next piece of a pattern that is not copied as written. Groups: 1 an escape kept as written
 * (assertion, back-reference, escaped syntax character); 2 an escape standing for one character or a
 * set (`\t`, `\x41`, `\u{1F600}`, `\p{L}`, `\w`, `\cJ`); 3 and 4 the modifiers a group sets and
 * clears (`(?i:`, `(?-i:`); otherwise an unknown escape, `[`, `(`, `)` or a non-ASCII code point.
 */
const SPECIAL =
  /(\\(?:[bB]|[1-9]\d*|k<[^>]+>|[\^$\\.*+?()[\]{}|/]))|(\\(?:[dDwWsStnrfv0]|x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|c[A-Za-z]|[pP]\{[^}]*\}))|\(\?([ims]*)(?:-([ims]*))?:|\\|\[|\(|\)|[^\x00-\x7f]/gu;

/**
 * Rewrite a pattern written for the `u` or `v` flag into legacy syntax (no Unicode flag) that finds
 * the same matches on any string made only of ASCII characters (U+0000–U+007F). Every class, every
 * character escape and every non-ASCII literal becomes the class of the ASCII characters it matches
 * (evaluated by {@link asciiClass} under the case mode in force there, `(?i:…)` groups included);
 * assertions, groups, quantifiers, back-references and ASCII literals are kept. Returns the source
 * unchanged when `flags` has no Unicode flag, and `null` when the pattern has something this cannot
 * reduce (a class that matches strings, an unknown escape); the caller then keeps the original RegExp.
 */
export function asciiPatternSource(source: string, flags: string): string | null {
  const unicodeFlag = flags.includes('v') ? 'v' : flags.includes('u') ? 'u' : null;
  if (!unicodeFlag) return source;
  const caseStack: boolean[] = [];
  let ignoreCase = flags.includes('i');
  let out = '';
  let copied = 0;
  SPECIAL.lastIndex = 0;
  for (let m = SPECIAL.exec(source); m; m = SPECIAL.exec(source)) {
    const [text, kept, character, setsFlags, clearsFlags] = m;
    let atom: string | null = text;
    if (kept) {
      // As written.
    } else if (character) {
      atom = asciiClass(character, unicodeFlag, ignoreCase);
    } else if (setsFlags !== undefined) {
      caseStack.push(ignoreCase);
      if (setsFlags.includes('i')) ignoreCase = true;
      if (clearsFlags?.includes('i')) ignoreCase = false;
    } else if (text === '(') {
      caseStack.push(ignoreCase);
    } else if (text === ')') {
      ignoreCase = caseStack.pop() ?? ignoreCase;
    } else if (text === '[') {
      const end = classEnd(source, m.index, unicodeFlag);
      if (end < 0) return null;
      atom = asciiClass(source.slice(m.index, end), unicodeFlag, ignoreCase);
      SPECIAL.lastIndex = end;
    } else if (text === '\\') {
      atom = null; // an escape this does not know
    } else {
      // A non-ASCII literal (a whole code point): only its ASCII case variants can match here.
      atom = asciiClass(text, unicodeFlag, ignoreCase);
    }
    if (atom === null) return null;
    out += source.slice(copied, m.index) + atom;
    copied = SPECIAL.lastIndex;
  }
  return out + source.slice(copied);
}

const asciiForms = new WeakMap<RegExp, RegExp>();

/** ASCII forms written ahead of time by `npm run precompile:grammars`, per RegExp (`null`: none). */
const precomputedSources = new WeakMap<RegExp, string | null>();

/** The options of an oniguruma-to-es `EmulatedRegExp` (hidden captures, search strategy, …). */
export type EmulatedRegExpOptions = NonNullable<ReturnType<typeof toRegExpDetails>['options']>;

/**
 * A RegExp of a generated grammar module (`generated/*.ts`, written by `npm run precompile:grammars`
 * from `@shikijs/langs-precompiled`): an oniguruma-to-es `EmulatedRegExp` that V8 parses and compiles
 * on its first run instead of when the module loads (loading the TypeScript grammar's ~500 `v`-flag
 * RegExps eagerly took ~25 ms of a cold page), with its ASCII form computed ahead of time.
 * `source`/`flags`/`options`: what shiki's JavaScript engine builds from the Oniguruma pattern
 * (`highlighter.test.ts` compares them); `ascii`: {@link asciiPatternSource} of it, `undefined`
 * when identical to `source`, `null` when there is none.
 */
export function precompiledRegExp(source: string, ascii?: string | null, flags = 'dgv', options?: EmulatedRegExpOptions): RegExp {
  const regex = new EmulatedRegExp(source, flags, { ...options, lazyCompile: true });
  precomputedSources.set(regex, ascii === undefined ? source : ascii);
  return regex;
}

/** Prefilters of ASCII forms written ahead of time, per original RegExp. */
const precomputedPrefilters = new WeakMap<RegExp, string | null>();

/**
 * `regex` (from {@link precompiledRegExp}) with the prefilter of its ASCII form written ahead of time
 * (`prefilterSource` of that form, see `prefilter.ts`; `null`: none). Returns `regex`.
 */
export function withPrecomputedPrefilter(regex: RegExp, prefilter: string | null): RegExp {
  precomputedPrefilters.set(regex, prefilter);
  return regex;
}

/**
 * The ASCII form of a RegExp (see {@link asciiPatternSource}, or the form written ahead of time by
 * {@link precompiledRegExp}): same flags minus `u`/`v`; for an oniguruma-to-es `EmulatedRegExp` with
 * hidden captures or a search strategy, an `EmulatedRegExp` with the same options, else a native
 * RegExp. The RegExp itself when it has no Unicode flag, cannot be rewritten, or the legacy syntax is
 * rejected (e.g. `(?i:…)` on an engine without modifiers). Cached per RegExp.
 */
export function asciiRegExp(regex: RegExp): RegExp {
  let form = asciiForms.get(regex);
  if (form) return form;
  form = regex;
  const source = precomputedSources.has(regex) ? precomputedSources.get(regex)! : asciiPatternSource(regex.source, regex.flags);
  if (source !== null && source !== regex.source) {
    const flags = regex.flags.replace(/[uv]/g, '');
    try {
      // An EmulatedRegExp that only compiles lazily behaves as a native RegExp: its ASCII form is one
      // (compiled on first run like any RegExp, and without the wrapper's cost on every run).
      const emulation: EmulatedRegExpOptions = regex instanceof EmulatedRegExp ? { ...regex.rawOptions } : {};
      delete emulation.lazyCompile;
      form = Object.keys(emulation).length ? new EmulatedRegExp(source, flags, emulation) : new RegExp(source, flags);
    } catch {
      form = regex;
    }
  }
  asciiForms.set(regex, form);
  return form;
}

/**
 * What the ASCII scanner runs for `regex`: its ASCII form ({@link asciiRegExp}), behind a prefilter
 * when the form is long (`withPrefilter` in `prefilter.ts`; the prefilter written ahead of time by
 * {@link withPrecomputedPrefilter} when there is one). The scanner only sets `lastIndex` and calls
 * `exec`, which the prefiltered form provides.
 */
export function asciiScannerRegExp(regex: RegExp): RegExp | ScannerRegExp {
  return withPrefilter(asciiRegExp(regex), precomputedPrefilters.get(regex));
}

/** An engine string that knows whether its content is ASCII only. */
interface ScannedString extends RegexEngineString {
  ascii?: boolean;
}

const NON_ASCII = /[^\x00-\x7f]/;

/** Whether the scanner searches `line` with the ASCII forms (it holds only ASCII characters). */
export const isAsciiLine = (line: string): boolean => !NON_ASCII.test(line);

/**
 * Wrap shiki's JavaScript regex engine so that lines made only of ASCII characters are scanned with
 * the ASCII forms of the grammar's RegExps ({@link asciiRegExp}); other lines use the originals.
 * `resolve` turns a string pattern into the RegExp the inner engine would build for it (shared
 * cache), or `undefined` when that conversion fails — the string is then passed through, and the
 * inner engine handles it as before (skipped when `forgiving`). Each scanner builds each form
 * lazily, on the first line that needs it.
 */
export function createAsciiFastPathEngine(inner: RegexEngine, resolve: (pattern: string) => RegExp | undefined): RegexEngine {
  return {
    createScanner(patterns) {
      let unicode: PatternScanner | undefined;
      let ascii: PatternScanner | undefined;
      return {
        findNextMatchSync(string, startPosition, options) {
          if (typeof string !== 'string' && (string as ScannedString).ascii) {
            ascii ??= inner.createScanner(
              patterns.map((pattern) => {
                const regex = typeof pattern === 'string' ? resolve(pattern) : pattern;
                return regex ? (asciiScannerRegExp(regex) as RegExp) : pattern;
              }),
            );
            return ascii.findNextMatchSync(string, startPosition, options);
          }
          unicode ??= inner.createScanner(patterns);
          return unicode.findNextMatchSync(string, startPosition, options);
        },
      };
    },
    createString(content) {
      const string = inner.createString(content) as ScannedString;
      string.ascii = isAsciiLine(content);
      return string;
    },
  };
}
