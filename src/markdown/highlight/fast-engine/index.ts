/**
 * The fast highlight engine: same tokens as {@link PLAIN_ENGINE}, cheaper first highlight
 * (framework-free: no Vue import). This folder is the only place the speed-ups live:
 *
 * - `precompiled.ts`: the TypeScript, JavaScript, shell and YAML grammars, and racket's (one pattern
 *   too long to convert on the page), imported already converted
 *   to RegExps (`generated/*.ts`, written by `npm run precompile:grammars`), with the few patterns
 *   only a string can express put back, and their anchor variants converted ahead of time
 *   (`generated/anchors.ts`, `npm run precompile:anchors`);
 * - `ascii-fast-path.ts`: lines made only of ASCII characters are scanned with ASCII forms of the
 *   grammar's RegExps (same matches, far cheaper for V8 to compile than `v`-flag Unicode classes);
 * - `prefilter.ts`: a short pattern in front of each very long one, so a line where it cannot match
 *   never makes V8 compile it;
 * - `preconverted` (below): the patterns of 8,000+ characters of grammars READMEs use most (css,
 *   html, sql), converted ahead of time with their ASCII forms (`generated/long-patterns/`, `npm run
 *   precompile:long-patterns`), fetched alongside the grammar module of a language that registers
 *   them and handed to the highlighter;
 * - `prepare` (below): while the highlighter converts a newly loaded grammar a slice at a time, each
 *   pattern's ASCII form is built and compiled then, not in the grammar's first tokenise.
 * - `lineForm` (below): tells the highlighter which form scans a line, so that a language's first
 *   line outside ASCII, on which V8 compiles the Unicode originals, is tokenised in a slice of its own.
 *
 * What each step saves is printed by `npm run bench` (case 1, cold first highlighted paint) and
 * written in docs/performance.md, "Why the renderer is built the way it is".
 */
import { PLAIN_ENGINE, type HighlightEngine } from '../engine';
import { asciiScannerRegExp, createAsciiFastPathEngine, isAsciiLine } from './ascii-fast-path';
import { LONG_PATTERN_LANGUAGES, LONG_PATTERN_MODULES } from './generated/long-patterns';
import { anchorVariantRegExps, PRECOMPILED } from './precompiled';

/** {@link PLAIN_ENGINE} behind the ASCII fast path, with pre-converted grammars where listed. */
export const FAST_ENGINE: HighlightEngine = {
  createEngine: (context) => createAsciiFastPathEngine(PLAIN_ENGINE.createEngine(context), context.resolve),
  importGrammar(id, cache) {
    const pre = PRECOMPILED[id];
    if (!pre) return undefined;
    return pre.load().then((mod) => {
      for (const [variant, regex] of anchorVariantRegExps(id)) if (!cache.has(variant)) cache.set(variant, regex);
      return mod;
    });
  },
  preconverted(id) {
    const names = LONG_PATTERN_LANGUAGES[id];
    if (!names) return undefined;
    // A module that fails to download (offline, a failed chunk) adds nothing: the highlighter converts those patterns itself.
    return Promise.all(names.map((name) => LONG_PATTERN_MODULES[name]!().then((mod) => mod.default, () => []))).then((lists) => new Map(lists.flat()));
  },
  // ASCII lines use the ASCII forms, any other line the Unicode originals, which V8 compiles on the
  // first such line that reaches each rule (`prepare` builds only the ASCII forms).
  lineForm: (line) => (isAsciiLine(line) ? 'ascii' : 'unicode'),
  // What the ASCII scanner would do on its first lines: build the ASCII form (and a long form's
  // prefilter), and run it twice on a one-character line, so V8 compiles it then (a RegExp's first
  // run compiles its bytecode, the next its machine code) rather than inside a tokenise.
  prepare(regex) {
    const form = asciiScannerRegExp(regex);
    if ('filterSource' in form) form.filterSource();
    for (let run = 0; run < 2; run++) {
      form.lastIndex = 0;
      form.exec('a');
    }
  },
};
