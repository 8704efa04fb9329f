/**
 * Option normalisation for the carousels, framework-free (no Vue import) so it runs and is tested in
 * Node. It turns whatever an app passes as `carousel` into props vue3-carousel 0.17 accepts without a
 * single Vue prop warning, plus the options this package implements itself (`throttle`, `autoplay`,
 * `i18n`, callbacks).
 *
 * Merge rules, lowest to highest precedence:
 * 1. the component's defaults ({@link TEAM_CAROUSEL_DEFAULTS}, {@link ICONS_CAROUSEL_DEFAULTS});
 * 2. `carousel.settings` (the option object vue3-carousel removed in 0.3, honoured here);
 * 3. the top-level `carousel` fields.
 * Scalars replace lower layers; `i18n` merges key by key; `breakpoints` given by the user (in
 * `settings` or top level) replace the defaults' breakpoints as a whole. Without them, the defaults'
 * breakpoint table applies with every option the user set (top level or `settings`) replacing that
 * option in each of its entries, so `{ itemsToShow: 2 }` holds at every width and `{ snapAlign:
 * 'center' }` centres at every width while the default counts stay. `slidesToShow` is an alias of
 * `itemsToShow` everywhere (top level, `settings`, each breakpoint); `itemsToShow` wins when both are
 * given. Every invalid value is dropped with one development warning naming it, so the value of the
 * next lower layer applies.
 */
import { describeValue, isPlainObject, type Warn } from '../dev';
import { NON_SCALAR, takeBreakpoints, takeCallbacks, takeI18n, takeValid, TOP_RULES, type Layer } from './validate';
import {
  type CarouselBreakpointOptions,
  type CarouselCallbacks,
  type CarouselDefaults,
  type ForwardedCarouselProps,
  type NormalizedCarousel,
  type ResolvedI18n,
  type SnapAlign,
} from './types';

/**
 * Normalise a `carousel` option object over a component's defaults (rules in the module comment).
 * Never throws; `input` may be anything. `name` prefixes warnings (e.g. "AddonCarouselTeam").
 */
export function normalizeCarouselOptions(
  input: unknown,
  defaults: CarouselDefaults,
  warn: Warn,
  name = 'carousel',
): NormalizedCarousel {
  try {
    return normalize(input, defaults, warn, name);
  } catch (error) {
    // Hostile input (a Proxy or getter that throws): fall back to the defaults.
    warn(`[vue-addon-kit] ${name}: carousel options could not be read (${error instanceof Error ? error.message : 'unknown error'}); the defaults apply.`);
    return normalize(undefined, defaults, warn, name);
  }
}

