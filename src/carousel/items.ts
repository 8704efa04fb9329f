/**
 * Slide item normalisation, framework-free: any input becomes a clean array of items where every
 * field is either a usable value or absent. Unsafe or malformed values are dropped with one
 * development warning each (naming the value); nothing throws.
 */
import type { IconItem } from '../components/AddonCarouselIcons/types';
import type { TeamItem, TeamSkill } from '../components/AddonCarouselTeam/types';
import { describeValue, isPlainObject, type Warn } from './dev';
import { isSafeImageSrc } from './url';

/** A team item after normalisation: strings are strings, images are safe, skills are complete. */
export interface CleanTeamItem {
  avatar?: string;
  badge?: string;
  name?: string;
  role?: string;
  text?: string;
  to?: unknown;
  /** Complete skills (logo + name) and text-only skills (name only, `logo` undefined). */
  skills: Array<{ name: string; logo?: string }>;
  /** The item as given in `slides` (extra fields kept; `{}` for a non-object): the `slide` slot's `item`. */
  source: TeamItem;
}

/** How an icon renders. */
export type IconSource = { kind: 'iconify'; name: string } | { kind: 'image'; src: string } | { kind: 'none' };

/** An icon item after normalisation. */
export interface CleanIconItem {
  icon: IconSource;
  title?: string;
  to?: unknown;
  /** The item as given in `slides` (extra fields kept; `{}` for a non-object): the `slide` slot's `item`. */
  source: IconItem;
}

/** At most this many slides are rendered (a guard against runaway API data). */
export const MAX_SLIDES = 5000;

/** `slides` as an array of objects (non-objects become empty items). */
export function toItemArray(slides: unknown, where: string, warn: Warn): Record<string, unknown>[] {
  if (slides === undefined || slides === null) return [];
  if (!Array.isArray(slides)) {
    warn(`[vue-addon-kit] ${where}: slides ${describeValue(slides)} is not an array; no slides are shown.`);
    return [];
  }
  if (slides.length > MAX_SLIDES) warn(`[vue-addon-kit] ${where}: ${slides.length} slides; only the first ${MAX_SLIDES} are shown.`);
  return slides.slice(0, MAX_SLIDES).map((item) => (isPlainObject(item) ? item : {}));
}

function text(item: Record<string, unknown>, key: string, where: string, warn: Warn): string | undefined {
  const value = item[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  warn(`[vue-addon-kit] ${where}: slide ${key} ${describeValue(value)} is not text and is not shown.`);
  return undefined;
}

function image(value: unknown, label: string, where: string, warn: Warn): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (isSafeImageSrc(value)) return value.trim();
  warn(`[vue-addon-kit] ${where}: ${label} ${describeValue(value)} is not a safe image URL and is not shown.`);
  return undefined;
}

/** Normalise `AddonCarouselTeam`'s `slides`. */
export function normalizeTeamItems(slides: unknown, warn: Warn, where = 'AddonCarouselTeam'): CleanTeamItem[] {
  return safely<CleanTeamItem>(slides, where, warn, (item) => {
    const skills: CleanTeamItem['skills'] = [];
    const rawSkills = item.skills;
    if (Array.isArray(rawSkills)) {
      for (const skill of rawSkills as unknown[]) {
        const entry = isPlainObject(skill) ? (skill as Partial<Record<keyof TeamSkill, unknown>>) : {};
        const name = typeof entry.name === 'string' && entry.name.trim() ? entry.name : undefined;
        if (!name) {
          warn(`[vue-addon-kit] ${where}: skill ${describeValue(skill)} has no name and is skipped.`);
          continue;
        }
        skills.push({ name, logo: image(entry.logo, `logo of skill ${JSON.stringify(name)}`, where, warn) });
      }
    } else if (rawSkills !== undefined && rawSkills !== null) {
      warn(`[vue-addon-kit] ${where}: skills ${describeValue(rawSkills)} is not an array and is not shown.`);
    }
    const clean: Omit<CleanTeamItem, 'source'> = {
      avatar: image(item.avatar, 'avatar', where, warn),
      badge: image(item.badge, 'badge', where, warn),
      name: text(item, 'name', where, warn),
      role: text(item, 'role', where, warn),
      text: text(item, 'text', where, warn),
      to: item.to as TeamItem['to'],
      skills,
    };
    return clean;
  });
}

/** Iconify names: `prefix:name` (optionally `@provider:prefix:name`), lower-case words and dashes. */
const ICONIFY_NAME = /^(?:@[a-z0-9-]+:)?[a-z0-9]+(?:-[a-z0-9]+)*:[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** Decide how an `icon` value renders (before checking that Iconify data is registered). */
export function classifyIcon(icon: unknown, where: string, warn: Warn): IconSource {
  if (icon === undefined || icon === null || icon === '') return { kind: 'none' };
  if (typeof icon === 'string') {
    const trimmed = icon.trim();
    if (ICONIFY_NAME.test(trimmed) && !/^(https?|javascript|vbscript|data|blob):/i.test(trimmed)) return { kind: 'iconify', name: trimmed };
    if (isSafeImageSrc(trimmed) && /^(https?:|\/|\.{1,2}\/|blob:|data:image\/)|\.(svg|png|jpe?g|gif|webp|avif)(\?|#|$)/i.test(trimmed)) {
      return { kind: 'image', src: trimmed };
    }
  }
  warn(`[vue-addon-kit] ${where}: icon ${describeValue(icon)} is neither an Iconify name nor a safe image URL; a placeholder is shown.`);
  return { kind: 'none' };
}

/** Normalise `AddonCarouselIcons`' `slides`. */
export function normalizeIconItems(slides: unknown, warn: Warn, where = 'AddonCarouselIcons'): CleanIconItem[] {
  return safely<CleanIconItem>(slides, where, warn, (item) => ({
    icon: classifyIcon(item.icon, where, warn),
    title: text(item, 'title', where, warn),
    to: item.to as IconItem['to'],
  }));
}

/**
 * Map items with `clean`, each with its `source` (the item as given), so a later item keeps its own
 * source when an earlier one is dropped; an item whose fields cannot be read (throwing getters,
 * Proxies) is dropped.
 */
function safely<T extends { source: unknown }>(
  slides: unknown,
  where: string,
  warn: Warn,
  clean: (item: Record<string, unknown>) => Omit<T, 'source'>,
): T[] {
  let items: Record<string, unknown>[];
  try {
    items = toItemArray(slides, where, warn);
  } catch {
    warn(`[vue-addon-kit] ${where}: slides could not be read; no slides are shown.`);
    return [];
  }
  const out: T[] = [];
  for (const item of items) {
    try {
      out.push({ ...clean(item), source: item } as T);
    } catch {
      warn(`[vue-addon-kit] ${where}: a slide could not be read and is skipped.`);
    }
  }
  return out;
}
