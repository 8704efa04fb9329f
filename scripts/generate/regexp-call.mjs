// How the generators write a converted RegExp into a module (precompile-grammars.mjs,
// preconvert-long-patterns.mjs): `p(source, ascii, flags, options)` (`precompiledRegExp` of
// fast-engine/ascii-fast-path.ts: compiled by V8 on its first run, its ASCII form written here), and
// `f(p(…), prefilter)` (`withPrecomputedPrefilter`) when that ASCII form is long enough for a
// prefilter (fast-engine/prefilter.ts), so the page derives neither.
import { runnerImport } from 'vite';

const { module: fastPath } = await runnerImport('/src/markdown/highlight/fast-engine/ascii-fast-path.ts');
const { module: prefilters } = await runnerImport('/src/markdown/highlight/fast-engine/prefilter.ts');

/** A JSON literal with non-ASCII (a disabled anchor's `\uFFFF`, literal characters) written as escapes, so the file reads as it means. */
export const literal = (value) => JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The call that builds `regex` (a RegExp or oniguruma-to-es `EmulatedRegExp` as shiki's JavaScript
 * engine converts a pattern) in a generated module; `f(` and `p(` are the generated module's imports.
 */
export function regExpCall(regex) {
  const options = regex.rawOptions && Object.keys(regex.rawOptions).length ? { ...regex.rawOptions } : undefined;
  if (options) delete options.lazyCompile; // `precompiledRegExp` compiles every RegExp lazily
  const ascii = fastPath.asciiPatternSource(regex.source, regex.flags);
  const args = [literal(regex.source), ascii === regex.source ? 'undefined' : literal(ascii)];
  if (regex.flags !== 'dgv' || (options && Object.keys(options).length)) args.push(literal(regex.flags));
  if (options && Object.keys(options).length) args.push(literal(options));
  while (args.at(-1) === 'undefined') args.pop();
  // The page wraps a long native ASCII form in a prefilter (prefilter.ts): written here, not derived there.
  const native = !(options && Object.keys(options).length) && ascii !== null && ascii !== regex.source && !regex.flags.includes('y');
  // From the form's `source` as V8 writes it (`/` escaped), as the page would derive it.
  const form = native ? new RegExp(ascii, regex.flags.replace(/[uv]/g, '')).source : '';
  const prefilter = form.length >= prefilters.PREFILTER_MIN_LENGTH ? prefilters.prefilterSource(form) : undefined;
  return prefilter === undefined ? `p(${args.join(',')})` : `f(p(${args.join(',')}),${prefilter === null ? 'null' : literal(prefilter)})`;
}
