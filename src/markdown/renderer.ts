/**
 * The markdown pipeline: markdown string + options → sanitised HTML string (framework-free: no Vue
 * import, so it can be unit-tested, benchmarked and run on a server on its own).
 *
 * {@link createMarkdownRenderer} returns a renderer that owns its caches; {@link renderMarkdown} uses
 * one shared renderer per option set (the component does the same). Everything a render needs while
 * it runs (heading ids, highlighted code, the group of blocks being sanitised) lives in that render's
 * own variables, so renders running at the same time, or aborted halfway, never see each other's
 * state; tokens they share (the tail lexer's) carry a render's values only while it parses a block
 * (`Annotations`).
 *
 * Contract (checked by the differential tests in `tests/hardening/`): for every document, the output
 * equals `sanitize(marked.parse(document))` with the same marked options and extensions
 * (`configureMarked` in `github-markdown.ts`), up to what the pipeline adds on purpose: heading ids
 * and highlighted code frames.
 *
 * 1. Guard: a document nesting containers deeper than {@link MAX_NESTING} is shown as escaped text
 *    (marked would overflow its stack or run out of memory on it).
 * 2. marked (GFM; footnotes and alerts, loaded for documents that may use them) lexes the document
 *    once; a document that grew or changed at its end since an earlier render (a streamed answer) is
 *    lexed from its last changed block on, the blocks before it are the earlier lex's tokens
 *    (`tail-lexer.ts`). Before it does, the themes and the
 *    grammars of the document's fences start downloading (found by a quick scan), so they arrive
 *    while it lexes.
 * 3. Every top-level block is rendered and sanitised (blocks without raw HTML several at a time, in
 *    one sanitiser call, see `sanitizeBatch`), and the sanitised HTML is cached by the block's source
 *    text plus what else changes its output (the document's link reference definitions, the ids of
 *    its headings, its footnote numbers, the languages and themes). A block whose raw HTML leaves an
 *    element open (`<details>`, `<div align="center">`, a table cell around markdown) is rendered
 *    and sanitised together with the blocks up to the one that closes it, as one unit, cached as one
 *    (`html-balance.ts` decides where a unit ends), so the HTML parser builds the same tree as for
 *    the whole document. A one-character edit renders and sanitises one block or unit again;
 *    everything else comes from the cache. Each cached value went through the renderer's sanitiser;
 *    nothing unsanitised is ever cached or returned.
 * 4. Code blocks are highlighted by `highlight/code-frame.ts` (line-level cache with shiki grammar states, so
 *    typing at the end of a block tokenises one line), framed with a language label and a copy
 *    button; the frame is sanitised, the token lines are built safe by construction (code-frame.ts
 *    explains why and its test checks them against the sanitiser). A code block inside a list item
 *    or a block quote is not sanitised again with its block: the block is sanitised with a slot in
 *    its place, and its sanitised HTML is put back after (`fillSlots` in `sanitize/sanitizer.ts`).
 * 5. Long documents never block the page: a long document is lexed in pieces (`lex-slices.ts`), and
 *    between pieces and blocks the pipeline yields to the main thread whenever it has worked for
 *    {@link SLICE_MS} (`scheduler.ts`); it stops early when its `signal` is aborted.
 */
import GithubSlugger from 'github-slugger';
import { Marked, Renderer, TextRenderer, Tokenizer, type Parser, type Token, type Tokens, type TokensList } from 'marked';
import { COPY_LABEL, escapeHtml, highlightedBlock, nestableFrame, plainBlock, prepareFrames, restoreCopyButtons } from './highlight/code-frame';
import { deepLinesAreCode, exceedsNesting, MAX_NESTING } from './guard';
import { getHighlighter, loadLanguage, loadsInFlight, loadTheme, type ThemeInput } from './highlight/highlighter';
import { exceedsHtmlNesting, HtmlBalance } from './html-balance';
import { DEFAULT_LANGS, resolveLangs, resolveLangsNow, type LangInput, type ResolvedLangs } from './highlight/langs';
import { loadOnce } from './load-once';
import { StringLru } from './lru';
import { warnOnce } from '../dev';
import { LEX_PIECE_CHARS, lexInSlices, normaliseSource } from './lex-slices';
import { defaultSanitizer, fillSlots, sanitizeTogether, slot, type Sanitizer } from './sanitize/sanitizer';
import { createTailLexer, type TailLexer } from './tail-lexer';
import { createPause, SLICE_BUDGET_MS, yieldToMain, type Pause } from './scheduler';

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

/** Options of {@link createMarkdownRenderer}: the component's props that change the HTML. */
export interface MarkdownRendererOptions {
  /**
   * Languages available for highlighting: names or aliases of shiki's bundled grammars, grammar
   * objects, promises or loaders of them. An unknown name is ignored with one development warning;
   * its fences render as escaped plain text. @defaultValue {@link DEFAULT_LANGS}
   */
  langs?: LangInput;
  /**
   * Code themes (shiki theme names or registration objects). A theme that cannot load falls back to
   * the default of its slot. @defaultValue {@link DEFAULT_THEMES}
   */
  themes?: Partial<MarkdownThemes>;
  /**
   * Sanitiser for the final HTML. @defaultValue the current window's ({@link defaultSanitizer});
   * where there is no DOM (a server), pass `serverSanitizer()` from `vue-addon-kit/server` (or one built
   * with `createSanitizer(window)` over a window of your own), or renders reject.
   * One of your own should remove `data-copy` (exported as `COPY_ATTR`) from markup as the default does: the
   * code frames get it after sanitising, and it is what makes a button a copy button.
   */
  sanitize?: Sanitizer;
}

