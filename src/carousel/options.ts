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
 * `settings` or top level) replace the defaults' breakpoints as a whole. `slidesToShow` is an alias of
 * `itemsToShow` everywhere (top level, `settings`, each breakpoint); `itemsToShow` wins when both are
 * given. Every invalid value is dropped with one development warning naming it, so the value of the
 * next lower layer applies.
 */
import { describeValue, type Warn } from './dev';

/** Allowed `snapAlign` values (vue3-carousel `SNAP_ALIGN_OPTIONS`). */
export const SNAP_ALIGNS = ['start', 'end', 'center', 'center-even', 'center-odd'] as const;
/** One of {@link SNAP_ALIGNS}: where the current slide sits in the viewport. */
export type SnapAlign = (typeof SNAP_ALIGNS)[number];

/** Allowed reading directions. Horizontal only: the carousels are rows of cards. */
export const DIRS = ['ltr', 'rtl'] as const;
/** One of {@link DIRS}. */
export type Dir = (typeof DIRS)[number];

/** Allowed `breakpointMode` values: breakpoints match the window width or the carousel's own width. */
export const BREAKPOINT_MODES = ['viewport', 'carousel'] as const;
/** One of {@link BREAKPOINT_MODES}. */
export type BreakpointMode = (typeof BREAKPOINT_MODES)[number];

/** Allowed `slideEffect` values. */
export const SLIDE_EFFECTS = ['slide', 'fade'] as const;
/** One of {@link SLIDE_EFFECTS}. */
export type SlideEffect = (typeof SLIDE_EFFECTS)[number];

/** Drag options: `true`/`false`, or `{ threshold }` (fraction of a slide, default 0.08). */
export type DragOption = boolean | { threshold?: number };

/** Texts of the carousel. `{…}` placeholders are replaced. */
export interface CarouselI18n {
  /** Accessible name of the carousel region. Defaults: "Team", "Topics". Alias: `ariaGallery`. */
  ariaCarousel?: string;
  /** vue3-carousel's name for the region label; used when `ariaCarousel` is not given. */
  ariaGallery?: string;
  /** Label of the next button. @defaultValue 'Next slide' */
  ariaNextSlide?: string;
  /** Label of the previous button. @defaultValue 'Previous slide' */
  ariaPreviousSlide?: string;
  /** Label of the rotation button while rotation is off. @defaultValue 'Start slide rotation' */
  ariaStartRotation?: string;
  /** Label of the rotation button while rotating. @defaultValue 'Stop slide rotation' */
  ariaStopRotation?: string;
  /**
   * Accessible name of each slide group; `{slideNumber}`, `{slidesCount}`, `{title}`.
   * @defaultValue '{slideNumber} of {slidesCount}'
   */
  slideLabel?: string;
  /**
   * Polite announcement after a move (silent while rotating); `{currentSlide}`, `{slidesCount}`.
   * @defaultValue 'Slide {currentSlide} of {slidesCount}'
   */
  itemXofY?: string;
  /**
   * Polite announcement after a move when more than one slide is fully in view (silent while
   * rotating); `{firstSlide}`, `{lastSlide}` (1-based, the first and last slide fully in view) and
   * `{slidesCount}`. With one slide in view, `itemXofY` is announced instead.
   * @defaultValue 'Slides {firstSlide}–{lastSlide} of {slidesCount}'
   */
  itemsXtoYofZ?: string;
  /**
   * Text shown in place of the slides when `slides` is empty (no controls are shown then).
   * Defaults: "No team members to show." (team), "No topics to show." (icons).
   * @defaultValue 'Nothing to show yet.'
   */
  emptyText?: string;
}

/** All texts, resolved. */
export type ResolvedI18n = Required<Omit<CarouselI18n, 'ariaGallery'>>;

/** Keys of {@link CarouselI18n}. */
export const I18N_KEYS = [
  'ariaCarousel',
  'ariaGallery',
  'ariaNextSlide',
  'ariaPreviousSlide',
  'ariaStartRotation',
  'ariaStopRotation',
  'slideLabel',
  'itemXofY',
  'itemsXtoYofZ',
  'emptyText',
] as const satisfies readonly (keyof CarouselI18n)[];

/** Texts shared by both carousels; each component sets its own `ariaCarousel`. */
export const DEFAULT_I18N: ResolvedI18n = {
  ariaCarousel: 'Carousel',
  ariaNextSlide: 'Next slide',
  ariaPreviousSlide: 'Previous slide',
  ariaStartRotation: 'Start slide rotation',
  ariaStopRotation: 'Stop slide rotation',
  slideLabel: '{slideNumber} of {slidesCount}',
  itemXofY: 'Slide {currentSlide} of {slidesCount}',
  itemsXtoYofZ: 'Slides {firstSlide}–{lastSlide} of {slidesCount}',
  emptyText: 'Nothing to show yet.',
};