function normalize(input: unknown, defaults: CarouselDefaults, warn: Warn, name: string): NormalizedCarousel {
  const prefix = `[vue-addon-kit] ${name}: carousel`;
  const say: Warn = (message) => warn(message.startsWith('[') ? message : `${prefix}${message}`);
  let top: Layer = {};
  if (isPlainObject(input)) top = input;
  else if (input !== undefined && input !== null) say(` ${describeValue(input)} is not an options object; the defaults apply.`);

  let settings: Layer = {};
  if (top.settings !== undefined) {
    if (isPlainObject(top.settings)) settings = top.settings;
    else say(`.settings ${describeValue(top.settings)} is not an options object and is ignored.`);
  }
  if (settings.settings !== undefined) say('.settings.settings is not supported (settings do not nest) and is ignored.');

  // Scalars: defaults < settings < top level.
  const merged: Layer = {};
  const layers: Array<[Layer, string]> = [
    [settings, '.settings'],
    [top, ''],
  ];
  for (const [layer, where] of layers) {
    takeValid(layer, TOP_RULES, where, merged, (m) => say(m), [...NON_SCALAR, ...(where ? ['settings'] : [])]);
  }

  // Breakpoints: the highest layer that gives a usable table replaces the defaults; else the
  // defaults' entries, each with the user's own options (`merged`) over it.
  let breakpoints: Record<number, Layer> | undefined;
  for (const [layer, where] of layers) {
    const table = takeBreakpoints(layer.breakpoints, where, (m) => say(m));
    if (table) breakpoints = table;
  }
  breakpoints ??= Object.fromEntries(
    Object.entries(defaults.breakpoints).map(([key, entry]) => [key, overrideEntry(entry as Layer, merged)]),
  );

  const i18nInput = { ...takeI18n(settings.i18n, '.settings', (m) => say(m)), ...takeI18n(top.i18n, '', (m) => say(m)) };
  const { ariaGallery, ...i18nRest } = i18nInput;
  const i18n: ResolvedI18n = { ...defaults.i18n, ...(ariaGallery ? { ariaCarousel: ariaGallery } : {}), ...i18nRest };

  const callbacks: CarouselCallbacks = {};
  takeCallbacks(settings, '.settings', callbacks, (m) => say(m));
  takeCallbacks(top, '', callbacks, (m) => say(m));

  const pick = <T>(key: string, fallback: T): T => (merged[key] !== undefined ? (merged[key] as T) : fallback);
  const props: ForwardedCarouselProps = {
    itemsToShow: pick('itemsToShow', defaults.itemsToShow),
    itemsToScroll: pick('itemsToScroll', defaults.itemsToScroll),
    snapAlign: pick('snapAlign', defaults.snapAlign),
    wrapAround: pick('wrapAround', defaults.wrapAround),
    transition: pick('transition', defaults.transition),
    breakpoints: breakpoints as ForwardedCarouselProps['breakpoints'],
    dir: pick('dir', 'ltr'),
    mouseDrag: pick('mouseDrag', true),
    touchDrag: pick('touchDrag', true),
  };
  for (const key of ['gap', 'breakpointMode', 'transitionEasing', 'slideEffect', 'clamp', 'enabled', 'preventExcessiveDragging'] as const) {
    if (merged[key] !== undefined) (props as unknown as Layer)[key] = merged[key];
  }

  return {
    props,
    autoplay: pick('autoplay', 0),
    throttle: pick('throttle', 0),
    pagination: pick('pagination', false),
    mouseWheel: pick('mouseWheel', false),
    minSlideWidth: pick('minSlideWidth', defaults.minSlideWidth),
    modelValue: merged.modelValue as number | undefined,
    i18n,
    callbacks,
  };
}

/**
 * A copy of a default breakpoint entry with each of its options that the user set (`user`: the
 * validated top-level and `settings` values) replaced by the user's value.
 */
function overrideEntry(entry: Layer, user: Layer): Layer {
  const out: Layer = { ...entry };
  for (const key of Object.keys(entry)) if (user[key] !== undefined) out[key] = user[key];
  return out;
}

/**
 * The breakpoint entry that applies at `width` (largest minimum width ≤ `width`), merged over the
 * top-level options, as vue3-carousel resolves it. For stories and tests.
 */
export function optionsAtWidth(props: ForwardedCarouselProps, width: number): ForwardedCarouselProps {
  const keys = Object.keys(props.breakpoints)
    .map(Number)
    .sort((a, b) => b - a);
  const match = keys.find((key) => width >= key);
  return match === undefined ? props : { ...props, ...props.breakpoints[match] };
}

/**
 * Slides (a real number) that fit a viewport `viewportWidth` px wide at `minSlideWidth` px each with
 * `gap` px between them; `Infinity` when there is no minimum (0) or the width is not known yet (0,
 * before mount).
 */
export function slidesThatFit(viewportWidth: number, minSlideWidth: number, gap = 0): number {
  if (!(minSlideWidth > 0) || !(viewportWidth > 0)) return Infinity;
  return (viewportWidth + gap) / (minSlideWidth + gap) + 1e-6;
}