/** Options of one {@link MarkdownRenderer.render} call. */
export interface RenderCallOptions {
  /** Aborting it stops the render at its next yield (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
}

/** Options of {@link renderMarkdown}: the renderer's options plus the call's. */
export interface RenderMarkdownOptions extends MarkdownRendererOptions, RenderCallOptions {}

/** Renders markdown to sanitised HTML with fixed options; it owns its block cache. */
export interface MarkdownRenderer {
  /**
   * Render `source` (GFM markdown) to sanitised HTML. Never rejects on bad languages or themes (those
   * blocks render as escaped plain text) nor when GitHub's footnotes and alerts cannot be loaded (the
   * document renders without them); rejects only when sanitising is impossible (no DOM and no
   * `sanitize` option) or the `signal` was aborted. Any number of renders may run at once.
   */
  render(source: string, options?: RenderCallOptions): Promise<string>;
  /**
   * {@link render}'s output split by top-level block (or raw-HTML unit): each string is balanced,
   * sanitised HTML, and their concatenation is `render`'s string. A block whose output did not
   * change since an earlier render is the same string, so `applyBlocks` (apply.ts) touches only the
   * DOM of the blocks that changed.
   */
  renderBlocks(source: string, options?: RenderCallOptions): Promise<string[]>;
  /** The options the renderer was created with. */
  readonly options: Readonly<MarkdownRendererOptions>;
}

/** Longest stretch of work (ms) before the pipeline yields to the main thread (`scheduler.ts`). */
export const SLICE_MS = SLICE_BUDGET_MS;

/**
 * Rendered blocks a renderer keeps for re-renders: at most this many, and at most
 * {@link BLOCK_CACHE_CHARS} in total. A render looks its blocks up in document order, and a
 * least-recently-used cache smaller than the document evicts each block just before it is needed:
 * every block of every re-render (each chunk of a streamed answer) would miss. 20,000 blocks hold a
 * 1 MB document of 50-character paragraphs; the character budget bounds the memory.
 */
export const BLOCK_CACHE_SIZE = 20_000;
/** Character budget of a renderer's block cache (UTF-16 code units of keys and values, ~2 bytes each). */
export const BLOCK_CACHE_CHARS = 8_000_000;
/**
 * Prefix of the block keys of a render whose GitHub extensions (alerts, footnotes) failed to load: its
 * blocks' HTML differs from the same blocks rendered with them, so neither is served for the other.
 */
const WITHOUT_GITHUB_KEY = '\u0004';

/** Decode the few entities marked's text renderer produces (for heading slugs). */
function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
}

/**
 * `html`, HTML text as {@link ReaderTextRenderer} renders it (`<` and `>` escaped, character references
 * as written), as the value of a double-quoted attribute: `"` escaped, and an `&` that does not start a
 * reference too. The HTML parser (every sanitiser parses) reads the references in the value as it reads
 * them in the text (`&eacute;` → é, `&nbsp;` → a no-break space, `&foo;` stays), so a task-list
 * checkbox's name reads as its item's text, without decoding references here.
 */