/** Options a breakpoint may override. */
export interface CarouselBreakpointOptions {
  /** Slides in view; fractions show a partial slide; `'auto'` uses each slide's own width. */
  itemsToShow?: number | 'auto';
  /** Alias of `itemsToShow` (the name in the original component). */
  slidesToShow?: number | 'auto';
  /** Slides moved by one step (buttons, arrow keys, autoplay). */
  itemsToScroll?: number;
  /** Where the current slide sits. */
  snapAlign?: SnapAlign;
  /** Loop past the last slide to the first. */
  wrapAround?: boolean;
  /** Sliding duration in ms. */
  transition?: number;
  /** Space between slides in px. */
  gap?: number;
  /** Drag with the mouse. */
  mouseDrag?: DragOption;
  /** Swipe on touch screens. */
  touchDrag?: DragOption;
}

/**
 * Payload of `onSlideStart`, called when a move starts (button, arrow key, drag, autoplay, wrap,
 * `slideTo`). Every index is a real slide, `0 … slidesCount - 1`; a wrap-around move reports the
 * slide it lands on, never -1 or `slidesCount`.
 */
export interface SlideStartPayload {
  /** 0-based index of the slide the move lands on, `0 … slidesCount - 1` (after a wrap: the slide it wraps to). */
  slidingToIndex: number;
  /** 0-based index of the current slide from now on: the slide the move lands on (as `onUpdateModelValue`). */
  currentSlideIndex: number;
  /** 0-based index of the slide that was current before the move, `0 … slidesCount - 1`. */
  prevSlideIndex: number;
  /** Number of slides (the length of `slides`), at least 1 while a move can happen. */
  slidesCount: number;
}
/** Payload of `onLoop` (`wrapAround` only), called when a move wrapped past the last or first slide. */
export interface LoopPayload {
  /** 0-based index of the slide the move landed on, `0 … slidesCount - 1` (first slide after passing the last). */
  currentSlideIndex: number;
  /** 0-based index of the slide the move landed on (same as `currentSlideIndex`; never -1 or `slidesCount`). */
  slidingToIndex: number;
  /** 0-based index of the slide that was current before the move (the last slide when wrapping forward). */
  prevSlideIndex: number;
}
/** Payload of `onSlideEnd`, called when a move has finished (after the transition). */
export interface SlideEndPayload {
  /** 0-based index of the slide the move landed on, `0 … slidesCount - 1`. */
  currentSlideIndex: number;
  /** 0-based index of the slide that was current before the move, `0 … slidesCount - 1`. */
  prevSlideIndex: number;
  /** Number of slides (the length of `slides`). */
  slidesCount: number;
}

/** Callbacks of the option object; each returns nothing. */
export interface CarouselCallbacks {
  /** Before the carousel initialises (also during server rendering). */
  onBeforeInit?: () => void;
  /** After the carousel is mounted. */
  onInit?: () => void;
  /** A move starts; see {@link SlideStartPayload}. Once per move. */
  onSlideStart?: (payload: SlideStartPayload) => void;
  /** A wrap-around move passed the last/first slide (`wrapAround` only); see {@link LoopPayload}. */
  onLoop?: (payload: LoopPayload) => void;
  /**
   * The current slide index changed (0-based, always `0 … slidesCount - 1`); vue3-carousel's
   * `update:modelValue`. Fires when a move starts (right after `onSlideStart`), and once when
   * `slides` shrinks below the current slide (the index clamps to the last slide).
   */
  onUpdateModelValue?: (currentSlideIndex: number) => void;
  /** A move finished; see {@link SlideEndPayload}. Once per move. */
  onSlideEnd?: (payload: SlideEndPayload) => void;
}

/** Names of {@link CarouselCallbacks}. */
export const CALLBACK_KEYS = ['onBeforeInit', 'onInit', 'onSlideStart', 'onLoop', 'onUpdateModelValue', 'onSlideEnd'] as const;

/**
 * The `carousel` option object of both carousels. All fields optional; see the TSDoc of each.
 * @link https://vue3-carousel.ismail9k.com/config
 */