/**
 * `props` with every `itemsToShow` (top level and each breakpoint entry) that exceeds `fit` lowered to
 * the whole number of slides that fit (at least 1); values that fit, fractions included, and `'auto'`
 * are kept. Returns `props` itself (the same object) when nothing exceeds `fit`, so vue3-carousel
 * re-resolves nothing. This is how `minSlideWidth` is applied.
 */
export function capItemsToShow(props: ForwardedCarouselProps, fit: number): ForwardedCarouselProps {
  const squeezed = (entry: { itemsToShow?: number | 'auto' }) => typeof entry.itemsToShow === 'number' && entry.itemsToShow > fit;
  if (!Number.isFinite(fit) || !(squeezed(props) || Object.values(props.breakpoints).some(squeezed))) return props;
  const cap = <E extends { itemsToShow?: number | 'auto' }>(entry: E): E => (squeezed(entry) ? { ...entry, itemsToShow: Math.max(1, Math.floor(fit)) } : entry);
  return { ...cap(props), breakpoints: Object.fromEntries(Object.entries(props.breakpoints).map(([key, entry]) => [key, cap(entry)])) };
}

/**
 * `props` with `wrapAround` off in every layer (the top level, each breakpoint entry as vue3-carousel
 * merges it over the top level) where all `count` slides fit in view (a numeric `itemsToShow` of at
 * least `count`): there vue3-carousel would fill the empty slots with clones, showing a slide twice,
 * and a wrap has nowhere to go. An entry where the slides do not fit keeps the `wrapAround` it sets or
 * inherits. Returns `props` itself (the same object) when no layer changes.
 */
export function withoutWrapWhereAllFit(props: ForwardedCarouselProps, count: number): ForwardedCarouselProps {
  const fits = (itemsToShow: number | 'auto' | undefined) => typeof itemsToShow === 'number' && count <= itemsToShow;
  const wraps = (entry: Partial<ForwardedCarouselProps>) => !!(entry.wrapAround ?? props.wrapAround);
  const entries = Object.entries(props.breakpoints);
  const topOff = props.wrapAround && fits(props.itemsToShow);
  const entryOff = (entry: Partial<ForwardedCarouselProps>) => wraps(entry) && fits(entry.itemsToShow ?? props.itemsToShow);
  if (!topOff && !entries.some(([, entry]) => entryOff(entry))) return props;
  return {
    ...props,
    wrapAround: !topOff && props.wrapAround,
    breakpoints: Object.fromEntries(entries.map(([key, entry]) => [key, { ...entry, wrapAround: wraps(entry) && !entryOff(entry) }])),
  };
}

/**
 * `props` with `overrides` set at the top level and in every breakpoint entry. vue3-carousel resolves
 * a width as `Object.assign(config, topLevel, breakpointEntry)`, so a value the component must enforce
 * (an instant transition under reduced motion, no drag while throttled, one slide in view with the
 * fade effect) would lose to an entry that sets the same option. Returns `props` itself (the same
 * object) when `overrides` holds no value, so vue3-carousel re-resolves nothing.
 */
export function overrideEveryLayer(props: ForwardedCarouselProps, overrides: Partial<Omit<CarouselBreakpointOptions, 'slidesToShow'>>): ForwardedCarouselProps {
  const set = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return props;
  return { ...props, ...set, breakpoints: Object.fromEntries(Object.entries(props.breakpoints).map(([key, entry]) => [key, { ...entry, ...set }])) };
}

/** Fill `{name}` placeholders of an i18n text. */
export function formatText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** Clamp a start index to the slides present (0 when there are none). */
export function clampIndex(index: number | undefined, count: number): number {
  if (index === undefined || count <= 0) return 0;
  return Math.min(Math.max(0, Math.floor(index)), count - 1);
}

/**
 * The slides fully in view (0-based, `first` ≤ `last`) when slide `current` is the current one, as
 * vue3-carousel 0.17 lays the row out: `itemsToShow` slots, the current slide at its `snapAlign`
 * position, and without `wrapAround` the row clamped to `0 … count - itemsToShow`. With `wrapAround`
 * the range may run past either end (indexes then name positions, taken modulo `count`).
 * `itemsToShow` must be a number above 0 (`'auto'` widths are only known from the layout).
 */
