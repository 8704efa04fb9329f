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
  /** The component is mounted in a browser (false on the server and while hydrating). @defaultValue true */
  mounted?: boolean;
}

/**
 * WAI-ARIA APG carousel rotation rules:
 * - no autoplay → `off` (no rotation button);
 * - not mounted yet (server HTML, hydration) → `pending`: shown as not rotating;
 * - reduced motion → nothing rotates on its own until the user presses "Start slide rotation";
 * - stopped by the user (button, or keyboard focus entering) → `stopped` until the user restarts;
 * - hover → `paused`, resumes when the pointer leaves.
 */
export function rotationStatus(input: RotationInput): RotationStatus {
  if (!(input.autoplay > 0)) return 'off';
  if (input.mounted === false) return 'pending';
  if (input.stopped) return 'stopped';
  if (input.reducedMotion && !input.started) return 'reduced-motion';
  if (input.hovered) return 'paused';
  return 'running';
}

/** True when the rotation button should offer "Stop" (rotation is on, possibly paused by hover). */
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
  /** Next step (honours `throttle`); false when ignored. */
  next: () => boolean;
  /** Previous step (honours `throttle`); false when ignored. */
  prev: () => boolean;
  /** Go to a slide index (honours `throttle`); false when ignored. */
  slideTo: (index: number) => boolean;
  /** Rotation state now. */
  rotationStatus: RotationStatus;
}

/**
 * What both carousels expose on their ref, forwarded from their `CarouselShell`: the vue3-carousel
 * instance and throttled `next` / `prev` / `slideTo` (each `false` when ignored or not mounted yet).
 */
export function shellExpose(shell: { readonly value?: CarouselShellExposed }) {
  return {
    /** The underlying vue3-carousel instance (`next`, `prev`, `slideTo`, `data`, …); undefined before mount. */
    get carousel(): CarouselExposed | undefined {
      return shell.value?.carousel;
    },
    /** Next step (honours `throttle`). */
    next: (): boolean => shell.value?.next() ?? false,
    /** Previous step (honours `throttle`). */
    prev: (): boolean => shell.value?.prev() ?? false,
    /** Go to a slide index (honours `throttle`). */
    slideTo: (index: number): boolean => shell.value?.slideTo(index) ?? false,
  };
}