export interface CarouselOptions extends CarouselBreakpointOptions, CarouselCallbacks {
  /**
   * Minimum time in ms between two slide moves (buttons, arrow keys, drag, autoplay). Moves inside
   * the window are ignored. vue3-carousel removed this option in 0.6; this component implements it.
   * @defaultValue 0
   */
  throttle?: number;
  /**
   * Options by minimum width in px (window width, or the carousel's width with
   * `breakpointMode: 'carousel'`). Giving `breakpoints` replaces the component's default table.
   */
  breakpoints?: Record<number, CarouselBreakpointOptions>;
  /** What breakpoints measure. @defaultValue 'viewport' */
  breakpointMode?: BreakpointMode;
  /**
   * Rotate every `autoplay` ms (0 = off). Adds a rotation button; rotation pauses on hover, stops
   * when keyboard focus enters the carousel and never starts under `prefers-reduced-motion: reduce`.
   * @defaultValue 0
   */
  autoplay?: number;
  /**
   * Accepted for compatibility. Hovering always pauses rotation (WAI-ARIA APG carousel pattern), so
   * `false` does not turn that off.
   * @defaultValue true
   */
  pauseAutoplayOnHover?: boolean;
  /** Index (0-based) of the slide shown first; changing it moves the carousel. */
  modelValue?: number;
  /** Reading direction; `rtl` also reverses the arrow keys. @defaultValue 'ltr' */
  dir?: Dir;
  /** Texts (labels and announcements). */
  i18n?: CarouselI18n;
  /** CSS easing of the sliding transition. */
  transitionEasing?: string;
  /** `'slide'` or `'fade'`. @defaultValue 'slide' */
  slideEffect?: SlideEffect;
  /** Limit `itemsToShow` to the number of slides. @defaultValue false */
  clamp?: boolean;
  /** Render as a carousel; `false` shows the slides as plain content. @defaultValue true */
  enabled?: boolean;
  /** Stop dragging past the first/last slide (ignored with `wrapAround`). @defaultValue false */
  preventExcessiveDragging?: boolean;
  /** Move with the mouse wheel or `{ threshold, throttleTime }`. @defaultValue false */
  mouseWheel?: boolean | { threshold?: number; throttleTime?: number };
  /**
   * Extra options merged in under the top-level ones (vue3-carousel's `settings`, removed in 0.3,
   * honoured here). Top-level fields win over `settings`.
   */
  settings?: Omit<CarouselOptions, 'settings'>;
}

/** Defaults of a component: a full set of layout options and a breakpoint table. */
export interface CarouselDefaults {
  itemsToShow: number;
  itemsToScroll: number;
  snapAlign: SnapAlign;
  wrapAround: boolean;
  transition: number;
  breakpoints: Record<number, CarouselBreakpointOptions>;
  i18n: ResolvedI18n;
}

/**
 * Defaults of `AddonCarouselTeam`: 3 per view; 1 from 300 px, 2 from 768 px, 3 from 1024 px.
 */
export const TEAM_CAROUSEL_DEFAULTS: CarouselDefaults = {
  itemsToShow: 3,
  itemsToScroll: 1,
  snapAlign: 'start',
  wrapAround: false,
  transition: 300,
  breakpoints: {
    300: { itemsToShow: 1, snapAlign: 'start' },
    768: { itemsToShow: 2, snapAlign: 'start' },
    1024: { itemsToShow: 3, snapAlign: 'start' },
  },
  i18n: { ...DEFAULT_I18N, ariaCarousel: 'Team', emptyText: 'No team members to show.' },
};

/**
 * Defaults of `AddonCarouselIcons`: 7 per view; 2.5 from 300 px, 6 from 768, 8 from 900, 7 from 1024.
 */
export const ICONS_CAROUSEL_DEFAULTS: CarouselDefaults = {
  itemsToShow: 7,
  itemsToScroll: 1,
  snapAlign: 'start',
  wrapAround: false,
  transition: 300,
  breakpoints: {
    300: { itemsToShow: 2.5, snapAlign: 'start' },
    768: { itemsToShow: 6, snapAlign: 'start' },
    900: { itemsToShow: 8, snapAlign: 'start' },
    1024: { itemsToShow: 7, snapAlign: 'start' },
  },
  i18n: { ...DEFAULT_I18N, ariaCarousel: 'Topics', emptyText: 'No topics to show.' },
};

/**
 * Props forwarded to vue3-carousel's `Carousel` (never `settings`, `throttle` or `slidesToShow`): the
 * resolved required ones, and the optional ones passed through as {@link CarouselOptions} types them.
 */
export interface ForwardedCarouselProps
  extends Pick<
    CarouselOptions,
    'gap' | 'breakpointMode' | 'transitionEasing' | 'slideEffect' | 'clamp' | 'enabled' | 'preventExcessiveDragging' | 'mouseWheel'
  > {
  itemsToShow: number | 'auto';
  itemsToScroll: number;
  snapAlign: SnapAlign;
  wrapAround: boolean;
  transition: number;
  breakpoints: Record<number, Omit<CarouselBreakpointOptions, 'slidesToShow'>>;
  dir: Dir;
  mouseDrag: DragOption;
  touchDrag: DragOption;
}

