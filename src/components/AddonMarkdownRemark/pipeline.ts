/**
 * The markdown pipeline: markdown string + options → sanitised HTML string (framework-free: no Vue
 * import, so it can be unit-tested and benchmarked on its own).
 *
 * marked (GFM) lexes the document; marked-shiki hands every fenced block to {@link highlightBlock},
 * which loads only the grammar that block needs into the shared highlighter, emits dual-theme output
 * (`--shiki-light`/`--shiki-dark` variables, switched by CSS alone) and wraps it in a code-block frame
 * with a language label and a copy button, built as hast so every value is escaped. Highlighted blocks
 * are kept in a bounded LRU cache, so re-rendering after a paragraph edit does not re-highlight
 * unchanged code. The final HTML of every render is sanitised with DOMPurify; the cache never holds
 * anything that skips that step.
 */
import GithubSlugger from 'github-slugger';
import { Marked, type Parser, type Token, type Tokens } from 'marked';
import markedShiki from 'marked-shiki';
import type { ShikiTransformer } from 'shiki/core';
import type { Element, ElementContent } from 'hast';
import { getHighlighter, loadLanguage, loadTheme, type ThemeInput } from './highlighter';
import { DEFAULT_LANGS, PLAIN_LANGS, resolveLangs, type LangInput, type ResolvedLangs } from './langs';
import { defaultSanitizer, type Sanitizer } from './sanitize';

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
}

/** Accessible name of the copy button in every code block. */
export const COPY_LABEL = 'Copy code';

/** Highlighted code blocks kept for re-renders (by code, language, fence name and themes). */
export const BLOCK_CACHE_SIZE = 500;

const blockCache = new Map<string, string>();
let highlightCalls = 0;

/** How many code blocks were tokenised by shiki so far (cache hits are not counted). */
export function highlightCallCount(): number {
  return highlightCalls;
}

/** Empty the code-block cache (benchmarks measure cold renders with it). */
export function clearBlockCache(): void {
  blockCache.clear();
}

function cacheGet(key: string): string | undefined {
  const hit = blockCache.get(key);
  if (hit !== undefined) {
    // Refresh recency.
    blockCache.delete(key);
    blockCache.set(key, hit);
  }
  return hit;
}

function cacheSet(key: string, value: string): void {
  blockCache.set(key, value);
  if (blockCache.size > BLOCK_CACHE_SIZE) blockCache.delete(blockCache.keys().next().value!);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escape text for HTML content or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Decode the few entities marked's text renderer produces (for heading slugs). */
function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
}

const isPlain = (fence: string) => (PLAIN_LANGS as readonly string[]).includes(fence.toLowerCase());

/** The label and copy button above a code block, as hast. */
function toolbar(fence: string): Element {
  const children: ElementContent[] = [];
  if (fence && !isPlain(fence)) {
    children.push({ type: 'element', tagName: 'span', properties: { class: 'vak-code__lang' }, children: [{ type: 'text', value: fence }] });
  }
  children.push({
    type: 'element',
    tagName: 'button',
    properties: { type: 'button', class: 'vak-code__copy', 'data-copy': '', 'aria-label': COPY_LABEL },
    children: [{ type: 'text', value: 'Copy' }],
  });
  return { type: 'element', tagName: 'div', properties: { class: 'vak-code__bar' }, children };
}

/** shiki transformer: frame the `<pre>` with the toolbar and keep the fence's language class. */
function frame(fence: string): ShikiTransformer {
  return {
    name: 'vue-addon-kit:code-frame',
    code(node) {
      this.addClassToHast(node, `language-${fence || 'text'}`);
    },
    root(root) {
      const pre = root.children.find((n): n is Element => n.type === 'element' && n.tagName === 'pre');
      if (!pre) return;
      // The theme variables move to the frame so the toolbar shares the block's colours.
      const style = pre.properties.style;
      delete pre.properties.style;
      root.children = [
        {
          type: 'element',
          tagName: 'div',
          properties: { class: 'vak-code', 'data-lang': fence || 'text', dir: 'ltr', style },
          children: [toolbar(fence), pre],
        },
      ];
    },
  };
}

