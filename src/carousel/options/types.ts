/**
 * The `carousel` option object of both carousels: its documented types, allowed values and each
 * component's defaults (framework-free: no Vue import). Validation is in `validate.ts`, merging and
 * normalisation into vue3-carousel props in `normalise.ts`.
 */
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
   * `{slidesCount}`. With one slide in view, and with `wrapAround` when the slides in view run across
   * the last one (12, 1, 2), `itemXofY` is announced instead.
   * @defaultValue 'Slides {firstSlide}–{lastSlide} of {slidesCount}'
   */
  itemsXtoYofZ?: string;
  /**
   * Text shown in place of the slides when `slides` is empty (no controls are shown then).
   * Defaults: "No team members to show." (team), "No topics to show." (icons).
   * @defaultValue 'Nothing to show yet.'
   */
  emptyText?: string;
  /**
   * Accessible name of the pagination's group of dots (`pagination: true`).
   * @defaultValue 'Choose a slide'
   */
  ariaPagination?: string;
  /**
   * Label (and tooltip) of each pagination dot; `{slideNumber}`, `{slidesCount}`, `{title}`.
   * vue3-carousel's `ariaNavigateToSlide`.
   * @defaultValue 'Go to slide {slideNumber}'
   */
  ariaNavigateToSlide?: string;
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
  'ariaPagination',
  'ariaNavigateToSlide',
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
  ariaPagination: 'Choose a slide',
  ariaNavigateToSlide: 'Go to slide {slideNumber}',
};

/**
 * Options a breakpoint may override; also top-level options of {@link CarouselOptions}. In a
 * breakpoint entry an unset option takes the top-level value. A malformed value is ignored with one
 * development warning naming it, and the next lower layer's value applies (top level, `settings`,
 * the component's default).
 */
