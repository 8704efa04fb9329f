/**
 * Highlighted code blocks (framework-free: no Vue import).
 *
 * A block is tokenised by the shared shiki highlighter, line by line where it pays: every tokenised
 * run of lines is cached with the grammar state it ends in, keyed by the state it starts from. While
 * someone types at the end of a block, only the last line is tokenised again; the lines above it and
 * the grammar state at its start come from the cache. Token lines become `<span class="line">` HTML,
 * built by {@link lineHtml} and numbered (`data-line`) when the block is joined; the frame around the lines (language label, copy button, theme variables)
 * is built with every value escaped and sanitised once per sanitiser, language and theme pair, and used
 * only when the sanitiser left exactly one splice point inside its `<code>` and one copy button; that
 * button is marked as the copy button (`data-copy`) after sanitising, which markup cannot do.
 *
 * Why token lines need no DOMPurify pass (it cost ~60% of a cold render of a 100 KB document): their
 * HTML is not user markup but this module's own output, with a fixed shape —
 * `<span class="line">` then `<span>` or `<span style="S">` elements holding escaped text T. T escapes
 * `&`, `<` and `>`, so code can never open a tag, comment or entity; S is kept only when it passes the
 * sanitiser's own style allow-list ({@link isShikiStyle}: `--shiki-*` declarations of a colour or keyword,
 * which cannot hold `"`, `<` or `url`) and is dropped otherwise, exactly as the sanitiser's hook drops it.
 * Code containing U+0000 or CR (which the HTML parser would drop or turn into a line break; marked
 * never produces them) still goes through the sanitiser. The result is what the sanitiser would
 * return for the same lines, byte for byte (text serialised as the DOM does: quotes unescaped,
 * U+00A0 as `&nbsp;`), which `code-frame.test.ts` checks against DOMPurify.
 */
import type { GrammarState } from 'shiki/core';
import { lineForm, type Highlighter } from './highlighter';
import { PLAIN_LANGS } from './langs';
import { dualThemeTokens, type StyledToken } from './paired-themes';
import { randomNonce } from '../nonce';
import { COPY_ATTR, isShikiStyle, sanitizeTogether, type Sanitizer } from '../sanitize/sanitizer';
import type { Pause } from '../scheduler';

/** Accessible name of the copy button in every code block. */
export const COPY_LABEL = 'Copy code';

/**
 * English texts of a code block's controls, the defaults of `AddonMarkdownRemark`'s `i18n` prop. The
 * block HTML is built with these (the copy button's text and name, the language label's tooltip); the
 * component swaps in translated texts after each render, writing only those that differ.
 */
export const DEFAULT_MARKDOWN_I18N = {
  /** Visible text of the copy button. */
  copy: 'Copy',
  /** Accessible name of the copy button. */
  copyLabel: COPY_LABEL,
  /** Announced (polite live region) after a successful copy. */
  copied: 'Copied',
  /** Announced when the clipboard refused the text. */
  copyFailed: 'Copy failed',
  /** Tooltip of the language label; `{lang}` is the fence's language name. */
  language: 'Language: {lang}',
} as const;

/**
 * The tooltip of a code block's language label: `template` (the `language` text of
 * {@link DEFAULT_MARKDOWN_I18N} or a translation of it) with `{lang}` replaced by the fence's
 * language name, taken literally (a `$` in it is not a replacement pattern).
 */
export const languageTitle = (template: string, lang: string): string => template.replaceAll('{lang}', () => lang);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escape text for HTML content or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const isPlain = (fence: string) => (PLAIN_LANGS as readonly string[]).includes(fence.toLowerCase());

/** A random marker per page: user text cannot predict it, so it cannot forge a splice point. */
const NONCE = `vak${randomNonce()}`;

/**
 * The copy button's class attribute as {@link frameHtml} writes it and a sanitiser serialises it. Escaped
 * values cannot hold a `"`, so in a sanitised frame it can only be the button's own.
 */
const COPY_CLASS = 'class="vak-code__copy"';

/** A copy button as a sanitised frame carries it ({@link storeFrame}). */
const OWN_COPY = `${COPY_CLASS} ${COPY_ATTR}=""`;