function attributeText(html: string): string {
  return html.replace(/"/g, '&quot;').replace(/&(?![A-Za-z][A-Za-z0-9]*;|#[0-9]+;|#[xX][0-9A-Fa-f]+;)/g, '&amp;');
}

/** A character reference other than the five {@link unescapeHtml} decodes (`&copy;`, `&nbsp;`, `&#x2014;`). */
const OTHER_ENTITY = /&(?!(?:amp|lt|gt|quot|#39);)(?:[A-Za-z][A-Za-z0-9]*|#[0-9]+|#[xX][0-9A-Fa-f]+);/;

/**
 * The `entities` package's HTML decoder (every named and numeric reference, as a browser reads
 * them), downloaded the first time a heading holds a reference {@link unescapeHtml} does not know.
 */
const loadEntityDecoder = loadOnce(() => import('entities').then((m) => m.decodeHTML));

/**
 * `html` without its tags (`<…>`): a `<` with no `>` after it, and the text after it, stay. Linear,
 * where `/<[^>]*>/g` searched to the end from every such `<`.
 */
function withoutTags(html: string): string {
  let out = '';
  let at = 0;
  for (let lt = html.indexOf('<'); lt >= 0; lt = html.indexOf('<', at)) {
    const gt = html.indexOf('>', lt);
    if (gt < 0) break;
    out += html.slice(at, lt);
    at = gt + 1;
  }
  return at === 0 ? html : out + html.slice(at);
}

/**
 * A heading's text as GitHub makes its anchor from it: `html`, the heading's inline tokens rendered by
 * the {@link HeadingTextRenderer} (text as HTML text, `<` escaped) or a raw-HTML heading's content
 * ({@link rawHeadingSpans}), with the markup of extension tokens and raw HTML removed (a footnote
 * reference gives its number, `<sup><a …>1</a></sup>` → `1`) and every character reference decoded
 * (`&copy;` → `©`, `&nbsp;` → a no-break space). When the decoder cannot be downloaded, the five basic
 * references are decoded and the rest stay. A promise only when the decoder is needed.
 */
function headingSlugText(html: string): string | Promise<string> {
  const text = withoutTags(html);
  // Most headings: no promise, no microtask.
  if (!OTHER_ENTITY.test(text)) return unescapeHtml(text);
  return loadEntityDecoder().then(
    (decode) => decode(text),
    () => unescapeHtml(text),
  );
}

/** Languages and theme names a render resolved; the prefix of its cache keys. */
interface RenderContext {
  id: number;
  langs: ResolvedLangs;
  light: string | undefined;
  dark: string | undefined;
}

/**
 * What the pipeline writes on tokens for marked's renderer to read: the id of a heading, the
 * sanitised HTML of a code block. Renders of one renderer running at the same time may hold the same
 * token objects (the tail lexer hands a remembered document's tokens to every render of it), so a
 * render computes these values into its own variables and writes them on a block's tokens only in
 * the synchronous step that parses the block ({@link parseAnnotated}): no other render runs between
 * the write and the read.
 */
interface Annotations {
  vakId?: string;
  /** On an `html` token: the ids of the raw headings ({@link rawHeadingSpans}) in its text, in order. */
  vakIds?: string[];
  vakHtml?: string;
}

/**
 * A heading element written as raw HTML and closed in the same `html` token
 * (`<h2 align="center">Usage</h2>`): its level, where its start tag's attributes and its content lie.
 * GitHub gives raw-HTML headings anchors as it does markdown ones (its anchor filter reads the
 * rendered HTML), from their text as it stands (not trimmed) and counted with them.
 */
interface RawHeading {
  level: string;
  /** Offsets in the token's text: the start tag's attributes (`attrs` … the tag's `>`), and the content. */
  attrs: number;
  content: [start: number, end: number];
}

/** A comment, or a heading's start tag up to its attributes: where {@link rawHeadingSpans} stops to look. */
const RAW_HEADING_START = /<!--|<h([1-6])(?=[\s/>])/gi;

/**
 * The {@link RawHeading}s of raw HTML, in order; a heading inside a comment is skipped, and one whose
 * element the token leaves open (markdown content in the blocks after it) is not found. Linear in the
 * text's length: once no `>`, `-->` or end tag of a level follows a position, none is looked for again
 * (a regular expression with a lazy content group searched to the end from every start tag, quadratic
 * in a block of thousands of unclosed `<h1>`s).
 */
function rawHeadingSpans(html: string): RawHeading[] {
  if (!/<h[1-6]/i.test(html)) return [];
  const out: RawHeading[] = [];
  const unclosed = new Set<string>();
  const start = new RegExp(RAW_HEADING_START);
  for (let match = start.exec(html); match; match = start.exec(html)) {
    const level = match[1];
    if (level === undefined) {
      const end = html.indexOf('-->', start.lastIndex);
      if (end < 0) break;
      start.lastIndex = end + 3;
      continue;
    }
    if (unclosed.has(level)) continue;
    const attrs = start.lastIndex;
    const gt = html.indexOf('>', attrs);
    if (gt < 0) break;
    const endTag = new RegExp(`</h${level}\\s*>`, 'gi');
    endTag.lastIndex = gt + 1;
    const close = endTag.exec(html);
    if (!close) {
      unclosed.add(level);
      continue;
    }
    out.push({ level, attrs, content: [gt + 1, close.index] });
    start.lastIndex = endTag.lastIndex;
  }
  return out;
}

/** The content (HTML) of each raw heading ({@link rawHeadingSpans}) in raw HTML, in order. */
function rawHeadings(html: string): string[] {
  return rawHeadingSpans(html).map(({ content }) => html.slice(content[0], content[1]));
}

/** Fence name as marked-shiki took it: the info string's first word; `text` means none. */
function fenceOf(token: Tokens.Code): string {
  // The info string's first word, as marked's renderer takes it (any blank ends it, a tab too).
  const first = token.lang === undefined ? 'text' : (/^\S*/.exec(token.lang)?.[0] ?? '');
  return first === 'text' ? '' : first;
}

/**
 * The direction of a prose block (paragraph, heading, list, table): `auto`, from the
 * block's first strong character, as GitHub renders READMEs. Code blocks are always `ltr` (code-frame.ts).
 */
const AUTO_DIR = 'dir="auto"';

/** `html`, one element marked rendered, with {@link AUTO_DIR} on its opening tag. */
function withAutoDir(html: string): string {
  return html.replace(/^<(\w+)/, `<$1 ${AUTO_DIR}`);
}

/** Options of every marked instance of the pipeline (GFM: tables, task lists, strikethrough, autolinks). */
export const MARKED_OPTIONS = Object.freeze({ gfm: true });

/**
 * An email autolink as marked's GFM `url` rule matches it (`name@domain.tld`, no `mailto:`) whose
 * domain does not end in an ASCII letter (`lodash@4.17.21`): GitHub (cmark-gfm's autolink extension)
 * leaves those as text.
 */
const NOT_AN_EMAIL = /^[^@:/]+@[^@:/]*[^A-Za-z]$/;

/**
 * Configure a marked instance's renderer as the pipeline does: heading ids and highlighted code taken
 * from the token annotations (plain marked output where a token has none), task-list checkboxes named
 * by their item's text; and its email autolinks as GitHub's ({@link NOT_AN_EMAIL}). GitHub's footnotes
 * and alerts come on top in `github-markdown.ts` (`configureMarked`), loaded only for documents that
 * may use them ({@link mayUseGithubSyntax}).
 */
export function configureRenderer(marked: Marked): Marked {
  marked.use({
    tokenizer: {
      url(this: Tokenizer, src: string) {
        const link = Tokenizer.prototype.url.call(this, src);
        if (!link || !link.href.startsWith('mailto:') || !NOT_AN_EMAIL.test(link.raw)) return link ?? false;
        // The name and its `@` as text; the rest is lexed on (it holds no `@` an email could use).
        const text = link.raw.slice(0, link.raw.indexOf('@') + 1);
        return { type: 'text', raw: text, text, escaped: false } as Tokens.Text as unknown as Tokens.Link;
      },
    },
    renderer: {
      // Code blocks were highlighted and sanitised before parsing.
      code(token: Tokens.Code) {
        const html = (token as Tokens.Code & Annotations).vakHtml;
        return html === undefined ? false : `${html}\n`;
      },
      // Headings get GitHub-style ids, computed in document order before parsing.
      heading(this: { parser: Parser }, token: Tokens.Heading) {
        const id = (token as Tokens.Heading & Annotations).vakId;
        // An empty heading (`#` alone) gets no anchor, as on GitHub.
        const attr = id ? ` id="${escapeHtml(id)}"` : '';
        return `<h${token.depth}${attr} ${AUTO_DIR}>${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
      },
      // Raw-HTML headings get their ids (computed with the markdown ones) unless they have their own.
      html(token: Tokens.HTML | Tokens.Tag) {
        const ids = (token as Tokens.HTML & Annotations).vakIds;
        if (!ids?.length) return false;
        const text = token.text;
        let out = '';
        let at = 0;
        rawHeadingSpans(text).forEach(({ attrs, content }, i) => {
          const id = ids[i];
          if (!id || /(?:^|[\s/])id\s*=/i.test(text.slice(attrs, content[0] - 1))) return;
          out += `${text.slice(at, attrs)} id="${escapeHtml(id)}"`;
          at = attrs;
        });
        return out + text.slice(at);
      },
      // A table scrolls sideways in its own box when it is wider than its column (the component's
      // stylesheet): a scrollable region is a tab stop, so a keyboard can reach the columns out of view.
      table(this: Renderer, token: Tokens.Table) {
        return Renderer.prototype.table.call(this, token).replace(/^<table>/, `<table ${AUTO_DIR} tabindex="0">`);
      },
      // Prose blocks take their direction from their own first strong character (GitHub's `dir="auto"`),
      // so a Persian answer in a left-to-right page, or English in a right-to-left one, reads right. A
      // block quote keeps the page's direction, as on GitHub: `auto` skips descendants with their own
      // `dir`, so on a quote of paragraphs it would always resolve to `ltr`.
      paragraph(this: Renderer, token: Tokens.Paragraph) {
        return withAutoDir(Renderer.prototype.paragraph.call(this, token));
      },
      list(this: Renderer, token: Tokens.List) {
        return withAutoDir(Renderer.prototype.list.call(this, token));
      },
      // Task list checkboxes are named by their item's text (marked emits them unlabelled).
      listitem(this: { parser: Parser }, item: Tokens.ListItem) {
        if (!item.task) return false;
        // Tight lists put the checkbox before the text token, loose lists inside the first paragraph.
        const first = item.tokens.find((t) => t.type === 'text' || t.type === 'paragraph');
        const inline = first && 'tokens' in first && Array.isArray(first.tokens) ? (first.tokens as Token[]) : [];
        const readerText = new ReaderTextRenderer();
        readerText.parser = this.parser;
        const text = withoutTags(this.parser.parseInline(inline.filter((t) => t.type !== 'checkbox'), readerText)).trim();
        const label = text ? attributeText(text) : item.checked ? 'Done' : 'To do';
        const body = this.parser.parse(item.tokens).replace('<input ', `<input aria-label="${label}" `);
        return `<li class="task-list-item">${body}</li>\n`;
      },
    },
  });
  return marked;
}

/**
 * `marked.parser([token])` with the annotations of this render: `ids[i]` on `headings[i]` (an `html`
 * token once per raw-HTML heading in it, its ids in order), `codeHtml[i]` on `codes[i]` (the headings
 * and code blocks below and including `token`). Synchronous, so the values marked reads are the ones
 * written here, whatever another render wrote on the same tokens before.
 */
function parseAnnotated(
  marked: Marked,
  token: Token,
  headings: readonly (Tokens.Heading | Tokens.HTML)[],
  ids: readonly string[],
  codes: readonly Tokens.Code[],
  codeHtml: readonly string[],
): string {
  for (const heading of headings) if (heading.type === 'html') (heading as Tokens.HTML & Annotations).vakIds = [];
  for (let i = 0; i < headings.length; i++) {
    const heading = headings[i] as (Tokens.Heading | Tokens.HTML) & Annotations;
    if (heading.type === 'heading') heading.vakId = ids[i];
    else heading.vakIds!.push(ids[i]!);
  }
  for (let i = 0; i < codes.length; i++) (codes[i] as Tokens.Code & Annotations).vakHtml = codeHtml[i];
  return marked.parser([token]);
}

/**
 * Inline content as the text a reader is given, as HTML text: raw HTML elements by their text without
 * their tags (`<em>world</em>` → `world`), links, emphasis and images by their text. Names task-list
 * checkboxes.
 */
class ReaderTextRenderer extends TextRenderer {
  override html(): string {
    return '';
  }

  // Text as HTML text, so that the only tags left in a heading's text are extension markup: `<` and
  // `>` escaped; an `&` too where it is the reader's character, not the start of a reference
  // (`&copy;` in prose is ©, in a code span or after a backslash it is `&copy;`).
  override text(token: Tokens.Text | Tokens.Escape): string {
    return token.type === 'escape' ? escapeHtml(token.text) : token.text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }

  override codespan(token: Tokens.Codespan): string {
    return escapeHtml(token.text);
  }
}

/**
 * A heading's text as a reader sees it, which GitHub makes its anchor from: {@link ReaderTextRenderer}'s,
 * with nothing for an image (its alt text is not shown).
 */
class HeadingTextRenderer extends ReaderTextRenderer {
  override image(): string {
    return '';
  }
}

/** A configured marked instance with a parser and text renderer for heading text (slugs). */
interface MarkedKit {
  marked: Marked;
  plain: Parser;
  headingText: TextRenderer;
}

function kitOf(marked: Marked): MarkedKit {
  const plain = new marked.Parser(marked.defaults);
  const headingText = new HeadingTextRenderer();
  headingText.parser = plain;
  return { marked, plain, headingText };
}

/**
 * A marked instance with GitHub's alerts, and footnotes and emoji shortcodes if asked (their code is
 * loaded on first use; the emoji's apart, see `github-emoji.ts`).
 */
async function githubKit(footnotes: boolean, emoji: boolean): Promise<MarkedKit> {
  const [{ configureMarked }, shortcodes] = await Promise.all([import('./github-markdown'), emoji ? import('./github-emoji') : undefined]);
  return kitOf(configureMarked(new Marked(MARKED_OPTIONS), { footnotes, emoji: shortcodes?.githubEmoji() }));
}

/** A marked instance without document state, with the tail lexer that lexes documents through it. */
interface SharedKit {
  kit: MarkedKit;
  tail: TailLexer;
}

const shareKit = (kit: MarkedKit): SharedKit => ({ kit, tail: createTailLexer(kit.marked) });

/**
 * Whether a document may hold GitHub footnotes (`[^label]`). marked-footnote's tokenizers match only
 * text starting with `[^`, and it keeps the footnotes of the document being lexed, and its reference
 * counter, in the extension instance: such a document gets a marked instance of its own and is lexed
 * whole.
 */
const mayHaveFootnotes = (source: string) => source.includes('[^');

/**
 * Whether a document may hold GitHub alerts (`> [!NOTE]`): marked-alert turns a block quote into an
 * alert when the quote's text starts with `[!`, which needs a `>`, blanks, then `[!` in the source.
 * Badge images in links (`[![build](…)](…)`), in most READMEs, are not taken for alerts.
 */
const mayHaveAlerts = (source: string) => />[ \t]*\[!/.test(source);

/**
 * Whether a document may hold GitHub emoji shortcodes (`:rocket:`): a name of letters, digits, `_`,
 * `+` or `-` between colons. A block holds one only if its document does, so a block renders the same
 * whichever of the pipeline's instances rendered it.
 */
const mayHaveEmoji = (source: string) => /:[a-z0-9_+-]+:/.test(source);

/**
 * Whether a document may use GitHub footnotes, alerts or emoji shortcodes. Other documents render
 * the same without those extensions, so they are lexed by the renderer's plain marked instance and
 * the extensions' code is never downloaded for them.
 */
export const mayUseGithubSyntax = (source: string) => mayHaveFootnotes(source) || mayHaveAlerts(source) || mayHaveEmoji(source);

/** Load a theme, falling back to the default of its slot when it cannot load. */
async function themeName(theme: ThemeInput | undefined, fallback: string): Promise<string | undefined> {
  if (theme !== undefined && theme !== fallback) {
    const name = await loadTheme(theme);
    if (name) return name;
  }
  return loadTheme(fallback);
}

/**
 * Visit, in document order, the tokens below `token` (not `token` itself) a block's cache key can
 * depend on, and others: it descends only into tokens that {@link mayHoldKeyedTokens}, `token`
 * included, and visits every child of those. A list item's text without `<` or `[^` holds no raw
 * HTML, no footnote reference and no block, so its links and emphasis are not walked (a CHANGELOG's
 * lists hold thousands of them).
 */
export function walkBelow(token: Token, visit: (t: Token) => void): void {
  if (!mayHoldKeyedTokens(token)) return;
  const t = token as Token & {
    tokens?: Token[];
    items?: Token[];
    content?: Token[];
    header?: { tokens: Token[] }[];
    rows?: { tokens: Token[] }[][];
  };
  const each = (children: Token[] | undefined) => {
    for (const child of children ?? []) {
      visit(child);
      walkBelow(child, visit);
    }
  };
  if (t.type === 'table') {
    for (const cell of t.header ?? []) each(cell.tokens);
    for (const row of t.rows ?? []) for (const cell of row) each(cell.tokens);
    return;
  }
  each(t.tokens);
  each(t.items);
  each(t.content);
}

/** Block types whose children are inline tokens only: no heading or code block sits below them. */
const INLINE_CONTENT = new Set(['paragraph', 'heading', 'table', 'text', 'hr', 'html', 'code', 'space', 'def']);

/**
 * Whether a block may hold a token below it that its cache key depends on: a heading or code block
 * (only in blocks of blocks: lists, quotes, alerts, footnotes), raw HTML (its source holds `<`) or a
 * footnote reference (`[^`). Most blocks of a document are paragraphs, headings and tables with
 * neither, whose inline tokens then need no walk.
 */
export function mayHoldKeyedTokens(token: Token): boolean {
  return !INLINE_CONTENT.has(token.type) || token.raw.includes('<') || token.raw.includes('[^');
}

/**
 * Whether a text may hold a code block (a fence opener, or an indented line that could be indented
 * code): its themes are loaded at once, while the lexer runs. A document that does not match needs
 * them only if the lexer finds code after all.
 */
const MAY_HOLD_CODE = /^(?: {0,3}(?:`{3,}|~{3,})| {4}|\t)/m;

/** Fence names of a document, found without lexing, so their grammars load while themes do. */
const FENCE = /^ {0,3}(?:`{3,}|~{3,})[ \t]*([^\s`]+)/gm;

/** The distinct names a document's code fences give (lower case, first seen first), found without lexing. */
export function fenceNames(source: string): string[] {
  return [...new Set(Array.from(source.matchAll(FENCE), (m) => m[1]!.toLowerCase()))];
}

function preloadFenceLanguages(source: string, langs: ResolvedLangs): void {
  if (source.length > 200_000) return;
  for (const name of fenceNames(source)) {
    const lang = langs.lookup.get(name);
    if (lang) void loadLanguage(lang, langs);
  }
}

/** A rendered, not yet sanitised block: its slot in the output and its cache key. */
interface PendingBlock {
  at: number;
  /** Its block-cache key; `undefined` when a code block in it may highlight on a later render ({@link CodeHtml}). */
  key: string | undefined;
  html: string;
  /** Code blocks inside it (a list item's, a block quote's): `html` holds a {@link slot} for each. */
  codes?: NestedCodes;
}

/**
 * The code blocks inside a block, sanitised on their own ({@link CodeHtml}): the block is sanitised
 * with a {@link slot} in place of each and they are put back after ({@link fillSlots}), so a long
 * code block in a list item is not sanitised again with its list whenever the list changes (while
 * an answer streams in, at every chunk).
 */
interface NestedCodes {
  frames: string[];
  /** The block's HTML with its code blocks in it: what is sanitised when the slots do not come back. */
  whole: () => string;
}

/**
 * Most characters of unsanitised HTML sanitised in one call: each call is one task that cannot be
 * cut, and DOMPurify handles ~2–4 KB of highlighted HTML per ms on a loaded core (the platform path
 * of `createSanitizer` ~13 KB), so this keeps a call within a slice or two.
 */
const BATCH_CHARS = 8_000;

/** Characters of source per block of {@link asText} (whole lines; a longer line is one block). */
const TEXT_BLOCK_CHARS = 32_000;

/**
 * The whole document as escaped text, when it cannot be rendered as markdown: one
 * `<pre class="vak-markdown__text">` per ~{@link TEXT_BLOCK_CHARS} characters of whole lines (a longer
 * line is a block of its own), each sanitised alone with a {@link Pause} before the next. The text the
 * blocks hold, joined, is `source`. A document the guard refuses can be megabytes of indentation, which
 * one `<pre>` would make one sanitiser call and one layout of seconds: blocks are sanitised in slices,
 * and a long document's blocks out of view are not laid out (`content-visibility`).
 */
async function asText(source: string, sanitize: Sanitizer, pause: Pause): Promise<string[]> {
  const blocks: string[] = [];
  let start = 0;
  do {
    let end = source.length;
    if (end - start > TEXT_BLOCK_CHARS) {
      const before = source.lastIndexOf('\n', start + TEXT_BLOCK_CHARS);
      const after = source.indexOf('\n', start + TEXT_BLOCK_CHARS);
      end = before > start ? before + 1 : after < 0 ? source.length : after + 1;
      // Blank lines stay with the block before: the HTML parser drops a newline right after `<pre>`.
      while (source.charCodeAt(end) === 10) end++;
    }
    if (blocks.length) await pause();
    blocks.push(sanitize(`<pre class="vak-markdown__text">${escapeHtml(source.slice(start, end))}</pre>`));
    start = end;
  } while (start < source.length);
  return blocks;
}

/** A run of blocks whose raw HTML leaves an element open: rendered and sanitised as one unit. */
interface Unit {
  at: number;
  keys: string[];
  html: string[];
  /** What its HTML so far leaves open. */
  balance: HtmlBalance;
  /** False when a code block in it may highlight on a later render ({@link CodeHtml}): the unit is not cached. */
  cacheable: boolean;
}

/**
 * A code block's sanitised HTML. `cacheable` is false when it shows plain text only because its
 * grammar failed to load or shiki failed on it: a later render tries again, so neither this HTML nor
 * a block holding it is cached.
 */
interface CodeHtml {
  html: string;
  cacheable: boolean;
}

/** Link-definition sets a renderer keeps short ids for (see `linksId` in {@link createMarkdownRenderer}). */
const LINK_IDS = 256;

let nextContextId = 1;

/**
 * A markdown renderer with fixed options (see {@link MarkdownRendererOptions}). It owns its block
 * cache (sanitised HTML only, keyed by everything that changes a block's output); the shiki
 * highlighter and the loaded grammars and themes are shared by the whole page.
 */
export function createMarkdownRenderer(options: MarkdownRendererOptions = {}): MarkdownRenderer {
  const settings = Object.freeze({ ...options });
  const blockCache = new StringLru(BLOCK_CACHE_SIZE, BLOCK_CACHE_CHARS);
  /**
   * A short stand-in for each document's link definitions (their JSON) in its blocks' cache keys: a
   * CHANGELOG's hundreds of `[1.0.0]: https://…` definitions in every key made keys of tens of KB,
   * hashed at every lookup (seconds for a 100 KB document) and filling the cache. An id stands for
   * one JSON text only: a set the table has dropped (least recently used) gets a new id (old keys then miss).
   */
  const linkIds = new StringLru(LINK_IDS, BLOCK_CACHE_CHARS);
  let nextLinkId = 0;
  const linksId = (json: string): string => {
    let id = linkIds.get(json);
    if (id === undefined) linkIds.set(json, (id = `l${nextLinkId++}`));
    return id;
  };
  const contexts = new WeakMap<ResolvedLangs, Map<string, RenderContext>>();
  /** Plain marked (no GitHub extensions): documents that {@link mayUseGithubSyntax} refuses. */
  let plain: SharedKit | undefined;
  /**
   * Marked with GitHub's alerts (no footnotes), and one with its emoji shortcodes too: documents that
   * may hold alerts or shortcodes but no footnotes. A failed load is forgotten, so a later render
   * tries again.
   */
  const alertsKit = loadOnce(() => githubKit(false, false).then(shareKit));
  const emojiKit = loadOnce(() => githubKit(false, true).then(shareKit));

  function contextFor(langs: ResolvedLangs, light: string | undefined, dark: string | undefined): RenderContext {
    let byThemes = contexts.get(langs);
    if (!byThemes) contexts.set(langs, (byThemes = new Map()));
    const key = `${light}\u0000${dark}`;
    let ctx = byThemes.get(key);
    if (!ctx) byThemes.set(key, (ctx = { id: nextContextId++, langs, light, dark }));
    return ctx;
  }

  /**
   * A code block's sanitised HTML, from the cache or highlighted now (a long block in runs, with
   * `pause` between them). Throws only what `pause` throws (the render was aborted).
   */
  async function codeBlock(token: Tokens.Code, ctx: RenderContext, sanitize: Sanitizer, pause: Pause, signal?: AbortSignal): Promise<CodeHtml> {
    const fence = fenceOf(token);
    // As marked's own code renderer: one trailing newline (a blank last line) is not part of the code.
    const code = token.text.replace(/\n$/, '');
    const lang = fence ? ctx.langs.lookup.get(fence.toLowerCase()) : undefined;
    const key = `c${ctx.id}\u0000${lang ? `${lang.kind}:${lang.id}` : '-'}\u0000${fence}\u0000${code}`;
    const hit = blockCache.get(key);
    if (hit !== undefined) return { html: hit, cacheable: true };
    if (!ctx.light || !ctx.dark) return { html: plainBlock(code, fence, sanitize), cacheable: true };
    let langId = 'text';
    let cacheable = true;
    if (lang) {
      if (await loadLanguage(lang, ctx.langs)) langId = lang.id;
      else cacheable = false; // a failed load may succeed on a later render
    }
    let html: string | null;
    try {
      html = await highlightedBlock(await getHighlighter(), code, fence, langId, ctx.light, ctx.dark, sanitize, pause);
    } catch (error) {
      if (signal?.aborted) throw error; // the pause between runs ended an aborted render
      html = null; // shiki could not highlight it: plain text
    }
    if (html === null) {
      html = plainBlock(code, fence, sanitize);
      cacheable = false;
    }
    if (cacheable) blockCache.set(key, html);
    return { html, cacheable };
  }

  /**
   * Sanitise pending blocks in one sanitiser call and put each block's HTML in its output slot (and
   * the cache). Every sanitiser call parses into a new document, a fixed cost that dominated cold
   * renders of long documents (one call per paragraph). Only blocks without raw HTML are batched:
   * their HTML is marked's own, balanced output ({@link sanitizeTogether}); when the batch does not
   * split back, each block is sanitised alone. Either way, every string stored or returned went
   * through the sanitiser.
   */
  function sanitizeBatch(batch: readonly PendingBlock[], sanitize: Sanitizer, out: string[]): void {
    if (!batch.length) return;
    const parts = batch.length > 1 ? sanitizeTogether(batch.map((b) => b.html), sanitize) : undefined;
    batch.forEach((block, i) => {
      const sanitized = restoreCopyButtons(parts ? parts[i]! : sanitize(block.html));
      const codes = block.codes;
      const clean = codes ? (fillSlots(sanitized, codes.frames) ?? restoreCopyButtons(sanitize(codes.whole()))) : sanitized;
      if (block.key !== undefined) blockCache.set(block.key, clean);
      out[block.at] = clean;
    });
  }

  /** The output of each top-level block or unit, in order; their concatenation is the HTML. */
  async function renderBlocks(source: string, call: RenderCallOptions = {}): Promise<string[]> {
    const sanitize = settings.sanitize ?? defaultSanitizer();
    const signal = call.signal;
    const text = typeof source === 'string' ? source : String(source ?? '');
    // Downloads first, then work that needs none of them: the grammars of the document's fences (the
    // largest downloads; at once when the languages are a list of names, as by default), the themes
    // (and the highlighter) when the text may hold code; the guard and the lexer run while they
    // arrive. Themes matter only to code blocks: a document without any renders without them.
    const langInput = settings.langs ?? DEFAULT_LANGS;
    const known = resolveLangsNow(langInput);
    if (known) preloadFenceLanguages(text, known);
    let themes: Promise<[string | undefined, string | undefined]> | undefined;
    const loadThemes = () =>
      (themes ??= Promise.all([
        themeName(settings.themes?.light, DEFAULT_THEMES.light),
        themeName(settings.themes?.dark, DEFAULT_THEMES.dark),
      ]));
    if (MAY_HOLD_CODE.test(text)) void loadThemes();
    const langs = known ?? (await resolveLangs(langInput));
    if (!known) preloadFenceLanguages(text, langs);
    // A dynamic import reaches the network only after the current task: bundlers' preload helpers call
    // import() from a promise callback, and the browser's module loader fetches from a task. Yield once
    // so the downloads run while the lexer holds the thread (nothing to wait for on a warm render).
    if (loadsInFlight() > 0) await yieldToMain();
    signal?.throwIfAborted();
    const pause = createPause(signal);
    const deep = exceedsNesting(text);

    // A document that may hold footnotes is lexed whole by a marked instance of its own (the
    // footnote extension numbers them while lexing the whole document). Other documents go through
    // their shared instance's tail lexer (the blocks before the last one that changed are the
    // previous lex's tokens); when it has nothing to reuse, they are lexed in pieces with yields
    // between (`lex-slices.ts`), so a long new document never blocks the page. When the extensions'
    // code cannot be loaded (a failed download), the document renders without them, with one
    // development warning; a later render loads them again.
    let github: { kit: MarkedKit; tail?: TailLexer } | undefined;
    let withoutGithub = '';
    if (mayUseGithubSyntax(text)) {
      try {
        const emoji = mayHaveEmoji(text);
        github = mayHaveFootnotes(text) ? { kit: await githubKit(true, emoji) } : await (emoji ? emojiKit() : alertsKit());
      } catch (error) {
        warnOnce(`[AddonMarkdownRemark] GitHub footnotes, alerts and emoji could not be loaded (${String(error)}); the document is rendered without them.`, 'github-markdown');
        withoutGithub = WITHOUT_GITHUB_KEY;
      }
      signal?.throwIfAborted();
    }
    const { kit, tail } = github ?? (plain ??= shareKit(kitOf(configureRenderer(new Marked(MARKED_OPTIONS)))));
    // Too deep to lex, unless every deep line is code (a second look, on the text with them blanked out).
    if (deep && !deepLinesAreCode(normaliseSource(text), (blanked) => kit.marked.lexer(blanked))) return asText(text, sanitize, pause);
    // Raw HTML nested deeper than a browser's parser nests it: shown as text too.
    if (exceedsHtmlNesting(text)) return asText(text, sanitize, pause);
    let tokens: TokensList;
    try {
      const reused = tail?.reuse(text);
      if (reused) {
        tokens = reused.tokens;
        // Extensions' token hooks (alerts turn block quotes into `alert` tokens), as marked.parse
        // would run them, on the tokens lexed now.
        if (kit.marked.defaults.walkTokens) kit.marked.walkTokens(tokens.slice(reused.fresh), kit.marked.defaults.walkTokens);
      } else {
        // A long text is lexed in a task of its own, not in the caller's (a component's mount, or
        // the one that loaded the extensions), so neither task holds the thread long.
        if (text.length > LEX_PIECE_CHARS) {
          await yieldToMain();
          signal?.throwIfAborted();
        }
        tokens = await lexInSlices(kit.marked, text, pause);
        tail?.remember(text, tokens);
      }
    } catch (error) {
      if (signal?.aborted) throw error;
      return asText(text, sanitize, pause); // e.g. a stack overflow on input the guard did not foresee
    }
    // Blocks without code do not depend on the themes: their keys use a context without them.
    const plainCtx = contextFor(langs, undefined, undefined);
    let themedCtx: RenderContext | undefined;
    const codeCtx = async (): Promise<RenderContext> => {
      if (!themedCtx) {
        const [light, dark] = await loadThemes();
        signal?.throwIfAborted();
        themedCtx = contextFor(langs, light, dark);
      }
      return themedCtx;
    };
    const codeTokens = tokens.filter((t): t is Tokens.Code => t.type === 'code');
    if (codeTokens.length > 1) {
      const { light, dark } = await codeCtx();
      try {
        if (light && dark) prepareFrames(await getHighlighter(), codeTokens.map(fenceOf), light, dark, sanitize);
      } catch {
        // Each block's frame is then built when the block needs it, with the same outcome.
      }
    }
    await pause();

    // Output of a block depends on the document's link reference definitions.
    const links = withoutGithub + (Object.keys(tokens.links).length ? linksId(JSON.stringify(tokens.links)) : '');
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
    // This render's heading ids and code HTML of the current block, in the order of its `headings`
    // and `codes` (see {@link Annotations}); one pair of arrays for the whole render.
    const slugs: string[] = [];
    const codeHtml: string[] = [];
    /** Highlights `codes` into `codeHtml` (sanitised frames), in order; whether every one of them may be cached. */
    const highlightCodes = async (codes: readonly Tokens.Code[], ctx: RenderContext) => {
      codeHtml.length = 0;
      let cacheable = true;
      for (const code of codes) {
        const block = await codeBlock(code, ctx, sanitize, pause, signal);
        codeHtml.push(block.html);
        cacheable &&= block.cacheable;
      }
      return cacheable;
    };
    let unit: Unit | undefined;
    const closeUnit = (open: Unit) => {
      // The blocks' keys carry their contexts.
      const key = `g\u0000${open.keys.join('\u0003')}`;
      let clean = blockCache.get(key);
      if (clean === undefined) {
        clean = restoreCopyButtons(sanitize(open.html.join('')));
        if (open.cacheable) blockCache.set(key, clean);
      }
      out[open.at] = clean;
      unit = undefined;
    };

    for (const token of tokens) {
      const type = token.type as string;
      if (type === 'space' || type === 'def' || type === 'footnote') continue; // no output of their own
      if (type === 'footnotes' && !(token as { items?: unknown[] }).items?.length) continue;
      if (type === 'code' && !unit) {
        out.push(`${(await codeBlock(token as Tokens.Code, await codeCtx(), sanitize, pause, signal)).html}\n`);
        await pause();
        continue;
      }
      // Heading ids depend on the headings before them, footnote numbers on the references before
      // them: both are part of the key.
      // Markdown headings and raw-HTML ones (an `html` token once per heading in it), with their HTML text.
      const headings: (Tokens.Heading | Tokens.HTML)[] = [];
      const headingHtml: string[] = [];
      const addRawHeadings = (html: Tokens.HTML) => {
        for (const content of rawHeadings(html.text)) {
          headings.push(html);
          headingHtml.push(content);
        }
      };
      const codes: Tokens.Code[] = [];
      let extra = '';
      let rawHtml = type === 'html';
      if (type === 'heading') {
        headings.push(token as Tokens.Heading);
        headingHtml.push(kit.plain.parseInline((token as Tokens.Heading).tokens, kit.headingText));
      } else if (type === 'html') addRawHeadings(token as Tokens.HTML);
      if (type === 'footnotes') extra += JSON.stringify((token as { items: Token[] }).items.map((i) => [i.raw, (i as { refs?: unknown[] }).refs?.length]));
      walkBelow(token, (t) => {
        const below = t.type as string;
        if (below === 'html') {
          rawHtml = true;
          addRawHeadings(t as Tokens.HTML);
        } else if (below === 'heading') {
          headings.push(t as Tokens.Heading);
          headingHtml.push(kit.plain.parseInline((t as Tokens.Heading).tokens, kit.headingText));
        } else if (below === 'code') codes.push(t as Tokens.Code);
        else if (below === 'footnoteRef') extra += `${(t as { id?: string }).id}:${(t as { index?: number }).index}\u0002`;
      });
      let ids = '';
      slugs.length = 0;
      for (const html of headingHtml) {
        const text = headingSlugText(html);
        const plain = typeof text === 'string' ? text : await text;
        // An empty heading gets no anchor and does not count among the duplicates (`-1`, `-2`).
        const slug = plain.trim() ? slugger.slug(plain) : '';
        slugs.push(slug);
        ids += `${slug}\u0001`;
      }
      const ctx = type === 'code' || codes.length ? await codeCtx() : plainCtx;
      const key = `b${ctx.id}\u0000${links}\u0000${ids}\u0000${extra}\u0000${token.raw}`;
      if (!unit && !rawHtml) {
        const hit = blockCache.get(key);
        if (hit !== undefined) {
          out.push(hit);
        } else {
          const cacheable = await highlightCodes(codes, ctx);
          let html: string;
          let nested: NestedCodes | undefined;
          if (codes.length) {
            const ids = [...slugs];
            const frames = [...codeHtml];
            html = parseAnnotated(kit.marked, token, headings, ids, codes, codes.map((_, i) => slot(i)));
            nested = { frames, whole: () => parseAnnotated(kit.marked, token, headings, ids, codes, frames.map(nestableFrame)) };
          } else html = parseAnnotated(kit.marked, token, headings, slugs, codes, codeHtml);
          batch.push({ at: out.length, key: cacheable ? key : undefined, html, codes: nested });
          batchChars += html.length;
          out.push('');
          if (batchChars >= BATCH_CHARS) flush();
        }
        await pause();
        continue;
      }
      // Raw HTML, or a block inside a unit that raw HTML left open: rendered now (its HTML decides
      // where the unit ends), sanitised on its own or with its unit, never batched.
      let html: string;
      let cacheable: boolean;
      if (type === 'code') {
        const block = await codeBlock(token as Tokens.Code, ctx, sanitize, pause, signal);
        html = `${nestableFrame(block.html)}\n`;
        cacheable = block.cacheable;
      } else {
        cacheable = await highlightCodes(codes, ctx);
        html = parseAnnotated(kit.marked, token, headings, slugs, codes, codeHtml.map(nestableFrame));
      }
      const open: Unit = unit ?? { at: out.length, keys: [], html: [], balance: new HtmlBalance(), cacheable: true };
      if (!unit) out.push('');
      open.keys.push(key);
      open.html.push(html);
      open.cacheable &&= cacheable;
      open.balance.feed(html);
      if (open.balance.closed) closeUnit(open);
      else unit = open;
      await pause();
    }
    if (unit) closeUnit(unit);
    flush();
    return out;
  }

  return {
    render: async (source, call) => (await renderBlocks(source, call)).join(''),
    renderBlocks,
    options: settings,
  };
}

/** Ids of option objects, for the keys of the shared renderers. */
const objectIds = new WeakMap<object, number>();
let nextObjectId = 1;
/** How deep nested `langs` arrays are keyed element by element (deeper ones by identity, as `resolveLangs` stops there too). */
const KEYED_ARRAY_DEPTH = 8;

/**
 * The part of a shared renderer's key for one option value: strings by their text, arrays element by
 * element (so `:langs="[grammar]"` written in a template, a new array at every render of the parent,
 * keeps its renderer and block cache), objects and functions by identity.
 */
function optionKey(value: unknown, depth = 0): string {
  if (value === undefined) return '-';
  if (typeof value === 'string') return `s${value}`;
  if (Array.isArray(value) && depth < KEYED_ARRAY_DEPTH) {
    // JSON strings, ids and nested brackets: no two different arrays give the same text.
    let key = '[';
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      key += `${i ? ',' : ''}${typeof item === 'string' ? JSON.stringify(item) : optionKey(item, depth + 1)}`;
    }
    return `${key}]`;
  }
  if ((typeof value === 'object' && value !== null) || typeof value === 'function') {
    let id = objectIds.get(value);
    if (id === undefined) objectIds.set(value, (id = nextObjectId++));
    return `o${id}`;
  }
  return `?${JSON.stringify(String(value))}`;
}

/** Most shared renderers kept (one per distinct option set; the least recently used is dropped). */
const SHARED_RENDERERS = 16;
const sharedRenderers = new Map<string, MarkdownRenderer>();

/**
 * A key equal for equal highlighting options: `langs` lists compared element by element (names by
 * their text, grammar objects, promises and loaders by identity) and theme names by their text. The
 * component re-renders when it changes, not when a parent passes an equal new array or object (a
 * literal written in its template).
 */
export function highlightOptionsKey(langs: MarkdownRendererOptions['langs'], themes: MarkdownRendererOptions['themes']): string {
  return [langs, themes?.light, themes?.dark].map((value) => optionKey(value)).join('|');
}

/**
 * The page's renderer for an option set: equal `langs` lists (names by their text, grammar objects,
 * promises and loaders by identity, element by element), equal theme names and the same sanitiser
 * share one renderer (and its cache). Used by {@link renderMarkdown} and the component.
 */
export function sharedMarkdownRenderer(options: MarkdownRendererOptions = {}): MarkdownRenderer {
  const key = `${highlightOptionsKey(options.langs, options.themes)}|${optionKey(options.sanitize)}`;
  let renderer = sharedRenderers.get(key);
  if (renderer) {
    sharedRenderers.delete(key);
  } else {
    renderer = createMarkdownRenderer({ langs: options.langs, themes: options.themes, sanitize: options.sanitize });
    if (sharedRenderers.size >= SHARED_RENDERERS) sharedRenderers.delete(sharedRenderers.keys().next().value!);
  }
  sharedRenderers.set(key, renderer);
  return renderer;
}

/** Empty the caches of the shared renderers (test and benchmark hook; see `internal.ts`). */
export function clearSharedRenderers(): void {
  sharedRenderers.clear();
}

/**
 * Render markdown to sanitised HTML with the page's shared renderer for these options (see
 * {@link MarkdownRenderer.render} for the outcome on bad input).
 */
export function renderMarkdown(source: string, options: RenderMarkdownOptions = {}): Promise<string> {
  const { signal, ...rest } = options;
  return sharedMarkdownRenderer(rest).render(source, { signal });
}
