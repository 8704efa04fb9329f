/**
 * URL safety and link resolution for carousel slides, framework-free.
 *
 * - `javascript:`, `vbscript:` and `data:` URLs never become an `href` (case, whitespace, control
 *   characters and HTML entities are normalised first, so `JaVa&#x53;cript&colon;`, `java\tscript:`
 *   are caught too).
 * - Images (`avatar`, `badge`, skill `logo`, icon URLs) accept http(s), protocol-relative and
 *   relative URLs, `blob:`, raster `data:image/…` and script-free `data:image/svg+xml` URLs (what Vite
 *   inlines small SVG imports as); never markup-looking strings.
 */
import { describeValue, isPlainObject } from './dev';

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':', tab: '\t', newline: '\n', lpar: '(', rpar: ')', sol: '/', period: '.', amp: '&', nbsp: ' ',
};

/** Decode numeric and the few named entities that can hide a scheme; repeat until stable. */
function decodeEntities(input: string): string {
  let previous: string;
  let text = input;
  let rounds = 0;
  do {
    previous = text;
    text = text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
      const lower = body.toLowerCase();
      if (lower.startsWith('#x')) return safeFromCode(parseInt(lower.slice(2), 16), match);
      if (lower.startsWith('#')) return safeFromCode(parseInt(lower.slice(1), 10), match);
      return NAMED_ENTITIES[lower] ?? match;
    });
  } while (text !== previous && ++rounds < 5);
  return text;
}

