/**
 * The catalog's toolbar globals (theme, reading direction, locale): allowed values, each once, and
 * readers that turn any stored value (URL, story `globals`, an old bookmark) into an allowed one.
 */

/** Colour themes of the catalog: the `dark` class on the story root, as an app sets it on `<html>`. */
export const STORY_THEMES = ['light', 'dark'] as const;
/** One of {@link STORY_THEMES}. */
export type StoryTheme = (typeof STORY_THEMES)[number];

/** Reading directions of the story root (`dir` attribute). */
export const READING_DIRS = ['ltr', 'rtl'] as const;
/** One of {@link READING_DIRS}. */
export type ReadingDir = (typeof READING_DIRS)[number];

/** Content languages of the story root (`lang` attribute): English, Persian. */
export const STORY_LOCALES = ['en', 'fa'] as const;
/** One of {@link STORY_LOCALES}. */
export type StoryLocale = (typeof STORY_LOCALES)[number];

/** The globals this catalog defines (other addons add more, e.g. `viewport`). */
export interface StoryGlobals {
  theme?: unknown;
  dir?: unknown;
  locale?: unknown;
}

/** `'dark'` for `'dark'`, else `'light'`. */
export function storyThemeOf(value: unknown): StoryTheme {
  return value === 'dark' ? 'dark' : 'light';
}

/** `'rtl'` for `'rtl'`, else `'ltr'`. */
export function readingDirOf(value: unknown): ReadingDir {
  return value === 'rtl' ? 'rtl' : 'ltr';
}

/** `'fa'` for `'fa'`, else `'en'`. */
export function storyLocaleOf(value: unknown): StoryLocale {
  return value === 'fa' ? 'fa' : 'en';
}

/** The theme a story renders in: its root's `dark` class, which the decorator derives from the global. */
export function themeOfCanvas(canvasElement: Element): StoryTheme {
  return canvasElement.querySelector('.vak-story-root')?.classList.contains('dark') || canvasElement.closest('.dark') ? 'dark' : 'light';
}

/** An argType as the docs table reads it (the parts this module touches). */
interface DocArgType {
  description?: string;
  table?: { defaultValue?: { summary?: string } | null; [key: string]: unknown };
  [key: string]: unknown;
}

/**
 * The docs table's description of a prop, cleaned: vue-component-meta's TSDoc tags arrive as leading
 * `@defaultValue: …<br>@link: …<br><br>` lines. `@defaultValue` becomes the table's Default column
 * (when the story sets none), `@link` a trailing "Upstream" link, other tags are dropped.
 */
export function cleanTsDoc(argType: DocArgType): DocArgType {
  const description = argType.description;
  if (!description || !description.startsWith('@')) return argType;
  const split = description.indexOf('<br><br>');
  const head = split < 0 ? description : description.slice(0, split);
  const body = split < 0 ? '' : description.slice(split + '<br><br>'.length);
  const tags = head.split('<br>').map((line) => /^@(\w+):\s*([\s\S]*)$/.exec(line)).filter((m) => m !== null);
  if (!tags.length) return argType;
  const defaultValue = tags.find((m) => m[1] === 'defaultValue')?.[2];
  const links = tags.filter((m) => m[1] === 'link' || m[1] === 'see').map((m) => m[2]!.trim());
  const text = [body, ...links.map((url) => (/^https?:\/\//.test(url) ? `Upstream: [${url.replace(/^https?:\/\//, '')}](${url})` : `See ${url}`))]
    .filter(Boolean)
    .join('\n\n');
  const table = { ...argType.table };
  if (defaultValue && !table.defaultValue?.summary) table.defaultValue = { summary: defaultValue };
  return { ...argType, description: text, table };
}