/**
 * The copy button of a frame inside HTML that is sanitised again (a code block in a list item, a block
 * quote or a raw-HTML container is part of its block's HTML): its class names the page's
 * {@link NONCE} in place of {@link COPY_ATTR}, which every sanitiser removes. Markup cannot predict
 * the nonce, so after sanitising only the package's own frames carry it.
 */
const NESTED_COPY = `class="vak-code__copy vak-${NONCE}"`;

/** `html`, a code block's HTML from this module, ready to be part of a block that is sanitised again. */
export function nestableFrame(html: string): string {
  return html.replace(OWN_COPY, NESTED_COPY);
}

/** Sanitised block HTML with the copy buttons of its {@link nestableFrame} code blocks marked again. */
export function restoreCopyButtons(clean: string): string {
  return clean.includes(NESTED_COPY) ? clean.replaceAll(NESTED_COPY, OWN_COPY) : clean;
}

/** The frame of a block, sanitised, split around its lines. */
interface Frame {
  head: string;
  tail: string;
}

/**
 * Sanitised frames by sanitiser, then by {@link frameKey}: a renderer with its own `sanitize` is never
 * served a frame another sanitiser produced. The default sanitiser is one instance per page, so every
 * renderer without its own shares one map.
 */
let framesBySanitizer = new WeakMap<Sanitizer, Map<string, Frame | null>>();

/** The frames `sanitize` produced (created empty on first use). */
function framesOf(sanitize: Sanitizer): Map<string, Frame | null> {
  let frames = framesBySanitizer.get(sanitize);
  if (!frames) framesBySanitizer.set(sanitize, (frames = new Map()));
  return frames;
}

const frameKey = (fence: string, preClass: string, style: string, plain: boolean) => `${fence}\u0000${preClass}\u0000${style}\u0000${plain}`;

/** A frame's HTML before sanitising: every value escaped, the lines' place marked by {@link NONCE}. */
function frameHtml(fence: string, preClass: string, style: string, plain: boolean): string {
  const lang = escapeHtml(fence || 'text');
  const texts = DEFAULT_MARKDOWN_I18N;
  const label = fence && !isPlain(fence) ? `<span class="vak-code__lang" title="${escapeHtml(languageTitle(texts.language, fence))}">${lang}</span>` : '';
  return (
    `<div class="vak-code${plain ? ' vak-code--plain' : ''}" data-lang="${lang}" dir="ltr"${style ? ` style="${escapeHtml(style)}"` : ''}>` +
    `<div class="vak-code__bar">${label}<button type="button" ${COPY_CLASS} aria-label="${escapeHtml(texts.copyLabel)}">${escapeHtml(texts.copy)}</button></div>` +
    `<pre class="${escapeHtml(preClass)}" tabindex="0"><code class="language-${lang}">${NONCE}</code></pre></div>`
  );
}

/**
 * Keep a sanitised frame: exactly one splice point, inside the code element, and at most one copy
 * button, before it (a custom sanitiser may remove the button), which gets {@link COPY_ATTR} here
 * (sanitisers drop it from markup); or no frame at all (`null`).
 */
function storeFrame(frames: Map<string, Frame | null>, key: string, clean: string): Frame | null {
  const at = clean.indexOf(NONCE);
  const button = clean.indexOf(COPY_CLASS);
  const frame =
    at >= 0 &&
    clean.indexOf(NONCE, at + 1) < 0 &&
    clean.slice(at + NONCE.length).startsWith('</code></pre></div>') &&
    button < at &&
    clean.indexOf(COPY_CLASS, button + 1) < 0
      ? {
          head: button < 0 ? clean.slice(0, at) : `${clean.slice(0, button)}${COPY_CLASS} ${COPY_ATTR}=""${clean.slice(button + COPY_CLASS.length, at)}`,
          tail: clean.slice(at + NONCE.length),
        }
      : null;
  if (frames.size > 200) frames.clear();
  frames.set(key, frame);
  return frame;
}

/** The sanitised frame for a fence name, `<pre>` class and theme style (cached, bounded). */
function frameFor(fence: string, preClass: string, style: string, plain: boolean, sanitize: Sanitizer): Frame | null {
  const frames = framesOf(sanitize);
  const key = frameKey(fence, preClass, style, plain);
  const frame = frames.get(key);
  return frame !== undefined ? frame : storeFrame(frames, key, sanitize(frameHtml(fence, preClass, style, plain)));
}