export interface CarouselBreakpointOptions {
  /**
   * Slides in view: a number above 0 up to 1000 (a fraction shows part of the next slide), or
   * `'auto'` (each slide keeps its own width). Lowered where slides would be narrower than
   * `minSlideWidth`. vue3-carousel `itemsToShow`.
   * @defaultValue 3 (team), 7 (icons), and per width the component's breakpoints
   */
  itemsToShow?: number | 'auto';
  /**
   * Alias of `itemsToShow` (the name in the original component); a valid `itemsToShow` wins when
   * both are given (an invalid one is ignored with its warning, and the alias applies). Same values
   * and fallback. Never forwarded as such.
   */
  slidesToShow?: number | 'auto';
  /**
   * Slides moved by one step (buttons, arrow keys, autoplay): a whole number from 1 to 1000.
   * vue3-carousel `itemsToScroll`.
   * @defaultValue 1
   */
  itemsToScroll?: number;
  /**
   * Where the current slide sits in the viewport: one of {@link SNAP_ALIGNS}. vue3-carousel `snapAlign`.
   * @defaultValue 'start'
   */
  snapAlign?: SnapAlign;
  /**
   * Loop past the last slide to the first (and back). `true` or `false`; a breakpoint entry's value
   * applies at its widths (Previous/Next, keys, dots and autoplay follow it). vue3-carousel `wrapAround`.
   * @defaultValue false
   */
  wrapAround?: boolean;
  /**
   * Sliding duration in ms, 0 to 60000 (0 under `prefers-reduced-motion: reduce`, also where a
   * breakpoint entry sets it). vue3-carousel `transition`.
   * @defaultValue 300
   */
  transition?: number;
  /**
   * Space between slides in px, 0 to 1000. vue3-carousel `gap`.
   * @defaultValue 0
   */
  gap?: number;
  /**
   * Drag with the mouse: `true`, `false` or `{ threshold }` (fraction of a slide, 0 to 1, default
   * 0.08). Off for `throttle` ms after each move (also where a breakpoint entry sets it).
   * vue3-carousel `mouseDrag`.
   * @defaultValue true
   */
  mouseDrag?: DragOption;
  /**
   * Swipe on touch screens: `true`, `false` or `{ threshold }` (fraction of a slide, 0 to 1, default
   * 0.08). Off for `throttle` ms after each move (also where a breakpoint entry sets it).
   * vue3-carousel `touchDrag`.
   * @defaultValue true
   */
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
   * `slides` shrinks below the current slide (the index clamps to the last slide) or the current
   * slide is not the first where every slide is in view (it clamps to the first).
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
   * Minimum time in ms between two slide moves (buttons, arrow keys, dots, wheel, drag, autoplay). Moves inside
   * the window are ignored. vue3-carousel removed this option in 0.6; this component implements it.
   * @defaultValue 0
   */
  throttle?: number;
  /**
   * Options by minimum width in px (window width, or the carousel's width with
   * `breakpointMode: 'carousel'`); at a given width the entry with the largest minimum width not
   * above it applies over the top-level options. Giving `breakpoints` (top level or in `settings`)
   * replaces the component's default table. Without it the default table applies, and each option
   * you set at the top level (or in `settings`) replaces that option in every default entry:
   * `{ itemsToShow: 2 }` shows 2 at every width, `{ snapAlign: 'center' }` centres at every width
   * while the default counts stay. A key that is not a width, or an entry that is not an object, is
   * ignored with one development warning. vue3-carousel `breakpoints`.
   * @defaultValue the component's table (see {@link TEAM_CAROUSEL_DEFAULTS}, {@link ICONS_CAROUSEL_DEFAULTS})
   */
  breakpoints?: Record<number, CarouselBreakpointOptions>;
  /** What breakpoints measure. @defaultValue 'viewport' */
  breakpointMode?: BreakpointMode;
  /**
   * Rotate every `autoplay` ms (0 = off). Adds a rotation button; rotation pauses while a mouse or pen
   * hovers the carousel (a touch tap is not hover and does not pause it), stops
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
  /**
   * Show pagination: a row of dots under the slides, one per slide, as vue3-carousel's own
   * `Pagination` draws them by default (its `paginateByItemsToShow` off): with `itemsToShow` > 1 the
   * dot of the current slide is marked, and a dot moves the row as `slideTo(index)` does (the last
   * dots of a row without `wrapAround` show the row clamped at its end, like the next button).
   * The dots are a group of buttons named by `i18n.ariaPagination`, each labelled
   * `i18n.ariaNavigateToSlide`; the current one has `aria-current="true"`. They are one tab stop:
   * ArrowLeft/ArrowRight (reading direction) and Home/End move to a dot and go to its slide. No dots
   * when every slide is in view or there is one slide (the server HTML has them when any breakpoint
   * band can move, hidden by CSS in the bands where every slide fits). Anything but a boolean is ignored with one
   * development warning (the default applies).
   * vue3-carousel's `<Pagination>` component (a child component there, an option here).
   * @defaultValue false
   */
  pagination?: boolean;
  /**
   * Narrowest a slide may get, in px. When the active `itemsToShow` (top level or breakpoint) would
   * make slides narrower in the carousel's measured width, fewer slides are shown: `itemsToShow`
   * becomes the largest whole number of slides at least this wide (never below 1; a value that fits,
   * fractions included, is kept), so tiles and
   * cards never squeeze or overlap, e.g. in a narrow column of a wide page with window breakpoints.
   * Applies after mount (the server HTML uses the breakpoint table as given). `0` turns it off.
   * Not a vue3-carousel option: this component lowers the `itemsToShow` it passes on. A value that is
   * not a number from 0 to 2000 is ignored with one development warning (the default applies).
   * @defaultValue 200 (team), 96 (icons)
   */
  minSlideWidth?: number;
  /**
   * Index (0-based) of the slide shown first, clamped to the slides present (slides that arrive
   * after mount, the carousel having had none, start there too); where every slide is in
   * view (no `wrapAround`) the first slide is current whatever the index, and once mounted that clamp
   * is reported by `onUpdateModelValue(0)`. A later change of the
   * value moves the carousel there (clamped), with a transition and the callbacks of any move; a
   * re-render that passes the same value does not. A value that is not a whole number from 0 is
   * ignored with one development warning (the first slide, or the current one, stays).
   * vue3-carousel `modelValue`.
   * @defaultValue 0
   */
  modelValue?: number;
  /** Reading direction; `rtl` also reverses the arrow keys. @defaultValue 'ltr' */
  dir?: Dir;
  /** Texts (labels and announcements). */
  i18n?: CarouselI18n;
  /** CSS easing of the sliding transition. */
  transitionEasing?: string;
  /**
   * How a move shows: `'slide'` (the row slides) or `'fade'` (slides cross-fade in place). With
   * `'fade'` one slide is in view at every width: `itemsToShow` (top level and every breakpoint) is
   * 1, only the current slide is reachable (the others are `inert`), and the announcement is "Slide
   * X of Y". Anything else is ignored with one development warning (the default applies).
   * vue3-carousel `slideEffect`.
   * @defaultValue 'slide'
   */
  slideEffect?: SlideEffect;
  /** Limit `itemsToShow` to the number of slides. @defaultValue false */
  clamp?: boolean;
  /**
   * Render as a carousel. `false` shows every slide as plain content, one after the other: no
   * Previous/Next, rotation button or dots, no rotation, no announcements, no slide `inert` (each
   * slide keeps its group and name "N of M", and its links are ordinary tab stops). Anything but a
   * boolean is ignored with one development warning (the default applies). vue3-carousel `enabled`.
   * @defaultValue true
   */
  enabled?: boolean;
  /** Stop dragging past the first/last slide (ignored with `wrapAround`). @defaultValue false */
  preventExcessiveDragging?: boolean;
  /**
   * Move one step per wheel turn over the slides: `true`, `false` or `{ threshold, throttleTime }`.
   * `threshold`: the wheel delta in px a turn must exceed to count (default 10, vue3-carousel's
   * `DEFAULT_MOUSE_WHEEL_THRESHOLD`); a turn is horizontal, or vertical when it has no horizontal
   * part; forward is right (left in `rtl`) and down in every direction. A wheel step is a step as the Previous and
   * Next buttons make it: it honours `throttle`, is ignored while a move is sliding and stops where
   * those buttons are disabled (no index past the row's clamped end). `throttleTime` is accepted
   * for compatibility and has no effect (vue3-carousel 0.17 ignores it too; use `throttle`). While
   * on, a wheel over the slides does not scroll the page (as in vue3-carousel). Anything else is
   * ignored with one development warning (the default applies). Implemented by this component, not
   * forwarded (vue3-carousel's wheel handler would bypass `throttle` and the end of the row).
   * vue3-carousel `mouseWheel`.
   * @defaultValue false
   */
  mouseWheel?: boolean | { threshold?: number; throttleTime?: number };
  /**
   * Extra options merged in under the top-level ones (vue3-carousel's `settings`, removed in 0.3,
   * honoured here). Top-level fields win over `settings`.
   */
  settings?: Omit<CarouselOptions, 'settings'>;
}

