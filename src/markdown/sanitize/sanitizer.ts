/**
 * HTML sanitiser for rendered markdown (framework-free: no Vue import).
 *
 * A private DOMPurify instance per window (`DOMPurify(window)`), so its hooks never leak into the
 * host application's own DOMPurify use. On top of DOMPurify's defaults it:
 * - forbids elements that restyle, submit or re-target the page (`style`, `form`, `base`, `meta`,
 *   `link`, frames, `object`, `embed`, `template`, …) and `autofocus`/`action`/`formaction`/`ping`;
 * - keeps `data:` URLs only for raster images in `src` (never `data:text/html`, never in `href`);
 * - allows a `style` attribute only when it holds shiki's colour variables (`--shiki-*: #hex`), and in
 *   a `class` only the names the pipeline itself writes ({@link PIPELINE_CLASS}: `vak-*`, `line`,
 *   `language-*`, shiki's, the alerts', footnotes' and task lists'), so raw HTML can neither overlay
 *   nor hide page content with its own styles or the host app's utility classes (`fixed inset-0`),
 *   while highlighted code keeps its colours unchanged;
 * - adds `rel="noopener noreferrer"` to links that leave the page's origin;
 * - makes form controls act on nothing: buttons `type="button"`, inputs `disabled`, and no attribute
 *   that ties a control to a form, popover or element of the page.
 *
 * Before cleaning, a `<picture>` whose sources are each for one colour scheme is written once per
 * scheme (`themed-pictures.ts`), so the page's theme, not the system setting, picks its image.
 *
 * Where the window has the HTML Sanitizer API (`Document.parseHTML` with a `Sanitizer`), HTML whose
 * every tag is one of {@link PLATFORM_ELEMENTS} (most of what marked emits) is parsed and cleaned by
 * the browser instead, and each attribute left is judged by DOMPurify's own `isValidAttribute` and the
 * rules above: the same result as DOMPurify's, several times faster. Anything else (comments, SVG,
 * elements outside that list) goes through DOMPurify.
 */
import DOMPurify, { type Config, type DOMPurify as Purify, type WindowLike } from 'dompurify';
import { randomNonce } from '../nonce';
import { mayHaveThemedPicture, withThemedPictures } from './themed-pictures';

/** Turns an HTML string into a safe HTML string. */
export type Sanitizer = (html: string) => string;

/** Options of {@link createSanitizer}. */
export interface SanitizerOptions {
  /**
   * Let the browser's HTML Sanitizer API (`Document.parseHTML` with a `Sanitizer` allowing
   * {@link PLATFORM_ELEMENTS}) clean HTML made only of those elements, when the window has the API;
   * `false` sends everything through DOMPurify. The output is the same either way. @defaultValue `true`
   */
  platform?: boolean;
}

/** Elements removed with their content, beyond DOMPurify's defaults. */
export const FORBIDDEN_TAGS = [
  'style',
  'form',
  'base',
  'meta',
  'link',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'select',
  'dialog',
] as const;

/**
 * The attribute that makes a button in rendered HTML a code block's copy button (the component's click
 * handler acts on `button[data-copy]` only). Markup never keeps it ({@link FORBIDDEN_ATTRS}): this
 * package adds it to the frames it builds after sanitising them (`code-frame.ts`), so raw HTML in the
 * markdown cannot make a button that copies text of its choosing.
 */
export const COPY_ATTR = 'data-copy';

/**
 * Attributes removed everywhere, beyond DOMPurify's defaults: among them every way an element reaches
 * an element of the host page by its id (`form`, `popovertarget`, `commandfor`, a label's `for`, an
 * image's `usemap`, an input's `list`) or a form's submission (`formaction`, `formmethod`, …).
 */