/** Result of {@link normalizeCarouselOptions}. */
export interface NormalizedCarousel {
  /** Safe props for vue3-carousel (autoplay is run by the component, so it is not here). */
  props: ForwardedCarouselProps;
  /** Rotation interval in ms, 0 = no rotation. */
  autoplay: number;
  /** Minimum ms between two moves, 0 = none. */
  throttle: number;
  /** Start index as given (the component clamps it to the slide count). */
  modelValue: number | undefined;
  i18n: ResolvedI18n;
  callbacks: CarouselCallbacks;
}

type Layer = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Layer =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

const TOP_RULES: Record<string, { check: (v: unknown) => boolean; expected: string }> = {
  ...BREAKPOINT_RULES,
  throttle: { check: (v) => isNonNegative(v) && v <= 60_000, expected: 'milliseconds from 0 to 60000' },
  autoplay: { check: (v) => isNonNegative(v) && (v === 0 || v >= 100) && v <= 3_600_000, expected: 'milliseconds: 0 (off) or from 100' },
  pauseAutoplayOnHover: { check: (v) => typeof v === 'boolean', expected: 'true or false' },
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
function takeValid(
  layer: Layer,
  rules: typeof TOP_RULES,
  where: string,
  out: Layer,
  warn: Warn,
  skip: readonly string[],
): void {
  const hasItems = layer.itemsToShow !== undefined;
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
      warn(`${where}.${key} ${describeValue(value)} is not valid (expected ${rule.expected}); the default applies.`);
      continue;
    }
    out[ruleKey] = isPlainObject(value) ? { ...value } : value;
  }
}

/** Validate a breakpoints table; `undefined` when the layer has none or it is unusable. */
function takeBreakpoints(value: unknown, where: string, warn: Warn): Record<number, Layer> | undefined {
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

function takeI18n(value: unknown, where: string, warn: Warn): CarouselI18n {
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

function takeCallbacks(layer: Layer, where: string, out: CarouselCallbacks, warn: Warn): void {
  for (const key of CALLBACK_KEYS) {
    const value = layer[key];
    if (value === undefined) continue;
    if (typeof value !== 'function') warn(`${where}.${key} ${describeValue(value)} is not a function and is ignored.`);
    else (out as Record<string, unknown>)[key] = value;
  }
}

const NON_SCALAR = ['breakpoints', 'i18n', 'settings', ...CALLBACK_KEYS] as const;

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

  // Breakpoints: the highest layer that gives a usable table replaces the defaults.
  let breakpoints: Record<number, Layer> = defaults.breakpoints as Record<number, Layer>;
  for (const [layer, where] of layers) {
    const table = takeBreakpoints(layer.breakpoints, where, (m) => say(m));
    if (table) breakpoints = table;
  }

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
    breakpoints: Object.fromEntries(
      Object.entries(breakpoints).map(([key, entry]) => [key, normaliseBreakpointEntry(entry)]),
    ),
    dir: pick('dir', 'ltr'),
    mouseDrag: pick('mouseDrag', true),
    touchDrag: pick('touchDrag', true),
  };
  for (const key of ['gap', 'breakpointMode', 'transitionEasing', 'slideEffect', 'clamp', 'enabled', 'preventExcessiveDragging', 'mouseWheel'] as const) {
    if (merged[key] !== undefined) (props as unknown as Layer)[key] = merged[key];
  }

  return {
    props,
    autoplay: pick('autoplay', 0),
    throttle: pick('throttle', 0),
    modelValue: merged.modelValue as number | undefined,
    i18n,
    callbacks,
  };
}

/** Copy a validated breakpoint entry, turning `slidesToShow` into `itemsToShow`. */
function normaliseBreakpointEntry(entry: Layer): Omit<CarouselBreakpointOptions, 'slidesToShow'> {
  const { slidesToShow, ...rest } = entry as CarouselBreakpointOptions;
  if (rest.itemsToShow === undefined && slidesToShow !== undefined) rest.itemsToShow = slidesToShow;
  return rest;
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
  const offset =
    snapAlign === 'end' ? itemsToShow - 1 : snapAlign === 'center' || snapAlign === 'center-odd' ? (itemsToShow - 1) / 2 : snapAlign === 'center-even' ? (itemsToShow - 2) / 2 : 0;
  let base = current - offset;
  if (!wrapAround) base = Math.min(Math.max(base, 0), Math.max(0, count - itemsToShow));
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
