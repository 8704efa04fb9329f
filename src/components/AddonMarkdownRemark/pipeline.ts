/**
 * The markdown pipeline: markdown string + options → sanitised HTML string (framework-free: no Vue
 * import, so it can be unit-tested and benchmarked on its own).
 *
 * 1. Guard: a document nesting containers deeper than {@link MAX_NESTING} is shown as escaped text
 *    (marked would overflow its stack or run out of memory on it).
 * 2. marked (GFM) lexes the document once. Before it does, the themes and the grammars of the
 *    document's fences start downloading (found by a quick scan), so they arrive while it lexes.
 * 3. Every top-level block is rendered and sanitised (blocks without raw HTML several at a time, in
 *    one sanitiser call, see `sanitizeBatch`), and the sanitised HTML is cached by
 *    the block's source text (plus what else changes its output: the document's link reference
 *    definitions, the ids of its headings, the languages and themes). A one-character edit renders
 *    and sanitises one block again; everything else comes from the cache. Each cached value went
 *    through the sanitiser; nothing unsanitised is ever cached or returned.
 * 4. Code blocks are highlighted by `codeblock.ts` (line-level cache with shiki grammar states, so
 *    typing at the end of a block tokenises one line), framed with a language label and a copy
 *    button; the frame is sanitised, the token lines are built safe by construction (codeblock.ts
 *    explains why and its test checks them against the sanitiser).
 * 5. Long documents never block the page: between blocks the pipeline yields to the event loop
 *    whenever it has worked for {@link SLICE_MS}, and stops early when its `signal` is aborted.
 */
import GithubSlugger from 'github-slugger';
import { Marked, type Parser, type Token, type Tokens, type TokensList } from 'marked';
import { COPY_LABEL, escapeHtml, highlightedBlock, plainBlock, clearLineCache, randomNonce, tokeniseCallCount } from './codeblock';
import { exceedsNesting, MAX_NESTING } from './guard';
import { getHighlighter, loadLanguage, loadsInFlight, loadTheme, type ThemeInput } from './highlighter';
import { DEFAULT_LANGS, resolveLangs, resolveLangsNow, type LangInput, type ResolvedLangs } from './langs';
import { StringLru } from './lru';
import { defaultSanitizer, type Sanitizer } from './sanitize';

export { COPY_LABEL, escapeHtml, MAX_NESTING };

/** A light and a dark shiki theme; the page's `dark` class or the `mode` prop picks one by CSS. */
export interface MarkdownThemes {
  /** Theme for light mode: a bundled theme name or a theme registration object. */
  light: ThemeInput;
  /** Theme for dark mode: a bundled theme name or a theme registration object. */
  dark: ThemeInput;
}

/** Themes used when none are given: GitHub's, whose token colours pass WCAG AA on their backgrounds. */
export const DEFAULT_THEMES = Object.freeze({
  light: 'github-light-default',
  dark: 'github-dark-default',
}) satisfies MarkdownThemes;

/** Options of {@link renderMarkdown}. */
export interface RenderMarkdownOptions {
  /** Languages available for highlighting. @defaultValue {@link DEFAULT_LANGS} */
  langs?: LangInput;
  /** Code themes. @defaultValue {@link DEFAULT_THEMES} */
  themes?: Partial<MarkdownThemes>;
  /** Sanitiser for the final HTML. @defaultValue the current window's ({@link defaultSanitizer}) */
  sanitize?: Sanitizer;
  /** Aborting it stops the render at its next yield (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
}

/** Longest stretch of work (ms) before the pipeline yields to the event loop. */
export const SLICE_MS = 40;

/** Rendered blocks kept for re-renders: at most this many, and at most {@link BLOCK_CACHE_CHARS} in total. */
export const BLOCK_CACHE_SIZE = 2000;
/** Character budget of the block cache (UTF-16 code units of keys and values, ~2 bytes each). */
export const BLOCK_CACHE_CHARS = 8_000_000;

/** Sanitised HTML of top-level blocks and of code blocks. */
const blockCache = new StringLru(BLOCK_CACHE_SIZE, BLOCK_CACHE_CHARS);

/** How many code blocks were tokenised by shiki so far (cache hits are not counted). */
export function highlightCallCount(): number {
  return tokeniseCallCount();
}

/** Empty the block caches (benchmarks measure cold renders with it). */
export function clearBlockCache(): void {
  blockCache.clear();
  clearLineCache();
}

/** Decode the few entities marked's text renderer produces (for heading slugs). */
function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
}