/** A code block without highlighting (no themes could load): escaped text, same frame. */
function plainBlock(code: string, fence: string): string {
  const lang = escapeHtml(fence || 'text');
  const label = fence && !isPlain(fence) ? `<span class="vak-code__lang">${lang}</span>` : '';
  const lines = code
    .split('\n')
    .map((line) => `<span class="line">${escapeHtml(line)}</span>`)
    .join('\n');
  return (
    `<div class="vak-code vak-code--plain" data-lang="${lang}" dir="ltr"><div class="vak-code__bar">${label}` +
    `<button type="button" class="vak-code__copy" data-copy="" aria-label="${COPY_LABEL}">Copy</button></div>` +
    `<pre class="vak-code__pre" tabindex="0"><code class="language-${lang}">${lines}</code></pre></div>`
  );
}

interface RenderContext {
  langs: ResolvedLangs;
  light: string | undefined;
  dark: string | undefined;
}

/** Highlight one fenced block (or return it from the cache). Never throws. */
async function highlightBlock(code: string, fence: string, ctx: RenderContext): Promise<string> {
  const lang = fence ? ctx.langs.lookup.get(fence.toLowerCase()) : undefined;
  const key = `${ctx.light}\u0000${ctx.dark}\u0000${lang ? `${lang.kind}:${lang.id}` : '-'}\u0000${fence}\u0000${code}`;
  const hit = cacheGet(key);
  if (hit !== undefined) return hit;
  if (!ctx.light || !ctx.dark) return plainBlock(code, fence);

  let langId = 'text';
  let cacheable = true;
  if (lang) {
    if (await loadLanguage(lang, ctx.langs)) langId = lang.id;
    else cacheable = false; // a failed load may succeed on a later render
  }
  let html: string;
  try {
    const core = await getHighlighter();
    highlightCalls++;
    html = core.codeToHtml(code, {
      lang: langId,
      themes: { light: ctx.light, dark: ctx.dark },
      defaultColor: false,
      transformers: [frame(fence)],
    });
  } catch {
    html = plainBlock(code, fence);
    cacheable = false;
  }
  if (cacheable) cacheSet(key, html);
  return html;
}

const sluggers = new WeakMap<Parser, GithubSlugger>();

/** A `Marked` per render context: its highlight function closes over the context. */
function createMarked(ctx: RenderContext): Marked {
  const marked = new Marked({ gfm: true });
  marked.use(
    markedShiki({
      highlight: (code, fence) => highlightBlock(code, fence === 'text' ? '' : fence, ctx),
    }),
    {
      renderer: {
        // Headings get GitHub-style ids; one slugger per parse, so ids are stable across renders.
        heading(this: { parser: Parser }, { tokens, depth }: Tokens.Heading) {
          let slugger = sluggers.get(this.parser);
          if (!slugger) sluggers.set(this.parser, (slugger = new GithubSlugger()));
          const text = unescapeHtml(this.parser.parseInline(tokens, this.parser.textRenderer));
          return `<h${depth} id="${escapeHtml(slugger.slug(text))}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
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
    },
  );
  return marked;
}

const markedByContext = new WeakMap<ResolvedLangs, Map<string, Marked>>();

function markedFor(ctx: RenderContext): Marked {
  let byThemes = markedByContext.get(ctx.langs);
  if (!byThemes) markedByContext.set(ctx.langs, (byThemes = new Map()));
  const key = `${ctx.light}\u0000${ctx.dark}`;
  let marked = byThemes.get(key);
  if (!marked) byThemes.set(key, (marked = createMarked(ctx)));
  return marked;
}

/** Load a theme, falling back to the default of its slot when it cannot load. */
async function themeName(theme: ThemeInput | undefined, fallback: string): Promise<string | undefined> {
  if (theme !== undefined && theme !== fallback) {
    const name = await loadTheme(theme);
    if (name) return name;
  }
  return loadTheme(fallback);
}

/**
 * Render markdown to sanitised HTML. Never rejects on bad languages or themes (those blocks render
 * as escaped plain text); rejects only if sanitising is impossible (no DOM and no `sanitize`).
 */
export async function renderMarkdown(source: string, options: RenderMarkdownOptions = {}): Promise<string> {
  const sanitize = options.sanitize ?? defaultSanitizer();
  const [langs, light, dark] = await Promise.all([
    resolveLangs(options.langs ?? DEFAULT_LANGS),
    themeName(options.themes?.light, DEFAULT_THEMES.light),
    themeName(options.themes?.dark, DEFAULT_THEMES.dark),
  ]);
  const html = await markedFor({ langs, light, dark }).parse(typeof source === 'string' ? source : String(source ?? ''));
  return sanitize(html);
}