/** The `<pre>` class and theme style of a highlighted block's frame. */
function highlightedFrameParts(core: Highlighter, light: string, dark: string): [preClass: string, style: string] {
  const theme = core.getTheme(light);
  const darkTheme = core.getTheme(dark);
  return [
    'shiki shiki-themes',
    `--shiki-light:${theme.fg};--shiki-dark:${darkTheme.fg};--shiki-light-bg:${theme.bg};--shiki-dark-bg:${darkTheme.bg}`,
  ];
}

/**
 * Sanitise the highlighted-block frames of `fences` that are not cached yet in one sanitiser call
 * ({@link sanitizeTogether}: each frame is balanced markup built from escaped values), so a document
 * with code in several languages pays DOMPurify's fixed cost once, not once per language. When the
 * result does not split back, each frame is sanitised alone when its first block needs it. Throws
 * what shiki throws for a theme that is not loaded.
 */
export function prepareFrames(core: Highlighter, fences: Iterable<string>, light: string, dark: string, sanitize: Sanitizer): void {
  const [preClass, style] = highlightedFrameParts(core, light, dark);
  const frames = framesOf(sanitize);
  const missing = [...new Set(fences)].filter((fence) => !frames.has(frameKey(fence, preClass, style, false)));
  if (missing.length < 2) return;
  const parts = sanitizeTogether(missing.map((fence) => frameHtml(fence, preClass, style, false)), sanitize);
  parts?.forEach((clean, i) => storeFrame(frames, frameKey(missing[i]!, preClass, style, false), clean));
}

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\u00a0': '&nbsp;' };

/** Escape text content the way the DOM serialises a text node (DOMPurify's output): `&`, `<`, `>`, U+00A0. */
function escapeText(text: string): string {
  return text.replace(/[&<>\u00a0]/g, (c) => TEXT_ESCAPES[c]!);
}

/** Characters the HTML parser drops or rewrites in text: such code is sanitised like markup. */
const PARSER_REWRITES = /[\u0000\r]/;

const BLANK = /^\s+$/;

/** Opening tags by token style (a theme has a few dozen styles; bounded all the same). */
const openTags = new Map<string, string>();
const OPEN_TAGS_SIZE = 4096;

/**
 * The opening tag of a token with `style`: `<span style="…">` when the sanitiser's allow-list keeps
 * the style ({@link isShikiStyle}), else `<span>`, as the sanitiser's hook would leave it. A function of
 * `style` alone, so a cached tag is the tag for that style.
 */
function openTag(style: string): string {
  let tag = openTags.get(style);
  if (tag === undefined) {
    tag = style && isShikiStyle(style) ? `<span style="${escapeHtml(style)}">` : '<span>';
    if (openTags.size >= OPEN_TAGS_SIZE) openTags.clear();
    openTags.set(style, tag);
  }
  return tag;
}

/**
 * One token line as HTML, with shiki's whitespace merging (a blank token joins the next one). Safe
 * without a sanitiser pass (see the module comment): fixed tags, escaped text, allow-listed style.
 */
export function lineHtml(tokens: readonly StyledToken[]): string {
  let out = '<span class="line">';
  let carry = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const text = carry + token.content;
    if (i < tokens.length - 1 && BLANK.test(token.content)) {
      carry = text;
      continue;
    }
    carry = '';
    out += `${openTag(token.style)}${escapeText(text)}</span>`;
  }
  return `${out}</span>`;
}

/** A tokenised run of lines: its code lines, their sanitised HTML and the grammar state after the last line. */
interface Run {
  code: readonly string[];
  lines: string[];
  state: GrammarState | undefined;
}

/** Most runs a sanitiser's {@link RunCache} holds. */
const RUN_CACHE_SIZE = 2000;
/** Most runs kept per start (language, themes, start state and first line): the newest. */
const RUNS_PER_START = 4;

/**
 * Tokenised runs by where they start: language, themes, the grammar state before the first line,
 * and that line. A lookup takes the longest run from a start whose lines are the block's next
 * lines, whichever render tokenised it: while an answer streams in, a block grows by a line or by
 * many between two renders (a render the component skipped), and every run of lines that did not
 * change is found again. At most {@link RUN_CACHE_SIZE} runs, the starts least recently used dropped first.
 */
