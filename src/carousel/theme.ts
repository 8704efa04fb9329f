/**
 * Classes shared by the carousels, written out in full so Tailwind's scanner finds each one.
 * Colours come from the `primary`/`muted` tokens; dark mode via `dark:` (a `dark` class on any
 * ancestor). Contrast of every text/background pair is ≥ 4.5:1 in both themes (axe-checked in stories).
 */
export const carouselTheme = {
  // min-w-0: as a grid or flex item the carousel shrinks to its cell instead of widening it to its track.
  // touch-pan-y touch-pinch-zoom: the browser may scroll the page vertically and zoom, but horizontal
  // touch moves belong to the carousel, so a swipe never becomes the browser's back/forward gesture
  // (vue3-carousel's own `touch-action: pan-x pan-y` leaves it to the browser; the effective value
  // is the intersection with this ancestor's).
  root: 'vak-carousel relative w-full min-w-0 touch-pan-y touch-pinch-zoom font-sans text-muted-900 dark:text-muted-100',
  controls: 'mb-3 flex items-center justify-end gap-2',
  button:
    'inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full border border-muted-300 bg-white text-muted-800 ' +
    'transition-colors hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ' +
    'disabled:cursor-not-allowed disabled:opacity-40 dark:border-muted-600 dark:bg-muted-900 dark:text-muted-100 ' +
    'dark:hover:bg-muted-800 dark:focus-visible:outline-primary-400',
  // Mirrored by the carousel's own direction (`:dir()`, its nearest `dir`), not by any right-to-left
  // ancestor as Tailwind's `rtl:` reads it: a left-to-right carousel on a right-to-left page keeps its chevrons.
  icon: 'size-5 [&:dir(rtl)]:-scale-x-100',
  // The viewport clips (overflow: hidden): each slide keeps 4 px of room on every side for a focus
  // ring (2 px ring + 2 px offset); `track` takes the same 4 px back so the layout does not move.
  slideGroup: 'h-full w-full px-2 py-1',
  track: '-my-1',
  // Pagination: each dot is a 24 px button (WCAG 2.2 target size) around a 10 px mark; the current
  // one is a wider mark in the primary colour. Non-text contrast ≥ 3:1 in both themes.
  pagination: 'mt-3 flex flex-wrap items-center justify-center gap-1',
  dot:
    'group inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full ' +
    'focus-visible:outline-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400',
  dotMark:
    'block h-2.5 w-2.5 rounded-full bg-muted-500 transition-[width,background-color] group-hover:bg-muted-700 ' +
    'group-aria-[current=true]:w-5 group-aria-[current=true]:bg-primary-600 dark:bg-muted-400 dark:group-hover:bg-muted-200 ' +
    'dark:group-aria-[current=true]:bg-primary-400',
  liveRegion: 'sr-only',
  empty:
    'rounded-2xl border border-dashed border-muted-300 px-6 py-10 text-center text-sm text-muted-700 ' +
    'dark:border-muted-600 dark:text-muted-300',
  link:
    'block h-full rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-offset-2 ' +
    'focus-visible:ring-offset-white dark:focus-visible:ring-primary-400 dark:focus-visible:ring-offset-muted-950',
} as const;