/**
 * Defaults of a component: a full set of layout options and a breakpoint table, the lowest layer
 * under `settings` and the top-level options (see {@link CarouselOptions.breakpoints} for how the
 * table meets the user's options).
 */
export interface CarouselDefaults {
  /** Slides in view below the smallest breakpoint (and on the server before any applies). See {@link CarouselBreakpointOptions.itemsToShow}. */
  itemsToShow: number;
  /** Slides moved by one step. See {@link CarouselBreakpointOptions.itemsToScroll}. */
  itemsToScroll: number;
  /** Where the current slide sits. See {@link CarouselBreakpointOptions.snapAlign}. */
  snapAlign: SnapAlign;
  /** Loop past the ends. See {@link CarouselBreakpointOptions.wrapAround}. */
  wrapAround: boolean;
  /** Sliding duration in ms. See {@link CarouselBreakpointOptions.transition}. */
  transition: number;
  /** Narrowest slide in px before fewer slides are shown (see {@link CarouselOptions.minSlideWidth}). */
  minSlideWidth: number;
  /** Options by minimum width in px (vue3-carousel `breakpoints`); entries use `itemsToShow`, not its alias. */
  breakpoints: Record<number, Omit<CarouselBreakpointOptions, 'slidesToShow'>>;
  /** Every text, resolved; `settings.i18n` and `i18n` merge over it key by key. */
  i18n: ResolvedI18n;
}

/**
 * Defaults of `AddonCarouselTeam`: 3 per view; 1 from 300 px, 2 from 768 px, 3 from 1024 px; cards at
 * least 200 px wide.
 */
