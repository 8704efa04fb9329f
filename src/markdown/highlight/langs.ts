/**
 * Language list normalisation for the markdown pipeline (framework-free: no Vue import).
 *
 * `langs` accepts many shapes (names, aliases, registration objects, arrays, promises, `{ default }`
 * modules, functions returning promises). {@link resolveLangs} flattens them into a lookup from every
 * name a fence may use (lower case) to one language, skipping invalid entries with ONE development
 * warning per entry. Nothing is downloaded here: bundled grammars are only imported by the highlighter
 * when a document actually uses them.
 */
import type { LanguageRegistration } from 'shiki/core';
import { bundledLanguagesInfo } from 'shiki/langs';
import { warnOnce } from '../../dev';

/** One item of `langs`: a bundled language name/alias or a language registration object. */
export type LangItem = string | LanguageRegistration;

/**
 * Anything `langs` accepts: an item, an array of inputs, a promise of an input, a module-like
 * `{ default }` holding an input, or a function returning (a promise of) an input.
 */
export type LangInput =
  | LangItem
  | readonly LangInput[]
  | PromiseLike<LangInput>
  | { readonly default: LangInput }
  | (() => LangInput | PromiseLike<LangInput>)
  /** A loader whose result type is not known statically: its value is validated when it resolves. */
  | (() => PromiseLike<unknown>);

/** A language the highlighter can load: a bundled grammar or a manual registration. */
export type ResolvedLang =
  | { readonly kind: 'bundled'; readonly id: string }
  | { readonly kind: 'custom'; readonly id: string; readonly registration: LanguageRegistration };

/** The result of {@link resolveLangs}. */
export interface ResolvedLangs {
  /** Fence name (lower case id, alias or display name) → language. */
  readonly lookup: ReadonlyMap<string, ResolvedLang>;
  /** Languages by id, for loading embedded languages of manual registrations. */
  readonly byId: ReadonlyMap<string, ResolvedLang>;
}

/** Languages highlighted when `langs` is not given. */
export const DEFAULT_LANGS = ['html', 'vue', 'bash', 'dockerfile', 'json', 'yaml', 'markdown', 'diff'] as const;

/** Fence names that mean "no grammar": rendered as plain text with theme colours. */
export const PLAIN_LANGS = ['text', 'txt', 'plain', 'plaintext'] as const;

/** How deep nested arrays/promises/functions/modules are followed before an entry counts as invalid. */
const MAX_DEPTH = 8;

/**
 * Print one development warning per invalid entry, never in production: an object or function entry
 * (a grammar, a theme) counts by identity, any other value by the message (so `42` as a language and
 * `42` as a theme each get their warning). Exported for the highlighter, which reports grammars and
 * themes that fail to load the same way.
 */
export function warnEntryOnce(entry: unknown, message: string): void {
  const byIdentity = entry !== null && (typeof entry === 'object' || typeof entry === 'function');
  warnOnce(`[AddonMarkdownRemark] ${message}`, byIdentity ? entry : message);
}

/** A short printable name for an entry, for warnings. */
export function describeEntry(entry: unknown): string {
  if (typeof entry === 'string') return JSON.stringify(entry);
  if (typeof entry === 'function') return `function ${entry.name || '(anonymous)'}`;
  if (entry && typeof entry === 'object' && 'name' in entry) return `registration ${JSON.stringify(String(entry.name))}`;
  try {
    return JSON.stringify(entry)?.slice(0, 80) ?? String(entry);
  } catch {
    return String(entry);
  }
}

let bundledIndex: Map<string, string> | undefined;

/** Lower-case id, alias or display name of every bundled language → its canonical id. */
function bundledLookup(): Map<string, string> {
  if (bundledIndex) return bundledIndex;
  const index = new Map<string, string>();
  // Display names first, so ids and aliases (set after) win on collisions.
  for (const info of bundledLanguagesInfo) index.set(info.name.toLowerCase(), info.id);
  for (const info of bundledLanguagesInfo) {
    index.set(info.id.toLowerCase(), info.id);
    for (const alias of info.aliases ?? []) index.set(alias.toLowerCase(), info.id);
  }
  bundledIndex = index;
  return index;
}

/** Canonical id of a bundled language name or alias (`'ts'` → `'typescript'`), or `undefined`. */
export function resolveBundledLang(name: string): string | undefined {
  return bundledLookup().get(name.trim().toLowerCase());
}

/** Whether a value looks like a usable TextMate language registration. */
export function isLanguageRegistration(value: unknown): value is LanguageRegistration {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<LanguageRegistration>;
  return (
    typeof v.name === 'string' &&
    v.name.trim() !== '' &&
    typeof v.scopeName === 'string' &&
    v.scopeName !== '' &&
    Array.isArray(v.patterns) &&
    (v.repository === undefined || (typeof v.repository === 'object' && v.repository !== null)) &&
    (v.embeddedLangs === undefined || (Array.isArray(v.embeddedLangs) && v.embeddedLangs.every((l) => typeof l === 'string'))) &&
    (v.aliases === undefined || (Array.isArray(v.aliases) && v.aliases.every((l) => typeof l === 'string')))
  );
}