class RunCache {
  private readonly starts = new Map<string, Run[]>();
  private size = 0;

  /** The longest run from `start` whose code is `lines` from index `from` on. */
  find(start: string, lines: readonly string[], from: number): Run | undefined {
    const runs = this.starts.get(start);
    if (!runs) return undefined;
    let found: Run | undefined;
    for (const run of runs) {
      const n = run.code.length;
      if (n > lines.length - from || (found && n <= found.code.length)) continue;
      let k = 1; // the first line is part of `start`
      while (k < n && run.code[k] === lines[from + k]) k++;
      if (k === n) found = run;
    }
    if (found) {
      this.starts.delete(start);
      this.starts.set(start, runs);
    }
    return found;
  }

  add(start: string, run: Run): void {
    const runs = (this.starts.get(start) ?? []).filter((old) => old.code.length !== run.code.length || old.code.some((line, k) => line !== run.code[k]));
    runs.unshift(run);
    this.size -= this.starts.get(start)?.length ?? 0;
    if (runs.length > RUNS_PER_START) runs.length = RUNS_PER_START;
    this.starts.delete(start);
    this.starts.set(start, runs);
    this.size += runs.length;
    for (const [oldest, dropped] of this.starts) {
      if (this.size <= RUN_CACHE_SIZE) break;
      this.starts.delete(oldest);
      this.size -= dropped.length;
    }
  }
}

/**
 * Runs by sanitiser (lines holding characters the parser rewrites went through it, see
 * {@link tokenise}). Like the frames, the default sanitiser's runs are one cache.
 */
let runsBySanitizer = new WeakMap<Sanitizer, RunCache>();

/** The runs tokenised for `sanitize` (created empty on first use). */
function runsOf(sanitize: Sanitizer): RunCache {
  let runs = runsBySanitizer.get(sanitize);
  if (!runs) runsBySanitizer.set(sanitize, (runs = new RunCache()));
  return runs;
}
const stateIds = new WeakMap<object, number>();
let nextStateId = 1;
const stateId = (state: GrammarState | undefined) => {
  if (!state) return 0;
  let id = stateIds.get(state);
  if (!id) stateIds.set(state, (id = nextStateId++));
  return id;
};

/**
 * Texts (with start state) of blocks tokenised in one run, and of those blocks minus their last line:
 * a later block whose lines but the last are one of these is being typed. Bounded by count.
 */
const seenBlocks = new Set<string>();

function rememberBlock(...keys: (string | undefined)[]): void {
  for (const key of keys) {
    if (key === undefined) continue;
    seenBlocks.delete(key);
    seenBlocks.add(key);
    if (seenBlocks.size > RUN_CACHE_SIZE) seenBlocks.delete(seenBlocks.values().next().value!);
  }
}

let tokeniseCalls = 0;
let tokenisedLines = 0;

/** How many times shiki tokenised code so far (cache hits are not counted). */
export function tokeniseCallCount(): number {
  return tokeniseCalls;
}

/** How many lines shiki tokenised so far (cache hits are not counted). */
export function tokenisedLineCount(): number {
  return tokenisedLines;
}

/**
 * Tokenise and sanitise `lines` from `state`; `null` when the sanitiser changed the line structure
 * (the number of lines, or a line's `<span class="line">`).
 */
function tokenise(
  core: Highlighter,
  lines: string[],
  lang: string,
  light: string,
  dark: string,
  state: GrammarState | undefined,
  sanitize: Sanitizer,
): Run | null {
  tokeniseCalls++;
  tokenisedLines += lines.length;
  const result = dualThemeTokens(core, lines.join('\n'), lang, light, dark, state);
  const html = result.tokens.map(lineHtml);
  if (html.length !== lines.length) return null;
  if (!lines.some((line) => PARSER_REWRITES.test(line))) return { code: lines, lines: html, state: result.grammarState };
  const clean = sanitize(html.join('\n')).split('\n');
  // Each line must still be one `<span class="line">` (what `numberLines` numbers), or the block is plain text.
  if (clean.length !== lines.length || clean.some((line) => !line.startsWith(LINE_OPEN))) return null;
  return { code: lines, lines: clean, state: result.grammarState };
}

