/**
 * Validation of the `carousel` option object (framework-free: no Vue import): each rule accepts a
 * value or drops it with one development warning naming the option and the value, so the value of
 * the next lower layer applies.
 */
import { describeValue, isPlainObject, type Warn } from '../dev';
import {
  CALLBACK_KEYS,
  DIRS,
  BREAKPOINT_MODES,
  I18N_KEYS,
  SLIDE_EFFECTS,
  SNAP_ALIGNS,
  type CarouselCallbacks,
  type CarouselI18n,
  type DragOption,
} from './types';

/** One layer of options (defaults, `settings`, top level, a breakpoint) before validation. */
export type Layer = Record<string, unknown>;

const isNonNegative = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

const isDrag = (value: unknown): value is DragOption =>
  typeof value === 'boolean' ||
  (isPlainObject(value) &&
    Object.keys(value).every((k) => k === 'threshold') &&
    (value.threshold === undefined || (isNonNegative(value.threshold) && value.threshold <= 1)));

/** Validators of the options a breakpoint may hold; each returns the accepted value or undefined. */
const BREAKPOINT_RULES: Record<string, { check: (v: unknown) => boolean; expected: string }> = {
  itemsToShow: { check: (v) => v === 'auto' || (typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 1000), expected: 'a number above 0 or "auto"' },
  itemsToScroll: { check: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 1000, expected: 'a whole number from 1' },
  snapAlign: { check: (v) => (SNAP_ALIGNS as readonly unknown[]).includes(v), expected: `one of ${SNAP_ALIGNS.join(', ')}` },
  wrapAround: { check: (v) => typeof v === 'boolean', expected: 'true or false' },
  transition: { check: (v) => isNonNegative(v) && v <= 60_000, expected: 'milliseconds from 0 to 60000' },
  gap: { check: (v) => isNonNegative(v) && v <= 1000, expected: 'pixels from 0 to 1000' },
  mouseDrag: { check: isDrag, expected: 'true, false or { threshold }' },
  touchDrag: { check: isDrag, expected: 'true, false or { threshold }' },
};

export const TOP_RULES: Record<string, { check: (v: unknown) => boolean; expected: string }> = {
  ...BREAKPOINT_RULES,
  throttle: { check: (v) => isNonNegative(v) && v <= 60_000, expected: 'milliseconds from 0 to 60000' },
  autoplay: { check: (v) => isNonNegative(v) && (v === 0 || v >= 100) && v <= 3_600_000, expected: 'milliseconds: 0 (off) or from 100' },
  pauseAutoplayOnHover: { check: (v) => typeof v === 'boolean', expected: 'true or false' },
  minSlideWidth: { check: (v) => isNonNegative(v) && v <= 2000, expected: 'pixels from 0 to 2000' },
  pagination: { check: (v) => typeof v === 'boolean', expected: 'true or false' },
  modelValue: { check: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0, expected: 'a slide index from 0' },
  dir: { check: (v) => (DIRS as readonly unknown[]).includes(v), expected: `one of ${DIRS.join(', ')}` },
  breakpointMode: { check: (v) => (BREAKPOINT_MODES as readonly unknown[]).includes(v), expected: `one of ${BREAKPOINT_MODES.join(', ')}` },
  transitionEasing: { check: (v) => typeof v === 'string' && v.length < 200 && !/[;{}<>]/.test(v), expected: 'a CSS easing function' },
  slideEffect: { check: (v) => (SLIDE_EFFECTS as readonly unknown[]).includes(v), expected: `one of ${SLIDE_EFFECTS.join(', ')}` },
  clamp: { check: (v) => typeof v === 'boolean', expected: 'true or false' },
  enabled: { check: (v) => typeof v === 'boolean', expected: 'true or false' },
  preventExcessiveDragging: { check: (v) => typeof v === 'boolean', expected: 'true or false' },
  mouseWheel: {
    check: (v) =>
      typeof v === 'boolean' ||
      (isPlainObject(v) && Object.entries(v).every(([k, x]) => (k === 'threshold' || k === 'throttleTime') && isNonNegative(x))),
    expected: 'true, false or { threshold, throttleTime }',
  },
};

