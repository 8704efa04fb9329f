// npm run precompile:grammars — writes src/markdown/highlight/fast-engine/generated/<id>.ts.
//
// The grammars the highlighter loads pre-converted (`PRECOMPILED` in fast-engine/precompiled.ts), rewritten from
// `@shikijs/langs-precompiled` for a faster cold first highlight:
// - every RegExp becomes `precompiledRegExp(source, ascii, flags, options)`: the same source, flags and
//   oniguruma-to-es options, but compiled by V8 on its first run rather than when the module loads
//   (the TypeScript grammar's ~500 `v`-flag RegExps cost ~25 ms of a cold page when built eagerly);
// - `ascii` is its ASCII form (ascii-fast-path.ts), computed here instead of on the page;
// - a long ASCII form gets its prefilter (prefilter.ts) written here too: `f(p(…), prefilter)`;
// - the patterns only a string can express (`\A`, `\G`, back-references in `end`) are put back as
//   their Oniguruma strings, as `restoreStringPatterns` did at runtime.
// `precompiled.test.ts` and `ascii-fast-path.test.ts` fail when a file is stale (a shiki,
// oniguruma-to-es or grammar upgrade): run this script again and review the diff.
import { writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const dir = new URL('../../src/markdown/highlight/fast-engine/generated/', import.meta.url);
const { module: patterns } = await runnerImport('/src/markdown/highlight/fast-engine/string-patterns.ts');
const { module: fastPath } = await runnerImport('/src/markdown/highlight/fast-engine/ascii-fast-path.ts');
const { module: prefilter_ } = await runnerImport('/src/markdown/highlight/fast-engine/prefilter.ts');

// Non-ASCII (a disabled anchor's `\uFFFF`, literal characters) written as escapes, so the file reads as it means.
const literal = (value) => JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

let regexps = 0;
/** Calls written for the current grammar file → how often. */
const calls = new Map();
function serialize(value) {
  if (value instanceof RegExp) {
    regexps++;
    const options = value.rawOptions && Object.keys(value.rawOptions).length ? { ...value.rawOptions } : undefined;
    if (options) delete options.lazyCompile; // every RegExp of these modules is compiled lazily
    const ascii = fastPath.asciiPatternSource(value.source, value.flags);
    const args = [literal(value.source), ascii === value.source ? 'undefined' : literal(ascii)];
    if (value.flags !== 'dgv' || (options && Object.keys(options).length)) args.push(literal(value.flags));
    if (options && Object.keys(options).length) args.push(literal(options));
    while (args.at(-1) === 'undefined') args.pop();
    // The page wraps a long native ASCII form in a prefilter (prefilter.ts): written here, not derived there.
    const native = !(options && Object.keys(options).length) && ascii !== null && ascii !== value.source && !value.flags.includes('y');
    // From the form's `source` as V8 writes it (`/` escaped), as the page would derive it.
    const form = native ? new RegExp(ascii, value.flags.replace(/[uv]/g, '')).source : '';
    const prefilter = form.length >= prefilter_.PREFILTER_MIN_LENGTH ? prefilter_.prefilterSource(form) : undefined;
    const call = prefilter === undefined ? `p(${args.join(',')})` : `f(p(${args.join(',')}),${prefilter === null ? 'null' : literal(prefilter)})`;
    // A placeholder: a pattern written more than once becomes one shared RegExp (see below).
    calls.set(call, (calls.get(call) ?? 0) + 1);
    return `\u0000${call}\u0000`;
  }
  if (value === undefined) return 'void 0';
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${IDENTIFIER.test(k) ? k : literal(k)}:${serialize(v)}`)
      .join(',')}}`;
  }
  return literal(value);
}

const counts = [];
for (const [id, strings] of Object.entries(patterns.PRECOMPILED_STRINGS)) {
  const { default: grammars } = await import(`@shikijs/langs-precompiled/${id}`);
  regexps = 0;
  calls.clear();
  const written = grammars
    .map((g) => `Object.freeze(${serialize(g.name === id ? patterns.restoreStringPatterns(g, strings) : g)})`)
    .join(',\n');
  // Patterns the grammar repeats (the TypeScript grammar: 60 patterns, 153 extra copies, 39 KB) are one
  // RegExp each: a smaller module, and V8 compiles each once. The scanner sets `lastIndex` before
  // every run, so rules can share a RegExp (the engine already shares its converted string patterns).
  const shared = new Map([...calls].filter(([, n]) => n > 1).map(([call], i) => [call, `r${i}`]));
  const body = written.replace(/\u0000([^\u0000]*)\u0000/g, (_, call) => shared.get(call) ?? call);
  const constants = [...shared].map(([call, name]) => `const ${name} = ${call};\n`).join('');
  const imports = [...calls.keys()].some((call) => call.startsWith('f(p(')) ? 'precompiledRegExp as p, withPrecomputedPrefilter as f' : 'precompiledRegExp as p';
  writeFileSync(
    new URL(`${id}.ts`, dir),
    `// Generated by \`npm run precompile:grammars\` (scripts/generate/precompile-grammars.mjs) from
// @shikijs/langs-precompiled/${id}. Do not edit.
import type { LanguageRegistration } from 'shiki/core';
import { ${imports} } from '../ascii-fast-path';

${constants}const grammars = [
${body},
] as unknown as LanguageRegistration[];
export default grammars;
`,
  );
  counts.push(`${id}: ${regexps} RegExps`);
}
console.log(counts.join(', '));