export function fullyVisibleRange(current: number, count: number, itemsToShow: number, snapAlign: SnapAlign, wrapAround: boolean): { first: number; last: number } {
  if (count <= 0) return { first: 0, last: -1 };
  const base = rowStart(current, count, itemsToShow, snapAlign, wrapAround);
  // 1e-6: itemsToShow 3 of 3 slots must not lose a slide to rounding.
  let first = Math.ceil(base - 1e-6);
  let last = Math.floor(base + itemsToShow - 1 + 1e-6);
  if (!wrapAround) {
    first = Math.max(0, first);
    last = Math.min(count - 1, last);
  }
  if (last < first) last = first;
  return { first, last };
}

/**
 * The slides at least partly in view (0-based, `min` ≤ `max`) when slide `current` is the current one,
 * without `wrapAround`: vue3-carousel 0.17's `visibleRange` (a slide counts from the first slot it
 * reaches into, so a fraction in view counts), taken from the row as its track lays it out, clamped to
 * `0 … count - itemsToShow`. vue3-carousel computes its own range from the unclamped position, so with
 * `snapAlign: 'center'` or `'end'` a slide the track shows at an end would count as out of view.
 * `itemsToShow` must be a number above 0.
 */
export function partlyVisibleRange(current: number, count: number, itemsToShow: number, snapAlign: SnapAlign): { min: number; max: number } {
  const base = rowStart(current, count, itemsToShow, snapAlign, false);
  return { min: Math.floor(base), max: Math.max(0, Math.min(count - 1, Math.ceil(base + itemsToShow - 1))) };
}

/**
 * Where the viewport starts, in slides (fractional), when slide `current` is the current one:
 * `current` minus its `snapAlign` offset, and without `wrapAround` clamped to `0 … count -
 * itemsToShow` as vue3-carousel 0.17 clamps its track.
 */
function rowStart(current: number, count: number, itemsToShow: number, snapAlign: SnapAlign, wrapAround: boolean): number {
  const base = current - snapOffset(snapAlign, itemsToShow);
  return wrapAround ? base : Math.min(Math.max(base, 0), Math.max(0, count - itemsToShow));
}

/** Slots between the viewport start and the current slide at `snapAlign` (vue3-carousel 0.17's offset). */
function snapOffset(snapAlign: SnapAlign, itemsToShow: number): number {
  if (snapAlign === 'end') return itemsToShow - 1;
  if (snapAlign === 'center' || snapAlign === 'center-odd') return (itemsToShow - 1) / 2;
  if (snapAlign === 'center-even') return (itemsToShow - 2) / 2;
  return 0;
}

/**
 * The slide indexes whose row position is not clamped, without `wrapAround` (same layout as
 * {@link fullyVisibleRange}): `low` is the last index that still shows the row at its start and
 * `high` the first that shows it at its end. An index below `low` or above `high` shows the same row
 * as `low` or `high` (e.g. 12 slides, 7 in view, `start`: indexes 5 to 11 all show slides 6–12), so a
 * step from there starts at `low` or `high` and moves the row on the first press. `undefined` when
 * every slide fits or `itemsToShow` is not a number above 0.
 */
export function unclampedIndexes(count: number, itemsToShow: number, snapAlign: SnapAlign): { low: number; high: number } | undefined {
  if (!(itemsToShow > 0) || count <= itemsToShow) return undefined;
  const offset = snapOffset(snapAlign, itemsToShow);
  // 1e-6: a fraction such as 2.5 in view must not move `high` by rounding.
  const low = Math.min(Math.max(0, Math.floor(offset + 1e-6)), count - 1);
  const high = Math.min(Math.max(0, Math.ceil(count - itemsToShow + offset - 1e-6)), count - 1);
  return { low, high: Math.max(low, high) };
}