export const TEAM_CAROUSEL_DEFAULTS: CarouselDefaults = {
  itemsToShow: 3,
  itemsToScroll: 1,
  snapAlign: 'start',
  wrapAround: false,
  transition: 300,
  minSlideWidth: 200,
  breakpoints: {
    300: { itemsToShow: 1, snapAlign: 'start' },
    768: { itemsToShow: 2, snapAlign: 'start' },
    1024: { itemsToShow: 3, snapAlign: 'start' },
  },
  i18n: { ...DEFAULT_I18N, ariaCarousel: 'Team', emptyText: 'No team members to show.' },
};

/**
 * Defaults of `AddonCarouselIcons`: 7 per view; 2.5 from 300 px, 6 from 768, 8 from 900, 7 from 1024;
 * tiles at least 96 px wide.
 */
export const ICONS_CAROUSEL_DEFAULTS: CarouselDefaults = {
  itemsToShow: 7,
  itemsToScroll: 1,
  snapAlign: 'start',
  wrapAround: false,
  transition: 300,
  minSlideWidth: 96,
  breakpoints: {
    300: { itemsToShow: 2.5, snapAlign: 'start' },
    768: { itemsToShow: 6, snapAlign: 'start' },
    900: { itemsToShow: 8, snapAlign: 'start' },
    1024: { itemsToShow: 7, snapAlign: 'start' },
  },
  i18n: { ...DEFAULT_I18N, ariaCarousel: 'Topics', emptyText: 'No topics to show.' },
};

/**
 * Props forwarded to vue3-carousel's `Carousel` (never `settings`, `throttle`, `mouseWheel` or `slidesToShow`): the
 * resolved required ones, and the optional ones passed through as {@link CarouselOptions} types them.
 */
export interface ForwardedCarouselProps
  extends Pick<
    CarouselOptions,
    'gap' | 'breakpointMode' | 'transitionEasing' | 'slideEffect' | 'clamp' | 'enabled' | 'preventExcessiveDragging'
  > {
  /** vue3-carousel `itemsToShow`: the user's value (or `slidesToShow`), else the component's default. */
  itemsToShow: number | 'auto';
  /** vue3-carousel `itemsToScroll`: the user's value, else the component's default (1). */
  itemsToScroll: number;
  /** vue3-carousel `snapAlign`: the user's value, else the component's default (`'start'`). */
  snapAlign: SnapAlign;
  /** vue3-carousel `wrapAround`: the user's value, else the component's default (false). */
  wrapAround: boolean;
  /** vue3-carousel `transition` in ms: the user's value, else the component's default (300). */
  transition: number;
  /**
   * vue3-carousel `breakpoints`: the user's table, else the component's default table with the
   * user's top-level options over each entry (see {@link CarouselOptions.breakpoints}). Entries use
   * `itemsToShow`, never `slidesToShow`.
   */
  breakpoints: Record<number, Omit<CarouselBreakpointOptions, 'slidesToShow'>>;
  /** vue3-carousel `dir`: `'ltr'` unless the user gave `'rtl'`. */
  dir: Dir;
  /** vue3-carousel `mouseDrag`: the user's value, else true. */
  mouseDrag: DragOption;
  /** vue3-carousel `touchDrag`: the user's value, else true. */
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
  /** Narrowest slide in px before fewer slides are shown (`minSlideWidth`), 0 = no minimum. */
  minSlideWidth: number;
  /** Whether the pagination dots show (`pagination`), false by default. */
  pagination: boolean;
  /** Wheel steps (`mouseWheel`, run by the component; never forwarded): false by default. */
  mouseWheel: NonNullable<CarouselOptions['mouseWheel']>;
  /** Start index as given (the component clamps it to the slide count); undefined when not given or invalid. */
  modelValue: number | undefined;
  /** Every text: the component's defaults, then `settings.i18n`, then `i18n`, key by key (`ariaGallery` becomes `ariaCarousel`). */
  i18n: ResolvedI18n;
  /** The callbacks that are functions (`settings` ones under top-level ones); others were dropped with a warning. */
  callbacks: CarouselCallbacks;
}