/** Validate one layer's scalar options into `out`; warn about each bad value, drop it. */
export function takeValid(
  layer: Layer,
  rules: typeof TOP_RULES,
  where: string,
  out: Layer,
  warn: Warn,
  skip: readonly string[],
): void {
  // A valid `itemsToShow` wins over its alias `slidesToShow`; an invalid one leaves a valid alias in effect.
  const itemsRule = rules.itemsToShow;
  const hasItems = layer.itemsToShow !== undefined && (!itemsRule || itemsRule.check(layer.itemsToShow));
  const aliasValid = layer.slidesToShow !== undefined && !!itemsRule?.check(layer.slidesToShow);
  for (const [key, value] of Object.entries(layer)) {
    if (skip.includes(key) || value === undefined) continue;
    const ruleKey = key === 'slidesToShow' ? 'itemsToShow' : key;
    const rule = rules[ruleKey];
    if (!rule) {
      warn(`${where}.${key} is not a known option and is ignored (value ${describeValue(value)}).`);
      continue;
    }
    if (key === 'slidesToShow' && hasItems) continue; // itemsToShow wins
    if (!rule.check(value)) {
      const fallback = key === 'itemsToShow' && aliasValid ? 'its alias slidesToShow applies' : 'the default applies';
      warn(`${where}.${key} ${describeValue(value)} is not valid (expected ${rule.expected}); ${fallback}.`);
      continue;
    }
    out[ruleKey] = isPlainObject(value) ? { ...value } : value;
  }
}

/** Validate a breakpoints table; `undefined` when the layer has none or it is unusable. */
export function takeBreakpoints(value: unknown, where: string, warn: Warn): Record<number, Layer> | undefined {
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) {
    warn(`${where}.breakpoints ${describeValue(value)} is not an object of { [minWidth]: options }; the default breakpoints apply.`);
    return undefined;
  }
  const table: Record<number, Layer> = {};
  for (const [key, options] of Object.entries(value)) {
    if (!/^\d+(\.\d+)?$/.test(key.trim()) || Number(key) > 100_000) {
      warn(`${where}.breakpoints key ${describeValue(key)} is not a minimum width in px and is ignored.`);
      continue;
    }
    if (!isPlainObject(options)) {
      warn(`${where}.breakpoints[${key}] ${describeValue(options)} is not an options object and is ignored.`);
      continue;
    }
    const entry: Layer = {};
    takeValid(options, BREAKPOINT_RULES, `${where}.breakpoints[${key}]`, entry, warn, []);
    table[Number(key)] = entry;
  }
  return table;
}

export function takeI18n(value: unknown, where: string, warn: Warn): CarouselI18n {
  if (value === undefined) return {};
  if (!isPlainObject(value)) {
    warn(`${where}.i18n ${describeValue(value)} is not an object of texts; the default texts apply.`);
    return {};
  }
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) {
    if (!(I18N_KEYS as readonly string[]).includes(key)) {
      warn(`${where}.i18n.${key} is not a known text and is ignored.`);
    } else if (typeof text !== 'string' || text.trim() === '') {
      warn(`${where}.i18n.${key} ${describeValue(text)} is not a non-empty string; the default text applies.`);
    } else {
      out[key] = text;
    }
  }
  return out;
}

export function takeCallbacks(layer: Layer, where: string, out: CarouselCallbacks, warn: Warn): void {
  for (const key of CALLBACK_KEYS) {
    const value = layer[key];
    if (value === undefined) continue;
    if (typeof value !== 'function') warn(`${where}.${key} ${describeValue(value)} is not a function and is ignored.`);
    else (out as Record<string, unknown>)[key] = value;
  }
}

export const NON_SCALAR = ['breakpoints', 'i18n', 'settings', ...CALLBACK_KEYS] as const;