export const FORBIDDEN_ATTRS = [
  'autofocus',
  'action',
  'formaction',
  'formmethod',
  'formenctype',
  'formnovalidate',
  'formtarget',
  'form',
  'popovertarget',
  'popovertargetaction',
  'commandfor',
  'command',
  'for',
  'usemap',
  'list',
  'ping',
  'target',
  COPY_ATTR,
] as const;

const URL_ATTRS = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite']);
/** Control characters and whitespace browsers ignore inside a URL scheme. */
const URL_NOISE = /[\u0000-\u0020\u007f-\u009f]/g;
const SAFE_DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif|bmp);/;
/** One `--shiki-…: value` declaration (source of {@link SHIKI_STYLE}). */
const SHIKI_DECLARATION = String.raw`--shiki-[a-z0-9-]+\s*:\s*(?:[#\w-]+|var\(--[\w-]+\)|(?:rgb|hsl)a?\([\d\s.,%/]+\))`;

/**
 * `--shiki-…: value` declarations, each but the last ended by `;`, in a style without blanks at its
 * ends ({@link isShikiStyle} trims it: blanks the pattern would read at both ends of a declaration
 * made a failing match take time quadratic in their number); values are colours (`#hex`, a name, `rgb()`/`hsl()`, a CSS
 * variable as shiki's `createCssVariablesTheme` gives them: `var(--shiki-token-keyword)`) or font
 * keywords, never `url(…)` or anything else that loads. A `;` between declarations is required: with
 * it optional, a hostile value could be split at every `--shiki-` it repeats, and a failing match
 * would take exponential time.
 */
const SHIKI_STYLE = new RegExp(`^${SHIKI_DECLARATION}(?:\\s*;\\s*${SHIKI_DECLARATION})*(?:\\s*;)?$`, 'i');

/** Whether a `style` attribute's value holds only shiki's colour variables ({@link SHIKI_STYLE}). */
export function isShikiStyle(style: string): boolean {
  return SHIKI_STYLE.test(style.trim());
}

/**
 * Attributes kept beyond DOMPurify's defaults: `hspace` and `vspace`, the spacing of images in a
 * README's rows of logos and badges, which GitHub keeps too.
 */
export const ADDED_ATTRS = ['hspace', 'vspace'] as const;