function safeFromCode(code: number, fallback: string): string {
  return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** Lower-cased URL with entities decoded and all whitespace/control characters removed. */
export function normaliseForScheme(url: string): string {
  let text = decodeEntities(url);
  try {
    // Percent-encoded scheme characters (`%6Aavascript:`) are decoded by some consumers.
    if (/^[^:/?#]*%/.test(text)) text = decodeURIComponent(text);
  } catch {
    // Not valid percent-encoding: keep the raw text.
  }
  return text.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g, '').toLowerCase();
}

const DANGEROUS_SCHEME = /^(javascript|vbscript|data):/;

/** True when `url` is a string that may be used as an `href`: not empty and no script-capable scheme. */
export function isSafeHref(url: unknown): url is string {
  if (typeof url !== 'string' || url.trim() === '') return false;
  return !DANGEROUS_SCHEME.test(normaliseForScheme(url));
}

/** Raster image `data:` URLs, and SVG ones without script-looking content, are inert in `<img>`. */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i;

function isSafeDataImage(src: string): boolean {
  if (!SAFE_DATA_IMAGE.test(src)) return false;
  if (!/^data:image\/svg\+xml/i.test(src)) return /^data:image\/[a-z]+;base64,[a-z0-9+/=]+$/i.test(src);
  let content = src;
  try {
    content = decodeURIComponent(src);
  } catch {
    return false;
  }
  // SVG in <img> never runs script; still refuse markup that would if the URL were reused elsewhere.
  return !/<script|<foreignobject|\bon[a-z]+\s*=|javascript:|<iframe|<embed|<object/i.test(content);
}

/** True when `src` may be used as an image source. */
export function isSafeImageSrc(src: unknown): src is string {
  if (typeof src !== 'string') return false;
  const trimmed = src.trim();
  if (trimmed === '') return false;
  if (/^data:/i.test(trimmed)) return isSafeDataImage(trimmed);
  if (trimmed.length > 8192 || /[<>"'`\s\\]/.test(trimmed)) return false;
  const normalised = normaliseForScheme(trimmed);
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(normalised)?.[1];
  if (scheme === undefined) return true; // relative or protocol-relative
  return scheme === 'http' || scheme === 'https' || scheme === 'blob';
}

/**
 * A path location: `{ path, query?, hash? }` (vue-router's `RouteLocationPathRaw` subset). With
 * vue-router installed it goes to `RouterLink` unchanged; without, it becomes `href="path?query#hash"`.
 */
export interface PathLocation {
  /**
   * The path (`'/team/ada'`) or an absolute URL (`'https://…'`, always an anchor). A script-capable
   * scheme (`javascript:`, `vbscript:`, `data:`) makes the slide a plain, unlinked slide.
   */
  path: string;
  /**
   * Query parameters: each value (or each element of an array value) becomes `key=value` in the URL,
   * `null` becomes `key=` and `undefined` is left out. Appended with `&` when `path` already has a `?`.
   * @defaultValue no query
   */
  query?: Record<string, string | number | boolean | null | undefined | Array<string | number | boolean | null>>;
  /** Fragment, with its `#` (`'#skills'`); appended after the query. @defaultValue no fragment */
  hash?: string;
}

/**
 * A named location: `{ name, params? }` (vue-router's `RouteLocationNamedRaw` subset). Only a router
 * can resolve it: without vue-router the slide is not a link (one development warning).
 */
export interface NamedLocation {
  /** The route's `name` as registered with vue-router. */
  name: string | symbol;
  /** Values for the route's dynamic segments (`{ id: 42 }` for `/team/:id`); arrays for repeatable ones. @defaultValue {} */
  params?: Record<string, string | number | Array<string | number>>;
  /** Query parameters, as {@link PathLocation.query}. @defaultValue no query */
  query?: PathLocation['query'];
  /** Fragment, with its `#`. @defaultValue no fragment */
  hash?: string;
}

/** What a slide's `to` accepts: a URL or path string, a path location or a named location. */
export type SlideLocation = string | PathLocation | NamedLocation;

/** How a slide link renders. */
export type ResolvedLink =
  /** No link: the slide is plain content. `warning` explains why, when `to` was given. */
  | { kind: 'none'; warning?: string }
  /** A plain anchor. `external` for absolute URLs (with a scheme or `//`). */
  | { kind: 'anchor'; href: string; external: boolean }
  /** A router link (only when a router is present): `to` goes to `RouterLink` unchanged. */
  | { kind: 'router'; to: string | PathLocation | NamedLocation };

/** True for `https://…`, `mailto:…`, `//host/…`: URLs that a router must not handle. */
export function isAbsoluteUrl(url: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url.trim());
}

/** Build `path?query#hash` from a path location (no router). */
export function hrefFromPathLocation(location: PathLocation): string {
  let href = location.path;
  if (isPlainObject(location.query)) {
    const params = new URLSearchParams();
    for (const [key, raw] of Object.entries(location.query)) {
      const values = Array.isArray(raw) ? raw : [raw];
      for (const value of values) {
        if (value === undefined) continue;
        params.append(key, value === null ? '' : String(value));
      }
    }
    const query = params.toString();
    if (query) href += (href.includes('?') ? '&' : '?') + query;
  }
  if (typeof location.hash === 'string' && location.hash !== '' && location.hash !== '#') {
    href += location.hash.startsWith('#') ? location.hash : `#${location.hash}`;
  }
  return href;
}

/**
 * Decide how a slide's `to` renders. `hasRouter` says whether the app has vue-router installed.
 * Never throws; invalid or unsafe input, or a location whose fields cannot be read (a throwing
 * getter, a revoked Proxy), gives `{ kind: 'none', warning }`.
 */
export function resolveLink(to: unknown, hasRouter: boolean): ResolvedLink {
  try {
    return linkOf(to, hasRouter);
  } catch (error) {
    return { kind: 'none', warning: `"to" could not be read (${error instanceof Error ? error.message : String(error)}); the slide is not a link` };
  }
}

/** {@link resolveLink} without its guard for unreadable locations. */
function linkOf(to: unknown, hasRouter: boolean): ResolvedLink {
  if (to === undefined || to === null || to === '') return { kind: 'none' };
  if (typeof to === 'string') {
    if (!isSafeHref(to)) return { kind: 'none', warning: `"to" ${describeValue(to)} uses a script-capable URL scheme and is not rendered as a link` };
    if (hasRouter && !isAbsoluteUrl(to)) return { kind: 'router', to };
    return { kind: 'anchor', href: to, external: isAbsoluteUrl(to) };
  }
  if (isPlainObject(to)) {
    if (typeof to.path === 'string') {
      if (!isSafeHref(to.path)) return { kind: 'none', warning: `"to.path" ${describeValue(to.path)} uses a script-capable URL scheme and is not rendered as a link` };
      const location = to as unknown as PathLocation;
      if (hasRouter && !isAbsoluteUrl(to.path)) return { kind: 'router', to: location };
      return { kind: 'anchor', href: hrefFromPathLocation(location), external: isAbsoluteUrl(to.path) };
    }
    if (typeof to.name === 'string' || typeof to.name === 'symbol') {
      if (hasRouter) return { kind: 'router', to: to as unknown as NamedLocation };
      return { kind: 'none', warning: `named location ${JSON.stringify(String(to.name))} needs vue-router, which is not installed in this app; the slide is not a link` };
    }
  }
  return { kind: 'none', warning: `"to" must be a string, { path } or { name }; got ${describeValue(to)}` };
}