interface RenderContext {
  id: number;
  langs: ResolvedLangs;
  light: string | undefined;
  dark: string | undefined;
}

/** State of the block being parsed (marked's renderer is synchronous, so one slot is enough). */
const parsing = {
  slugs: new Map<Tokens.Heading, string>(),
  code: new Map<Tokens.Code, string>(),
};

/** Fence name as marked-shiki took it: the info string's first word; `text` means none. */
function fenceOf(token: Tokens.Code): string {
  const first = token.lang === undefined ? 'text' : (token.lang.split(' ')[0] ?? '');
  return first === 'text' ? '' : first;
}

function createMarked(): Marked {
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      // Code blocks were highlighted and sanitised before parsing.
      code(token: Tokens.Code) {
        return `${parsing.code.get(token) ?? ''}\n`;
      },
      // Headings get GitHub-style ids, computed in document order before parsing.
      heading(this: { parser: Parser }, token: Tokens.Heading) {
        const id = parsing.slugs.get(token) ?? '';
        return `<h${token.depth} id="${escapeHtml(id)}">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
      },
      // Task list checkboxes are named by their item's text (marked emits them unlabelled).
      listitem(this: { parser: Parser }, item: Tokens.ListItem) {
        if (!item.task) return false;
        // Tight lists put the checkbox before the text token, loose lists inside the first paragraph.
        const first = item.tokens.find((t) => t.type === 'text' || t.type === 'paragraph');
        const inline = first && 'tokens' in first && Array.isArray(first.tokens) ? (first.tokens as Token[]) : [];
        const text = unescapeHtml(
          this.parser.parseInline(inline.filter((t) => t.type !== 'checkbox'), this.parser.textRenderer),
        ).trim();
        const label = escapeHtml(text || (item.checked ? 'Done' : 'To do'));
        const body = this.parser.parse(item.tokens).replace('<input ', `<input aria-label="${label}" `);
        return `<li class="task-list-item">${body}</li>\n`;
      },
    },
  });
  return marked;
}

let nextContextId = 1;

/** The page's marked instance (its options and renderer are the same for every render) and a parser for heading text (slugs). */
let shared: { marked: Marked; plain: Parser } | undefined;
const markdown = () => {
  if (!shared) {
    const marked = createMarked();
    shared = { marked, plain: new marked.Parser(marked.defaults) };
  }
  return shared;
};

function newContext(langs: ResolvedLangs, light: string | undefined, dark: string | undefined): RenderContext {
  return { id: nextContextId++, langs, light, dark };
}

const contexts = new WeakMap<ResolvedLangs, Map<string, RenderContext>>();

function contextFor(langs: ResolvedLangs, light: string | undefined, dark: string | undefined): RenderContext {
  let byThemes = contexts.get(langs);
  if (!byThemes) contexts.set(langs, (byThemes = new Map()));
  const key = `${light}\u0000${dark}`;
  let ctx = byThemes.get(key);
  if (!ctx) byThemes.set(key, (ctx = newContext(langs, light, dark)));
  return ctx;
}

/** Load a theme, falling back to the default of its slot when it cannot load. */
async function themeName(theme: ThemeInput | undefined, fallback: string): Promise<string | undefined> {
  if (theme !== undefined && theme !== fallback) {
    const name = await loadTheme(theme);
    if (name) return name;
  }
  return loadTheme(fallback);
}

/** Visit `token` and every token below it, in document order. */
function walk(token: Token, visit: (t: Token) => void): void {
  visit(token);
  const t = token as Token & { tokens?: Token[]; items?: Token[]; header?: { tokens: Token[] }[]; rows?: { tokens: Token[] }[][] };
  if (t.type === 'table') {
    for (const cell of t.header ?? []) for (const c of cell.tokens) walk(c, visit);
    for (const row of t.rows ?? []) for (const cell of row) for (const c of cell.tokens) walk(c, visit);
    return;
  }
  for (const child of t.tokens ?? []) walk(child, visit);
  for (const child of t.items ?? []) walk(child, visit);
}

/** Whether a block can hold code or headings below it (only containers can). */
const isContainer = (t: Token) => t.type === 'list' || t.type === 'blockquote';

/** Yield to the event loop (a message, not a clamped timer). */
function yieldToHost(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Fence names of a document, found without lexing, so their grammars load while themes do. */
const FENCE = /^ {0,3}(?:`{3,}|~{3,})[ \t]*([^\s`]+)/gm;

function preloadFenceLanguages(source: string, langs: ResolvedLangs): void {
  if (source.length > 200_000) return;
  const seen = new Set<string>();
  for (const m of source.matchAll(FENCE)) {
    const name = m[1]!.toLowerCase();
    if (seen.has(name)) continue;
    seen.add(name);
    const lang = langs.lookup.get(name);
    if (lang) void loadLanguage(lang, langs);
  }
}

/** A code block's sanitised HTML, from the cache or highlighted now. Never throws. */
async function codeBlock(token: Tokens.Code, ctx: RenderContext, sanitize: Sanitizer): Promise<string> {
  const fence = fenceOf(token);
  const lang = fence ? ctx.langs.lookup.get(fence.toLowerCase()) : undefined;
  const key = `c${ctx.id}\u0000${lang ? `${lang.kind}:${lang.id}` : '-'}\u0000${fence}\u0000${token.text}`;
  const hit = blockCache.get(key);
  if (hit !== undefined) return hit;
  if (!ctx.light || !ctx.dark) return plainBlock(token.text, fence, sanitize);
  let langId = 'text';
  let cacheable = true;
  if (lang) {
    if (await loadLanguage(lang, ctx.langs)) langId = lang.id;
    else cacheable = false; // a failed load may succeed on a later render
  }
  let html: string | null;
  try {
    html = highlightedBlock(await getHighlighter(), token.text, fence, langId, ctx.light, ctx.dark, sanitize);
  } catch {
    html = null;
  }
  if (html === null) {
    html = plainBlock(token.text, fence, sanitize);
    cacheable = false;
  }
  if (cacheable) blockCache.set(key, html);
  return html;
}

/** A rendered, not yet sanitised block: its slot in the output and its cache key. */
interface PendingBlock {
  at: number;
  key: string;
  html: string;
}

/** Most characters of unsanitised HTML sanitised in one call (keeps each call a short task). */
const BATCH_CHARS = 64_000;

/** A random separator per page: user input cannot predict it, so it cannot forge a split point. */
const SPLIT = `<hr data-vak-split="${randomNonce()}">`;

/**
 * Sanitise pending blocks in one sanitiser call and put each block's HTML in its output slot (and the
 * cache). Every DOMPurify call parses into a new document, a fixed cost that dominated cold renders
 * of long documents (one call per paragraph). Only blocks without raw HTML are batched: their HTML is
 * marked's own, balanced output (every element closed, text and attributes escaped), so the HTML
 * parser is back in the same state after each block and parsing them together builds the same
 * trees as parsing them apart. The blocks are joined by a separator element carrying a random
 * nonce; the result is used only when it splits into exactly one part per block (a separator a
 * block swallowed or duplicated would show as a wrong count), else each block is sanitised alone.
 * Either way, every string stored or returned went through the sanitiser.
 */
function sanitizeBatch(batch: readonly PendingBlock[], sanitize: Sanitizer, out: string[]): void {
  if (!batch.length) return;
  let parts: string[] | undefined;
  if (batch.length > 1) {
    const split = sanitize(batch.map((b) => b.html).join(SPLIT)).split(SPLIT);
    if (split.length === batch.length) parts = split;
  }
  batch.forEach((block, i) => {
    const clean = parts ? parts[i]! : sanitize(block.html);
    blockCache.set(block.key, clean);
    out[block.at] = clean;
  });
}

/** The whole document as escaped text, when it cannot be rendered as markdown. */
function asText(source: string, sanitize: Sanitizer): string {
  return sanitize(`<pre class="vak-markdown__text">${escapeHtml(source)}</pre>`);
}

/**
 * Render markdown to sanitised HTML. Never rejects on bad languages or themes (those blocks render
 * as escaped plain text); rejects only if sanitising is impossible (no DOM and no `sanitize`) or the
 * `signal` was aborted.
 */
export async function renderMarkdown(source: string, options: RenderMarkdownOptions = {}): Promise<string> {
  const sanitize = options.sanitize ?? defaultSanitizer();
  const signal = options.signal;
  const text = typeof source === 'string' ? source : String(source ?? '');
  // Downloads first, then work that needs none of them: the grammars of the document's fences (the
  // largest downloads; at once when the languages are a list of names, as by default), the themes
  // (and the highlighter); the guard and the lexer run while they arrive.
  const langInput = options.langs ?? DEFAULT_LANGS;
  const known = resolveLangsNow(langInput);
  if (known) preloadFenceLanguages(text, known);
  const themes = Promise.all([
    themeName(options.themes?.light, DEFAULT_THEMES.light),
    themeName(options.themes?.dark, DEFAULT_THEMES.dark),
  ]);
  const langs = known ?? (await resolveLangs(langInput));
  if (!known) preloadFenceLanguages(text, langs);
  // A dynamic import reaches the network only after the current task: bundlers' preload helpers call
  // import() from a promise callback, and the browser's module loader fetches from a task. Yield once
  // so the downloads run while the lexer holds the thread (nothing to wait for on a warm render).
  if (loadsInFlight() > 0) await yieldToHost();
  signal?.throwIfAborted();
  if (exceedsNesting(text)) return asText(text, sanitize);

  let sliceStart = performance.now();
  const pause = async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await yieldToHost();
    signal?.throwIfAborted();
    sliceStart = performance.now();
  };

  let tokens: TokensList;
  try {
    tokens = markdown().marked.lexer(text);
  } catch {
    return asText(text, sanitize); // e.g. a stack overflow on input the guard did not foresee
  }
  const [light, dark] = await themes;
  signal?.throwIfAborted();
  const ctx = contextFor(langs, light, dark);
  await pause();

  // Output of a block depends on the document's link reference definitions.
  const linkKeys = Object.keys(tokens.links);
  const links = linkKeys.length ? JSON.stringify(tokens.links) : '';
  const slugger = new GithubSlugger();
  const out: string[] = [];

  // Blocks rendered now wait here to be sanitised together (see {@link sanitizeBatch}).
  const batch: PendingBlock[] = [];
  let batchChars = 0;
  const flush = () => {
    sanitizeBatch(batch, sanitize, out);
    batch.length = 0;
    batchChars = 0;
  };

  for (const token of tokens) {
    if (token.type === 'space' || token.type === 'def') continue;
    if (token.type === 'code') {
      out.push(`${await codeBlock(token as Tokens.Code, ctx, sanitize)}\n`);
      await pause();
      continue;
    }
    // Heading ids depend on the headings before them: part of the key.
    const headings: Tokens.Heading[] = [];
    const codes: Tokens.Code[] = [];
    let rawHtml = token.type === 'html';
    if (token.type === 'heading') headings.push(token as Tokens.Heading);
    walk(token, (t) => {
      if (t.type === 'html') rawHtml = true;
      else if (isContainer(token) && t !== token) {
        if (t.type === 'heading') headings.push(t as Tokens.Heading);
        else if (t.type === 'code') codes.push(t as Tokens.Code);
      }
    });
    let ids = '';
    for (const heading of headings) {
      const { plain: parser } = markdown();
      const plain = unescapeHtml(parser.parseInline(heading.tokens, parser.textRenderer));
      const slug = slugger.slug(plain);
      parsing.slugs.set(heading, slug);
      ids += `${slug}\u0001`;
    }
    const key = `b${ctx.id}\u0000${links}\u0000${ids}\u0000${token.raw}`;
    const hit = blockCache.get(key);
    if (hit !== undefined) {
      out.push(hit);
    } else {
      for (const code of codes) parsing.code.set(code, await codeBlock(code, ctx, sanitize));
      let html: string;
      try {
        html = markdown().marked.parser([token]);
      } finally {
        parsing.code.clear();
      }
      if (rawHtml) {
        // Raw HTML can leave elements open or comments unclosed: sanitised on its own, never batched.
        const clean = sanitize(html);
        blockCache.set(key, clean);
        out.push(clean);
      } else {
        batch.push({ at: out.length, key, html });
        batchChars += html.length;
        out.push('');
        if (batchChars >= BATCH_CHARS) flush();
      }
    }
    parsing.slugs.clear();
    await pause();
  }
  flush();
  return out.join('');
}