const CONFIG: Config = {
  FORBID_TAGS: [...FORBIDDEN_TAGS],
  FORBID_ATTR: [...FORBIDDEN_ATTRS],
  ADD_ATTR: [...ADDED_ATTRS],
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

/**
 * Elements the platform's sanitiser may handle: those marked and its GitHub extensions emit for
 * prose, and the HTML READMEs use most (`details`, `picture`, `center`, `kbd`, …). Every one is in
 * DOMPurify's default allow-list and none in {@link FORBIDDEN_TAGS} (sanitizer.test.ts checks both), so
 * for HTML made only of them DOMPurify keeps every element and judges only attributes. No SVG or
 * MathML: their namespace rules stay with DOMPurify.
 */
export const PLATFORM_ELEMENTS = [
  'a', 'abbr', 'b', 'bdi', 'bdo', 'blockquote', 'br', 'caption', 'center', 'cite', 'code', 'col',
  'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'h1',
  'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'input', 'ins', 'kbd', 'li', 'mark', 'ol', 'p',
  'picture', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'section', 'small', 'source', 'span',
  'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time',
  'tr', 'tt', 'u', 'ul', 'var', 'wbr',
] as const;

/**
 * Finds markup the platform path does not take: a `<` that the HTML tokenizer reads as the start of a
 * comment, doctype, processing instruction or bogus comment (`<!`, `<?`, `</` not followed by a
 * letter), or of a tag whose name is not in {@link PLATFORM_ELEMENTS}. A `<` followed by anything
 * else is text to the tokenizer. A false alarm (a tag-like run inside an attribute value) only sends
 * the HTML to DOMPurify.
 */
const OUTSIDE_PLATFORM_ELEMENTS = new RegExp(
  `<(?=[!?/a-z])(?!/?(?:${PLATFORM_ELEMENTS.join('|')})(?:[\\t\\n\\f\\r />]|$))`,
  'i',
);

/** `scheme://host` of an absolute http(s) URL whose host is plain (lower-case letters, digits, dots, hyphens). */
const PLAIN_HTTP_ORIGIN = /^(https?:\/\/[a-z0-9.-]+)(?:[/?#]|$)/;

/**
 * An `href` that may name a host: it has a scheme, or starts with two slashes or backslashes in any
 * mix (`//host`, `\\host`, `/\host`: URL parsers read a backslash as a slash). Anything else is a
 * path, query or fragment of the page's own origin.
 */
const MAY_NAME_HOST = /^(?:[a-z][a-z0-9+.-]*:|[/\\]{2})/i;

/** A character the URL parser drops from an `href` (tab, line break) or trims from its ends (controls, space). */
const URL_BLANKS = /[\u0000-\u0020]/;

/** Base for resolving an `href` where the page has no origin (server rendering): a host no link names. */
const NO_ORIGIN = 'https://vak.invalid';

/** `text` without C0 control characters and spaces at its ends, as the URL parser strips them. */
function withoutEndBlanks(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end);
}

/**
 * Whether an `href` leaves the current origin: it resolves, as the browser's URL parser reads it, to a
 * URL with a host other than the page's (any host, where the page has no origin). `mailto:` and other
 * host-less URLs stay.
 */
function isExternal(href: string, origin: string | undefined): boolean {
  // As the URL parser reads it: tabs and line breaks removed anywhere, control characters and spaces
  // at the ends (most links have none of them).
  const value = URL_BLANKS.test(href) ? withoutEndBlanks(href.replace(/[\t\n\r]/g, '')) : href;
  if (!MAY_NAME_HOST.test(value)) return false;
  // Most links of a document (a CHANGELOG's hundreds of commit and issue links): the origin is the
  // URL's own prefix, as the URL parser would give it, without building a URL.
  const plain = PLAIN_HTTP_ORIGIN.exec(value)?.[1];
  if (plain !== undefined) return plain !== origin;
  try {
    const url = new URL(value, origin ?? NO_ORIGIN);
    return url.host !== '' && url.origin !== (origin ?? NO_ORIGIN);
  } catch {
    return true;
  }
}

/**
 * A class name the pipeline writes: its own (`vak-…`), shiki's (`shiki`, `shiki-themes`, `line`), a
 * code block's `language-…`, GitHub's alerts (`markdown-alert…`, `octicon…` icons; the margin
 * utility marked-alert adds to them goes, the component spaces the title itself), footnotes
 * (`footnotes`, `sr-only`) and task lists. GitHub keeps no class of raw HTML either.
 */
export const PIPELINE_CLASS = /^(?:vak-[\w-]+|shiki|shiki-themes|line|language-[^\s"'<>]+|markdown-alert(?:-[a-z]+)?|octicon(?:-[a-z0-9-]+)?|footnotes|sr-only|task-list-item|contains-task-list)$/;

/** `value` of a `class` attribute with only the {@link PIPELINE_CLASS} names (`''` when none is). */
function pipelineClasses(value: string): string {
  // Most class attributes of a document are one name the pipeline writes (`line` on every code line).
  if (PIPELINE_CLASS.test(value)) return value;
  const names = value.split(/[\t\n\f\r ]+/);
  if (names.every((name) => name === '' || PIPELINE_CLASS.test(name))) return value;
  return names.filter((name) => PIPELINE_CLASS.test(name)).join(' ');
}

/**
 * The value an attribute DOMPurify kept ends up with, or `null` to remove it: `data:` URLs only as a
 * raster image's `src`, a `style` only when it holds shiki's colour variables ({@link isShikiStyle}),
 * a `class` with the {@link PIPELINE_CLASS} names only (removed when none is left).
 */
function keptValue(name: string, value: string): string | null {
  if (name === 'class') {
    const kept = pipelineClasses(value);
    return kept === '' && value.trim() !== '' ? null : kept;
  }
  return keepAttribute(name, value) ? value : null;
}

/**
 * Whether an attribute DOMPurify kept may stay: `data:` URLs only as a raster image's `src`, and a
 * `style` only when it holds shiki's colour variables ({@link isShikiStyle}).
 */
function keepAttribute(name: string, value: string): boolean {
  if (URL_ATTRS.has(name)) {
    const url = value.replace(URL_NOISE, '').toLowerCase();
    return !url.startsWith('data:') || (name === 'src' && SAFE_DATA_IMAGE.test(url));
  }
  return name !== 'style' || isShikiStyle(value);
}

/** Headings and links: their `id` (and a link's `name`) may keep a name DOMPurify's clobbering check refuses ({@link keepsAnchorName}). */
const ANCHORS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a']);

/** A slug as github-slugger makes heading ids: letters, marks, digits, connector punctuation and hyphens. */
const SLUG = /^[\p{L}\p{M}\p{N}\p{Pc}-]+$/u;

/**
 * Whether a heading's `id`, or a link's `id` or `name` (a README's `<a name="title"></a>` anchor),
 * stays although DOMPurify refused it. DOMPurify's DOM-clobbering check (`SANITIZE_DOM`) drops every
 * `id` and `name` named like a property of `document` or of a form (`title`, `images`, `links`,
 * `forms`, `cookie`, `length`…: the ids of headings such as "## Images"), on any element. Only
 * `embed`, `form`, `iframe`, `img` and `object` elements become properties of `document` (HTML,
 * "Document" named properties), and only form controls properties of a form (forms are forbidden
 * here), so neither a heading nor a link can clobber either. The value stays when it is a slug
 * (letters, digits, `_` and `-`: the form the pipeline gives heading ids); any other refused value is
 * dropped as DOMPurify decided.
 */
function keepsAnchorName(tag: string, name: string, value: string): boolean {
  return (name === 'id' || (name === 'name' && tag === 'a')) && ANCHORS.has(tag) && SLUG.test(value);
}

/**
 * Put back the `id` and `name` DOMPurify refused on a heading or link that {@link keepsAnchorName}
 * keeps, where they were among the element's attributes (`before`, as they were before DOMPurify's
 * pass): the same HTML as the platform path, which never removes them.
 */
function restoreAnchorNames(node: Element, before: readonly [string, string][]): void {
  const restored = before.filter(([name, value]) => (name === 'id' || name === 'name') && !node.hasAttribute(name) && keepsAnchorName(node.localName, name, value));
  if (!restored.length) return;
  const kept = before.filter(([name]) => node.hasAttribute(name) || restored.some(([r]) => r === name));
  const values = kept.map(([name, value]): [string, string] => [name, node.getAttribute(name) ?? value]);
  for (const name of node.getAttributeNames()) node.removeAttribute(name);
  for (const [name, value] of values) node.setAttribute(name, value);
}

/**
 * Form controls act on nothing: a button is `type="button"` (it submits no form around the component),
 * an input `disabled` (no value of it is submitted; the task-list checkboxes marked writes are already).
 */
function disarmControl(node: Element): void {
  if (node.localName === 'button') {
    if (node.getAttribute('type') !== 'button') node.setAttribute('type', 'button');
  } else if (node.localName === 'input' && !node.hasAttribute('disabled')) {
    node.setAttribute('disabled', '');
  }
}

/** An `<input` start tag somewhere in HTML (the only control {@link PLATFORM_ELEMENTS} has). */
const INPUT_TAG = /<input[\t\n\f\r />]/i;

/** Adds `rel="noopener noreferrer"` to a link whose `href` leaves the page's origin. */
function markExternalLink(node: Element, pageOrigin: string | undefined): void {
  if (node.localName === 'a' && node.hasAttribute('href') && isExternal(node.getAttribute('href')!, pageOrigin)) {
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

/** The HTML Sanitizer API as far as this module uses it (not yet in TypeScript's DOM types). */
interface PlatformWindow {
  Sanitizer?: new (config: { elements: readonly string[]; removeAttributes: readonly string[]; comments: boolean }) => object;
  Document?: { parseHTML?: (html: string, options: { sanitizer: object }) => Document };
}

/** The elements every parsed document has (the input itself holds none: {@link OUTSIDE_PLATFORM_ELEMENTS}). */
const DOCUMENT_ELEMENTS = ['html', 'head', 'body'] as const;

/** Whitespace DOMPurify puts back in front of its output (the document parser drops it). */
const LEADING_WHITESPACE = /^[\r\n\t ]*/;

/**
 * The platform path, or `undefined` when the window lacks the HTML Sanitizer API (jsdom, older
 * browsers) or its `Sanitizer` rejects the configuration. Like DOMPurify it parses the HTML as a whole
 * inert document without a doctype (images do not load; a stray end tag at the start is dropped as
 * DOMParser drops it; quirks mode, where `<p><table>` nests, which `Element.setHTML` into a quirks
 * document does not honour in Chromium 156), with `Document.parseHTML`, which removes what is unsafe,
 * every element outside {@link PLATFORM_ELEMENTS} and comments. Each attribute left gets what DOMPurify's
 * `_sanitizeAttributes` gives it: the value trimmed (except `value`), kept only if
 * `purify.isValidAttribute` (DOMPurify's public check, "never approves a value that sanitize() would
 * strip") and {@link keepAttribute} accept it; then {@link markExternalLink}. The result is the leading
 * whitespace DOMPurify keeps and the body's HTML, or `undefined` for an element with an `is` attribute
 * (DOMPurify blanks rather than removes it): the caller then uses DOMPurify.
 */
function platformSanitizer(win: PlatformWindow, purify: Purify, pageOrigin: string | undefined): ((html: string) => string | undefined) | undefined {
  const platformDocument = win.Document;
  if (typeof win.Sanitizer !== 'function' || typeof platformDocument?.parseHTML !== 'function') return undefined;
  let sanitizer: object;
  try {
    sanitizer = new win.Sanitizer({ elements: [...DOCUMENT_ELEMENTS, ...PLATFORM_ELEMENTS], removeAttributes: [], comments: false });
  } catch {
    // An implementation that rejects this configuration (a `TypeError`): DOMPurify does all the work.
    return undefined;
  }
  return (html) => {
    const body = platformDocument.parseHTML!(html, { sanitizer }).body;
    // Indexed, names rather than Attr nodes, and attribute-less elements (most of a document) skipped
    // before their attribute map is built: a 260 KB CHANGELOG has ~10,000 elements.
    const elements = body.getElementsByTagName('*');
    for (let n = 0; n < elements.length; n++) {
      const node = elements[n]!;
      if (!node.hasAttributes()) continue;
      for (const name of node.getAttributeNames()) {
        if (name === 'is') return undefined;
        const raw = node.getAttribute(name)!;
        // The direction the pipeline writes on every prose block: DOMPurify allows `dir` with any value.
        if (name === 'dir' && raw === 'auto') continue;
        const value = name === 'value' ? raw : raw.trim();
        const valid = purify.isValidAttribute(node.localName, name, value) || keepsAnchorName(node.localName, name, value);
        const kept = valid ? keptValue(name, value) : null;
        if (kept === null) node.removeAttribute(name);
        else if (kept !== raw) node.setAttribute(name, kept);
      }
      markExternalLink(node, pageOrigin);
    }
    if (INPUT_TAG.test(html)) for (const input of body.getElementsByTagName('input')) disarmControl(input);
    return LEADING_WHITESPACE.exec(html)![0] + body.innerHTML;
  };
}

/**
 * A sanitiser bound to one window (the browser's, or jsdom's in Node tests and on the server). Uses
 * the platform path described in this module's header when the window has the HTML Sanitizer API and
 * `options.platform` is not `false`; DOMPurify otherwise. Both give the same HTML.
 */
export function createSanitizer(win: WindowLike | Window, options: SanitizerOptions = {}): Sanitizer {
  const purify = DOMPurify(win as WindowLike);
  // Set once on this private instance: passing the config on every call makes DOMPurify rebuild its
  // allow-lists each time.
  purify.setConfig(CONFIG);
  const origin = (win as Partial<Window>).location?.origin;
  const pageOrigin = origin && origin !== 'null' ? origin : undefined;

  // The project's attribute rules run on what DOMPurify kept, after its own checks. They are not an
  // `uponSanitizeAttribute` hook: with one, DOMPurify copies its attribute allow-list on every call
  // (~0.1 ms, a third of sanitising a paragraph, paid on every chunk of a streamed answer).
  // A heading's or link's `id` and `name` as they were before DOMPurify's checks (set and read in the
  // same synchronous walk of one element: DOMPurify runs these two hooks at the start and end of its
  // attribute pass).
  let anchorAttrs: [string, string][] | null = null;
  purify.addHook('beforeSanitizeAttributes', (node) => {
    anchorAttrs = ANCHORS.has(node.localName) && (node.hasAttribute('id') || node.hasAttribute('name')) ? node.getAttributeNames().map((name) => [name, node.getAttribute(name)!]) : null;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (anchorAttrs) restoreAnchorNames(node, anchorAttrs);
    anchorAttrs = null;
    const attributes = node.attributes;
    for (let i = attributes.length - 1; i >= 0; i--) {
      const attr = attributes[i]!;
      const kept = keptValue(attr.name.toLowerCase(), attr.value);
      if (kept === null) node.removeAttributeNode(attr);
      else if (kept !== attr.value) attr.value = kept;
    }
    markExternalLink(node, pageOrigin);
    disarmControl(node);
  });
  const withPurify: Sanitizer = (html) => purify.sanitize(html) as string;

  const platform = options.platform === false ? undefined : platformSanitizer(win as PlatformWindow, purify, pageOrigin);
  // Without a `<` DOMPurify returns the input as it is, before parsing: so does this sanitiser.
  const clean: Sanitizer = platform ? (html) => (html.includes('<') && !OUTSIDE_PLATFORM_ELEMENTS.test(html) ? platform(html) : undefined) ?? withPurify(html) : withPurify;
  const document = (win as Window).document;
  return (html) => clean(mayHaveThemedPicture(html) ? withThemedPictures(html, document) : html);
}

/**
 * Separates fragments sanitised in one call: text (a random nonce per page, so input cannot forge it),
 * not an element, so the sanitiser walks no extra node (an `<hr>` marker was one more element and
 * attribute per block: ~800 in a 260 KB CHANGELOG). Between balanced fragments the parser is in body
 * content, where text stays in place and serialises unchanged (letters and digits only).
 */
const SEPARATOR = `vak${randomNonce()}`;

/**
 * Markup after which text is no longer body content: comments, CDATA and other `<!`/`<?` constructs,
 * and the elements whose content is raw text or RCDATA (a separator there would survive as their
 * text, at the wrong place). Fragments holding any of these are sanitised alone.
 */
const TEXT_CONTEXT = /<(?:[!?]|(?:textarea|title|style|script|xmp|iframe|noembed|noframes|noscript|plaintext|template)[\s/>])/i;

/**
 * Sanitise several HTML fragments in one sanitiser call (each DOMPurify call parses a new document,
 * a fixed cost) and return each one's sanitised HTML, or `undefined` when they cannot be separated
 * again: a fragment opens a comment, raw text or RCDATA ({@link TEXT_CONTEXT}), or the result does
 * not split back into exactly one part per fragment. The caller then sanitises each alone. Only for
 * balanced fragments — every element closed, text and attributes escaped, as marked's own output and
 * the code frames are — after which the HTML parser is back in the same state, so parsing them
 * together builds the same trees as parsing them apart.
 */
export function sanitizeTogether(fragments: readonly string[], sanitize: Sanitizer): string[] | undefined {
  const joined = fragments.join(SEPARATOR);
  if (TEXT_CONTEXT.test(joined)) return undefined;
  const parts = sanitize(joined).split(SEPARATOR);
  return parts.length === fragments.length ? parts : undefined;
}

/** Stands in for a fragment that {@link fillSlots} puts back (a random nonce per page, as {@link SEPARATOR}). */
const SLOT = `vakslot${randomNonce()}`;
/** A {@link slot} in sanitised HTML, its index captured. */
const SLOT_PATTERN = new RegExp(`${SLOT}(\\d+)_`);

/**
 * The stand-in for fragment `index` of {@link fillSlots}: text (letters, digits and `_`), which a
 * sanitiser keeps as it is wherever it is text content, and which markup cannot forge.
 */
export const slot = (index: number): string => `${SLOT}${index}_`;

/**
 * Whether the end of `html`, serialised HTML without comments, is outside every tag (and its quoted
 * attribute values).
 */
function endsInText(html: string): boolean {
  let inTag = false;
  for (let i = 0; i < html.length; i++) {
    const c = html[i];
    if (!inTag) inTag = c === '<';
    else if (c === '>') inTag = false;
    else if (c === '"' || c === "'") {
      i = html.indexOf(c, i + 1);
      if (i < 0) return false;
    }
  }
  return !inTag;
}

/**
 * SVG and MathML: HTML put inside them ends them when parsed, so what follows would be parsed in
 * another namespace than the sanitiser saw it in.
 */
const FOREIGN_CONTENT = /<(?:svg|math)[\s/>]/i;

/**
 * `clean`, the sanitised HTML of markup that held {@link slot}(0) … slot(n − 1) in text content,
 * with `fragments[i]` (n of them, each sanitised, balanced HTML) in place of slot `i`; `undefined`
 * when the slots did not come back each once, in order and in text content (outside any tag,
 * comment, raw text or RCDATA: {@link TEXT_CONTEXT}), or `clean` holds SVG or MathML
 * ({@link FOREIGN_CONTENT}); the caller then sanitises the whole markup with
 * the fragments in it instead. A balanced fragment put in text content leaves the parser where it
 * was, so the result parses as the whole would; only what went through a sanitiser is joined.
 */
export function fillSlots(clean: string, fragments: readonly string[]): string | undefined {
  if (TEXT_CONTEXT.test(clean) || FOREIGN_CONTENT.test(clean)) return undefined;
  const parts = clean.split(SLOT_PATTERN);
  if (parts.length !== 2 * fragments.length + 1) return undefined;
  // Each part starts in text content: the start of `clean`, or right after a slot that was text.
  let html = '';
  for (let i = 0; i < fragments.length; i++) {
    if (parts[2 * i + 1] !== String(i) || !endsInText(parts[2 * i]!)) return undefined;
    html += parts[2 * i]! + fragments[i]!;
  }
  return html + parts[2 * fragments.length]!;
}

let browserSanitizer: Sanitizer | undefined;

/**
 * The sanitiser for the current browser window, created on first use. Throws where there is no DOM
 * (server, plain Node): pass a sanitiser built with {@link createSanitizer} there.
 */
export function defaultSanitizer(): Sanitizer {
  if (browserSanitizer) return browserSanitizer;
  if (typeof window === 'undefined' || typeof window.document === 'undefined') {
    throw new Error('[AddonMarkdownRemark] no DOM to sanitise with: on a server pass `sanitize: serverSanitizer()` (from vue-addon-kit/server), or `createSanitizer(window)` with a window of your own.');
  }
  browserSanitizer = createSanitizer(window);
  return browserSanitizer;
}
