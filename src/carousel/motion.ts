/**
 * Timing helpers of the carousels, framework-free: the `throttle` move guard and the rotation
 * (autoplay) state machine. The Vue layer feeds them events and a clock; they hold no timers.
 */
import type { CarouselExposed } from 'vue3-carousel';

/**
 * Minimum time between two slide moves. `allow()` answers whether a move may start now; every move
 * that does start (from any source: buttons, keys, drag, autoplay) calls `record()`.
 */
export interface MoveGuard {
  /** True when no move happened within the last `throttle` ms. */
  allow(): boolean;
  /** Remember that a move started now. */
  record(): void;
  /** True while a move started less than `throttle` ms ago. */
  readonly blocked: boolean;
}

/** Create a {@link MoveGuard}; `throttle` is read on every call so it may change. */
export function createMoveGuard(throttle: () => number, now: () => number = () => Date.now()): MoveGuard {
  let last = -Infinity;
  const blocked = () => throttle() > 0 && now() - last < throttle();
  return {
    allow: () => !blocked(),
    record: () => {
      last = now();
    },
    get blocked() {
      return blocked();
    },
  };
}

/**
 * Why rotation is not running (or `running`). `pending`: rendered on the server or hydrating —
 * nothing can rotate until the client has mounted, so the controls offer "Start" until then.
 */
export type RotationStatus = 'off' | 'pending' | 'reduced-motion' | 'stopped' | 'paused' | 'running';

/** Inputs of the rotation state machine. */
export interface RotationInput {
  /** Interval in ms; 0 = no autoplay configured. */
  autoplay: number;
  /** `prefers-reduced-motion: reduce` at mount. */
  reducedMotion: boolean;
  /** The user stopped rotation (rotation button, or keyboard focus entered the carousel). */
  stopped: boolean;
  /** The user started rotation with the rotation button (overrides reduced motion). */
  started: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /**
   * Focus is inside a slide (after the user restarted rotation with focus in the carousel): the
   * focused slide would leave the view and become `inert`. @defaultValue false
   */
  focusInSlide?: boolean;
  /**
   * A pointer is pressed on the slides (a swipe or a drag under way; a finger does not hover): a
   * step of rotation would move the row under it. @defaultValue false
   */
  pressed?: boolean;
  /** The component is mounted in a browser (false on the server and while hydrating). @defaultValue true */
  mounted?: boolean;
}

/**
 * WAI-ARIA APG carousel rotation rules:
 * - no autoplay → `off` (no rotation button);
 * - not mounted yet (server HTML, hydration) → `pending`: shown as not rotating;
 * - reduced motion → nothing rotates on its own until the user presses "Start slide rotation";
 * - stopped by the user (button, or keyboard focus entering) → `stopped` until the user restarts;
 * - hover, a pointer pressed on the slides, or focus inside a slide → `paused`, resumes when the
 *   pointer leaves or is released, or the focus leaves.
 */
export function rotationStatus(input: RotationInput): RotationStatus {
  if (!(input.autoplay > 0)) return 'off';
  if (input.mounted === false) return 'pending';
  if (input.stopped) return 'stopped';
  if (input.reducedMotion && !input.started) return 'reduced-motion';
  if (input.hovered || input.pressed || input.focusInSlide) return 'paused';
  return 'running';
}

/** True when the rotation button should offer "Stop" (rotation is on, possibly paused by hover or focus). */
export function rotationIsOn(status: RotationStatus): boolean {
  return status === 'running' || status === 'paused';
}

/** What `CarouselShell` (and each carousel) exposes on its template ref. */
export interface CarouselShellExposed {
  /**
   * The underlying vue3-carousel instance (`next`, `prev`, `slideTo`, `restartCarousel`, `data`, …);
   * undefined until mounted. These methods bypass `throttle` and the callbacks' normalisation.
   */
  carousel: CarouselExposed | undefined;
  /**
   * One step forward, as the Next button (honours `throttle`). Returns whether the current slide
   * changes: false before mount, with `enabled: false`, while throttled or sliding, and where Next
   * is disabled.
   */
  next: () => boolean;
  /** One step back, as the Previous button; returns as `next` does. */
  prev: () => boolean;
  /**
   * Go to slide `index` (0-based; past either end: that end, or wrapped with `wrapAround`; honours
   * `throttle`). Returns whether the current slide changes. Anything but a whole number is ignored
   * with one development warning naming `slideTo`, and returns false.
   */
  slideTo: (index: number) => boolean;
  /** Rotation state now (`off` also when there is nothing to rotate: one slide, or every slide in view). */
  rotationStatus: RotationStatus;
}

/**
 * What both carousels expose on their ref, forwarded from their `CarouselShell`: the vue3-carousel
 * instance, throttled `next` / `prev` / `slideTo`, each returning whether the current slide
 * changes, and `rotationStatus` (see {@link CarouselShellExposed}).
 */
export function shellExpose(shell: { readonly value?: CarouselShellExposed }): CarouselShellExposed {
  return {
    /** The underlying vue3-carousel instance (`next`, `prev`, `slideTo`, `data`, …); undefined before mount. */
    get carousel(): CarouselExposed | undefined {
      return shell.value?.carousel;
    },
    /** One step forward (honours `throttle`); whether the current slide changes. */
    next: (): boolean => shell.value?.next() ?? false,
    /** One step back (honours `throttle`); whether the current slide changes. */
    prev: (): boolean => shell.value?.prev() ?? false,
    /** Go to slide `index` (honours `throttle`; a non-integer is ignored with one warning); whether the current slide changes. */
    slideTo: (index: number): boolean => shell.value?.slideTo(index) ?? false,
    /** Rotation state now (`off` before mount, or when nothing rotates). */
    get rotationStatus(): RotationStatus {
      return shell.value?.rotationStatus ?? 'off';
    },
  };
}