/** Flatten one input into items; invalid or failing entries are warned about and dropped. */
async function flatten(input: unknown, out: LangItem[], depth: number): Promise<void> {
  if (depth > MAX_DEPTH) {
    warnEntryOnce(input, `langs entry ${describeEntry(input)} is nested too deeply; skipped.`);
    return;
  }
  if (typeof input === 'string') {
    out.push(input);
    return;
  }
  if (Array.isArray(input)) {
    // Resolve siblings in parallel, keep their order.
    const parts = await Promise.all(
      input.map(async (item) => {
        const part: LangItem[] = [];
        await flatten(item, part, depth + 1);
        return part;
      }),
    );
    for (const part of parts) out.push(...part);
    return;
  }
  if (typeof input === 'function') {
    let produced: unknown;
    try {
      produced = await (input as () => unknown)();
    } catch (error) {
      warnEntryOnce(input, `langs entry ${describeEntry(input)} threw or rejected (${String(error)}); skipped.`);
      return;
    }
    await flatten(produced, out, depth + 1);
    return;
  }
  if (input && typeof input === 'object') {
    if (typeof (input as PromiseLike<unknown>).then === 'function') {
      let produced: unknown;
      try {
        produced = await (input as PromiseLike<unknown>);
      } catch (error) {
        warnEntryOnce(input, `a langs promise rejected (${String(error)}); skipped.`);
        return;
      }
      await flatten(produced, out, depth + 1);
      return;
    }
    if (isLanguageRegistration(input)) {
      out.push(input);
      return;
    }
    if ('default' in input) {
      await flatten((input as { default: unknown }).default, out, depth + 1);
      return;
    }
  }
  warnEntryOnce(input, `langs entry ${describeEntry(input)} is not a language name or registration; skipped.`);
}

/** Build the lookup from flattened items. Later entries never replace earlier ones. */
function buildLookup(items: readonly LangItem[]): ResolvedLangs {
  const lookup = new Map<string, ResolvedLang>();
  const byId = new Map<string, ResolvedLang>();
  const add = (names: readonly string[], lang: ResolvedLang): void => {
    if (!byId.has(lang.id)) byId.set(lang.id, lang);
    for (const name of names) {
      const key = name.trim().toLowerCase();
      if (key && !lookup.has(key)) lookup.set(key, lang);
    }
  };
  for (const item of items) {
    if (typeof item === 'string') {
      const id = resolveBundledLang(item);
      if (!id) {
        warnEntryOnce(item, `unknown language ${JSON.stringify(item)} in langs; skipped.`);
        continue;
      }
      const info = bundledLanguagesInfo.find((l) => l.id === id);
      add([id, ...(info?.aliases ?? []), info?.name ?? id], { kind: 'bundled', id });
    } else {
      add([item.name, ...(item.aliases ?? [])], { kind: 'custom', id: item.name, registration: item });
    }
  }
  return { lookup, byId };
}

const memo = new WeakMap<object, Promise<ResolvedLangs>>();
const settled = new WeakMap<object, ResolvedLangs>();

/**
 * The lookup for `langs` when it can be had without waiting: an array of language names (such as
 * the default) is resolved on the spot, and any `langs` value already resolved by
 * {@link resolveLangs} is returned as it resolved (the same object). `undefined` otherwise (an
 * entry is a loader, a promise or a module: use {@link resolveLangs}). Lets a render start its
 * grammar downloads before anything else.
 */
export function resolveLangsNow(langs: LangInput = DEFAULT_LANGS): ResolvedLangs | undefined {
  if (langs === null || typeof langs !== 'object') return undefined;
  let resolved = settled.get(langs);
  if (!resolved && Array.isArray(langs) && !memo.has(langs) && langs.every((l) => typeof l === 'string')) {
    resolved = buildLookup(langs as string[]);
    settled.set(langs, resolved);
    memo.set(langs, Promise.resolve(resolved));
  }
  return resolved;
}

/**
 * Normalise a `langs` value into a lookup. Never rejects: invalid entries are skipped with one
 * development warning each. Results are memoised per array/object identity, so a stable `langs`
 * array (or the default) is resolved once, and its functions are called once.
 */
export function resolveLangs(langs: LangInput = DEFAULT_LANGS): Promise<ResolvedLangs> {
  const cacheable = langs !== null && typeof langs === 'object';
  if (cacheable) {
    resolveLangsNow(langs); // a list of names is resolved on the spot (and memoised)
    const hit = memo.get(langs);
    if (hit) return hit;
  }
  const promise = (async () => {
    const items: LangItem[] = [];
    await flatten(langs, items, 0);
    const resolved = buildLookup(items);
    if (cacheable) settled.set(langs, resolved);
    return resolved;
  })();
  if (cacheable) memo.set(langs, promise);
  return promise;
}