/**
 * Per language: `'done'` once the page's highlighter has tokenised it, or the first tokenise under
 * way. A grammar's first tokenise also compiles every rule it can reach, those of its embedded
 * grammars included (vscode-textmate's `_compilePatterns`, one synchronous call: 20–45 ms for
 * TypeScript, typst or Vue in Chromium), so the render that meets a language first tokenises one
 * line in a slice of its own ({@link FIRST_TOKENISE_MS}): the compilation is never added to a
 * slice's other work. Renders of blocks in that language wait until that block is done, so a block
 * repeated across messages finds its runs cached. A hint about the shared highlighter's state,
 * never part of any output.
 */
const firstTokenise = new Map<string, Promise<void> | 'done'>();

/** What a language's first tokenise is expected to take (ms): more than a slice's budget, so it starts a new slice. */
const FIRST_TOKENISE_MS = 40;

/**
 * The engine's forms (`lineForm`) each language has tokenised a line of, as `lang\0form`. Where the
 * engine keeps several forms of a grammar's RegExps (the fast engine: ASCII forms for ASCII lines,
 * the Unicode originals for any other), V8 compiles a form's RegExps on its first line: a language's
 * first line outside ASCII costs about what its first line did, so it is tokenised alone too, in a
 * slice of its own ({@link planRuns}). A hint about the shared highlighter's state, never
 * part of any output.
 */
const formsSeen = new Set<string>();

/**
 * A run of lines to tokenise in one shiki call. `newForm`: the engine form (`lang\0form`) its one
 * line is the first of; such a run starts a slice of its own (expected {@link FIRST_TOKENISE_MS}).
 */
interface Part {
  lines: string[];
  newForm?: string;
}

/**
 * The runs that tokenise `lines` from `from`: each run ends where `runEnd` says, except that the first
 * line of each form `lang` has not tokenised yet is a run of its own (the run before it ends there).
 */
function planRuns(lines: readonly string[], from: number, lang: string, runEnd: (start: number) => number): Part[] {
  const parts: Part[] = [];
  const claimed = new Set<string>();
  const newForm = (line: string) => {
    const form = `${lang}\u0000${lineForm(line)}`;
    return formsSeen.has(form) || claimed.has(form) ? undefined : form;
  };
  for (let start = from; start < lines.length; ) {
    const form = newForm(lines[start]!);
    if (form) {
      claimed.add(form);
      parts.push({ lines: [lines[start]!], newForm: form });
      start++;
      continue;
    }
    let end = runEnd(start);
    for (let k = start + 1; k < end; k++) if (newForm(lines[k]!)) end = k;
    parts.push({ lines: lines.slice(start, end) });
    start = end;
  }
  return parts;
}

/** Drop every cached line run and frame, of every sanitiser (benchmarks measure cold renders with it). */
export function clearLineCache(): void {
  runsBySanitizer = new WeakMap();
  seenBlocks.clear();
  framesBySanitizer = new WeakMap();
}

/**
 * Characters of code per shiki call when a block is tokenised for the first time: a longer block is
 * tokenised in runs of whole lines of about this size, with the render's pause between runs, so one
 * long block never holds the page for long (a 39 KB fence took 114–127 ms in one call). Runs
 * continue from the grammar state the previous one ended in, so the tokens are those of one call.
 */
const RUN_CHARS = 4_000;

/** End (exclusive) of the run of lines from `start` a first tokenise makes: lines up to {@link RUN_CHARS} characters, at least one. */
function runEnd(lines: readonly string[], start: number): number {
  let end = start;
  let chars = 0;
  while (end < lines.length && (end === start || chars + lines[end]!.length <= RUN_CHARS)) chars += lines[end++]!.length + 1;
  return end;
}

/**
 * The sanitised HTML of a highlighted block, or `null` when it cannot be highlighted (the caller
 * shows plain text). Awaits `pause` between runs of a long block. Throws what shiki throws for an
 * unknown language or theme, and what `pause` throws (an aborted render).
 */
export async function highlightedBlock(
  core: Highlighter,
  code: string,
  fence: string,
  lang: string,
  light: string,
  dark: string,
  sanitize: Sanitizer,
  pause: Pause = async () => {},
): Promise<string | null> {
  // Another render's first tokenise of this language is under way: its block's runs come first.
  const compiling = firstTokenise.get(lang);
  if (compiling instanceof Promise) await compiling;
  const prefix = `${lang}\u0000${light}\u0000${dark}\u0000`;
  const runs = runsOf(sanitize);
  const lines = code.split('\n');
  const out: string[] = [];
  let state: GrammarState | undefined;
  let i = 0;
  // Reuse cached runs from line i on (see {@link RunCache}).
  while (i < lines.length) {
    const run = runs.find(`${prefix}${stateId(state)}\u0000${lines[i]}`, lines, i);
    if (!run) break;
    out.push(...run.lines);
    state = run.state;
    i += run.code.length;
  }
  if (i < lines.length) {
    // Tokenise what is left. A block seen for the first time is tokenised in runs of about
    // RUN_CHARS (one run for most blocks: each extra shiki call has a fixed cost). A block that looks
    // typed — its lines but the last, or all its lines, were a block before — is split: all but the
    // last line in one run, then the last line alone, so the next keystroke at the end of the block
    // finds the state it starts from.
    const rest = lines.slice(i);
    const base = `${prefix}${stateId(state)}\u0000`;
    const typed = rest.length > 1 && (seenBlocks.has(base + rest.slice(0, -1).join('\n')) || i > 0);
    let compiled: (() => void) | undefined;
    if (!firstTokenise.has(lang)) firstTokenise.set(lang, new Promise<void>((resolve) => (compiled = resolve)));
    const firstUse = compiled !== undefined;
    if (!typed) rememberBlock(base + rest.join('\n'), rest.length > 1 ? base + rest.slice(0, -1).join('\n') : undefined);
    // A language's first tokenise compiles its grammar, and the first line of each of the engine's
    // forms compiles that form: one line alone (see `firstTokenise` and `formsSeen`).
    const last = lines.length - 1;
    const parts = planRuns(lines, i, lang, typed ? (start) => (start < last ? last : last + 1) : (start) => runEnd(lines, start));
    try {
      for (const [n, { lines: part, newForm }] of parts.entries()) {
        if (n > 0 || newForm) await pause(newForm ? FIRST_TOKENISE_MS : 0);
        const start = `${prefix}${stateId(state)}\u0000${part[0]}`;
        const run = tokenise(core, part, lang, light, dark, state, sanitize);
        if (firstUse && n === 0) firstTokenise.set(lang, 'done');
        if (!run) return null;
        if (newForm) formsSeen.add(newForm);
        runs.add(start, run);
        out.push(...run.lines);
        state = run.state;
      }
    } finally {
      // Waiting renders go on; after an aborted or failed first tokenise, the next one claims it.
      if (firstUse && firstTokenise.get(lang) !== 'done') firstTokenise.delete(lang);
      compiled?.();
    }
  }
  const [preClass, style] = highlightedFrameParts(core, light, dark);
  const frame = frameFor(fence, preClass, style, false, sanitize);
  return frame ? frame.head + numberLines(out) + frame.tail : null;
}

/**
 * Join a block's line HTML (each `<span class="line">…`, as {@link lineHtml} builds it), giving each
 * line its 1-based number as `data-line`, which the stylesheet shows in a `::before` (so numbers are
 * never selected or copied). The number is an attribute rather than a CSS counter: Chromium updates
 * counters over the whole document whenever one is added, which made every frame of a long
 * document's sliced first render cost more than the last.
 */
function numberLines(lines: readonly string[]): string {
  return lines.map((line, i) => `<span class="line" data-line="${i + 1}">${line.slice(LINE_OPEN.length)}`).join('\n');
}

const LINE_OPEN = '<span class="line">';

/** A code block without highlighting (no themes could load): escaped text, same frame. */
export function plainBlock(code: string, fence: string, sanitize: Sanitizer): string {
  const lines = numberLines(code.split('\n').map((line) => `${LINE_OPEN}${escapeHtml(line)}</span>`));
  const frame = frameFor(fence, 'vak-code__pre', '', true, sanitize);
  return frame ? frame.head + lines + frame.tail : sanitize(`<pre>${lines}</pre>`);
}
