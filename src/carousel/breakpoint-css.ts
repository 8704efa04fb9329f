/**
 * Breakpoint CSS: the carousel layout vue3-carousel 0.17 computes in JavaScript after mount, written
 * as a stylesheet the server can send, so the server HTML and the first client paint show as many
 * slides as the page shows after hydration (no layout shift when the breakpoints apply).
 *
 * vue3-carousel sizes a slide with an inline `width` of `100% / itemsToShow` (minus the share of the
 * gaps: `calc(100%/n - gap·(n-1)/n px)`), sets the gap as `--vc-slide-gap` on its `.carousel`
 * section, and moves the track with an inline `transform` measured from the rendered slides. Before
 * mount it knows no breakpoint (it reads `window.innerWidth` or its own width in `onMounted`), so the
 * server renders the top-level `itemsToShow`, and the transform is `translateX(0px)` until a
 * ResizeObserver measures the slides (one or two frames after mount).
 *
 * The stylesheet repeats that arithmetic per breakpoint band:
 *
 * - `breakpointMode: 'viewport'` → `@media (min-width: Npx)`, which matches exactly when
 *   vue3-carousel's `window.innerWidth >= N` does (both count the scrollbar).
 * - `breakpointMode: 'carousel'` → the shell's root becomes a size container (`container-type:
 *   inline-size`, named per instance) and each band is `@container <name> (min-width: Npx)`,
 *   matching vue3-carousel's `root.getBoundingClientRect().width >= N`: the `.carousel` section fills
 *   the root's content box (it has no inline margin, padding or border), so both widths are equal, and
 *   the controls beside the section (dots, rotation button) are inside the container too.
 * - Slide width and gap carry `!important`: they must beat the inline values vue3-carousel renders
 *   on the server (the top-level ones); after mount its inline values equal these.
 * - Before mount the shell renders the dots and the rotation button when any band can move (the server
 *   does not know the width); in each band where every slide fits they are hidden ({@link MOVES_ATTR})
 *   until vue3-carousel has measured, so hydration neither adds nor removes a visible control.
 * - Until vue3-carousel has measured its slides (the shell marks the root with
 *   {@link SIZED_ATTR} then), the track's transform and the offset of the leading clones
 *   (`wrapAround`; {@link serverClones}) are set from the start index, `snapAlign` and the band's
 *   `itemsToShow`, so a carousel that starts centred or on a later slide does not jump either, and
 *   the slots left of the first slide show the last slides' clones, as after hydration.
 *
 * Every value in the output is a number this module formats or an escaped instance id: no option
 * string reaches the stylesheet. Pure functions, no Vue import (tested in Node).
 */
import type { ForwardedCarouselProps, SnapAlign } from './options';

/** Attribute on the carousel root holding the instance id the stylesheet is scoped to. */
export const SCOPE_ATTR = 'data-vak-carousel';
/** Attribute set on the carousel root once vue3-carousel has measured its slides (its own transform applies). */
export const SIZED_ATTR = 'data-vak-sized';
/**
 * Attribute on the controls that exist only where the row can move (the rotation button, the dots).
 * Before mount the shell renders them when any band can move; the stylesheet hides them in the bands
 * where every slide fits, until vue3-carousel has measured (the shell's own state applies then).
 */
export const MOVES_ATTR = 'data-vak-moves';

/** The layout of one breakpoint band, as vue3-carousel resolves it at a width in that band. */
export interface BandLayout {
  /** Minimum width in px where the band starts (0 for the band below the smallest breakpoint). */
  minWidth: number;
  /** Slides in view (already clamped as vue3-carousel clamps it), or `'auto'`. */
  itemsToShow: number | 'auto';
  /** Gap between slides in px. */
  gap: number;
  snapAlign: SnapAlign;
  wrapAround: boolean;
  itemsToScroll: number;
  /** Every slide in view without `wrapAround`: nowhere to move (no dots, no rotation, both buttons disabled). */
  fitsAll: boolean;
}

/** What the stylesheet needs to know about one carousel instance. */
export interface BreakpointCssInput {
  /** Instance id (from `useId()`); characters outside `[A-Za-z0-9_:-]` are dropped. */
  id: string;
  /** The props forwarded to vue3-carousel (top-level options and the breakpoint table). */
  props: ForwardedCarouselProps;
  /** Number of slides. */
  count: number;
  /** Index of the slide vue3-carousel starts on (its `modelValue`). */
  start: number;
}

/** vue3-carousel's `getSnapAlignOffsetByItemsToShow`: slides between the viewport start and the current slide. */
export function snapAlignOffset(align: SnapAlign, itemsToShow: number): number {
  switch (align) {
    case 'center':
    case 'center-odd':
      return (itemsToShow - 1) / 2;
    case 'center-even':
      return (itemsToShow - 2) / 2;
    case 'end':
      return itemsToShow - 1;
    default:
      return 0;
  }
}

/** vue3-carousel's `getNumberInRange` (returns `val` unchanged when `max < min`). */
const inRange = (val: number, min: number, max: number) => (max < min ? val : Math.min(Math.max(val, min), max));

/** A finite number of px from an option value (vue3-carousel's default gap is 0). */
const px = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Round to 4 decimals and print without exponent or trailing zeros. */
const num = (value: number) => String(Math.round(value * 1e4) / 1e4);

/**
 * The layout of every band, smallest first: the top-level options below the smallest breakpoint,
 * then each breakpoint's entry merged over the top-level options (vue3-carousel applies only the
 * largest breakpoint ≤ the width, over the top level, not the smaller ones in between).
 * `itemsToShow` is clamped to ≥ 1, and to the slide count with `clamp`, as vue3-carousel does.
 */
export function breakpointBands(props: ForwardedCarouselProps, count: number): BandLayout[] {
  const keys = Object.keys(props.breakpoints)
    .map(Number)
    .filter((key) => Number.isFinite(key) && key >= 0)
    .sort((a, b) => a - b);
  // A breakpoint at 0 applies at every width: the top-level layer alone never does then.
  const base: [number, Partial<ForwardedCarouselProps>][] = keys[0] === 0 ? [] : [[0, {}]];
  const layers: [number, Partial<ForwardedCarouselProps>][] = [...base, ...keys.map((key): [number, Partial<ForwardedCarouselProps>] => [key, props.breakpoints[key] ?? {}])];
  return layers.map(([minWidth, entry]) => {
    const merged = { ...props, ...entry };
    const raw = merged.itemsToShow;
    const itemsToShow = raw === 'auto' ? 'auto' : inRange(Number(raw) || 1, 1, props.clamp ? count : Infinity);
    return {
      minWidth,
      itemsToShow,
      gap: px(merged.gap),
      snapAlign: merged.snapAlign,
      wrapAround: !!merged.wrapAround,
      itemsToScroll: Number(merged.itemsToScroll) || 1,
      fitsAll: !merged.wrapAround && itemsToShow !== 'auto' && count <= itemsToShow,
    };
  });
}

/** CSS length of one slide plus one gap, `n` slides in view (percent of the track, which is as wide as the viewport). */
const step = (n: number, gap: number) => (gap > 0 ? `((100% - ${num(gap * (n - 1))}px) / ${num(n)} + ${num(gap)}px)` : `(100% / ${num(n)})`);

/** vue3-carousel's inline slide width for `n` slides in view. */
const slideWidth = (n: number, gap: number) =>
  gap > 0 && n > 1 ? `calc(${num(100 / n)}% - ${num((gap * (n - 1)) / n)}px)` : `${num(100 / n)}%`;

/**
 * The clones of slides before and after the real ones with `wrapAround`, as vue3-carousel 0.17 counts
 * them (its `clonedSlidesCount`) for a band's layout: what it renders once its slides have registered
 * and its breakpoints apply, after hydration. The server cannot render them itself (its slides
 * register after its render), so the carousel shell renders these in server HTML and while hydrating
 * it, and vue3-carousel's own take their place after. The width is unknown there: the most that any
 * band with `wrapAround` (top level or a breakpoint entry) needs; the stylesheet hides them in the
 * bands without it.
 */
export function serverClones(props: ForwardedCarouselProps, count: number, start: number): { before: number; after: number } {
  if (count === 0 || props.enabled === false) return { before: 0, after: 0 };
  let before = 0;
  let after = 0;
  for (const band of breakpointBands(props, count)) {
    if (!band.wrapAround) continue;
    const toClone = band.itemsToShow === 'auto' ? count : Math.ceil(band.itemsToShow + (band.itemsToScroll - 1));
    before = Math.max(before, band.itemsToShow === 'auto' ? count : toClone - start);
    after = Math.max(after, band.itemsToShow === 'auto' ? count : toClone - (count - (start + 1)));
  }
  return { before, after };
}

/**
 * The scoped stylesheet of one carousel instance (see the module comment), or `''` when there is
 * nothing to lay out (no slides, or `enabled: false`). Rules are scoped to `[data-vak-carousel="<id>"]`.
 */
export function breakpointCss({ id, props, count, start }: BreakpointCssInput): string {
  // `enabled: false`: vue3-carousel renders the slides as plain content (no track, no slide widths).
  if (count <= 0 || props.enabled === false) return '';
  const safeId = id.replace(/[^\w:-]/g, '');
  const scope = `[${SCOPE_ATTR}="${safeId}"]`;
  const before = `${scope}:not([${SIZED_ATTR}])`;
  const container = props.breakpointMode === 'carousel';
  const containerName = `vak-${safeId.replace(/:/g, '-')}`;
  const reversed = props.dir === 'rtl';
  const fade = props.slideEffect === 'fade';
  const clones = serverClones(props, count, start);
  const clonesBefore = clones.before;
  const hasClones = clones.before + clones.after > 0;

  const bands = breakpointBands(props, count);
  const out: string[] = [];
  if (container) out.push(`${scope}{container-type:inline-size;container-name:${containerName}}`);
  for (const band of bands) {
    // The gap goes on the track (vue3-carousel: `gap: var(--vc-slide-gap)`).
    const rules: string[] = [`${scope} .carousel__track{gap:${num(band.gap)}px!important}`];
    if (band.itemsToShow === 'auto') {
      rules.push(`${scope} .carousel__slide{width:auto!important}`);
      if (!fade) rules.push(`${before} .carousel__track{transform:none!important}`);
    } else {
      const n = band.itemsToShow;
      rules.push(`${scope} .carousel__slide{width:${slideWidth(n, band.gap)}!important}`);
      if (!fade) {
        // vue3-carousel's scrolledOffset for a fixed itemsToShow (trackTransform without a drag).
        // Every slide in view: the first slide stays current and the row does not move (the shell
        // clamps the start index there once mounted).
        let scrolled = band.fitsAll ? 0 : start - snapAlignOffset(band.snapAlign, n);
        if (!band.wrapAround) scrolled = inRange(scrolled, 0, count - n);
        const shift = scrolled * (reversed ? 1 : -1);
        rules.push(`${before} .carousel__track{transform:translateX(calc(${num(shift)} * ${step(n, band.gap)}))!important}`);
        if (clonesBefore > 0 && band.wrapAround) {
          rules.push(`${before} .carousel__slide--clone:first-child{margin-inline-start:calc(${num(-clonesBefore)} * ${step(n, band.gap)})!important}`);
        }
      }
    }
    const body = rules.join('');
    if (band.minWidth === 0) out.push(body);
    else if (container) out.push(`@container ${containerName} (min-width:${num(band.minWidth)}px){${body}}`);
    else out.push(`@media (min-width:${num(band.minWidth)}px){${body}}`);
  }
  // The controls that exist only where the row can move, hidden in each band where every slide fits,
  // and clones rendered for another band's `wrapAround`, hidden in each band without it (and in
  // `'auto'` bands). Unlike the
  // layout rules (each band overrides the one below), these must stop where the next band starts:
  // `not all and (min-width)` bounds the band above.
  bands.forEach((band, index) => {
    // An `'auto'` band's clones have no known width to place them left of the first slide by: hidden
    // until vue3-carousel has measured, so the row starts with the real (linked, focusable) slides.
    const clonesHidden = hasClones && (!band.wrapAround || band.itemsToShow === 'auto');
    const hidden = [band.fitsAll ? `[${MOVES_ATTR}]` : '', clonesHidden ? '.carousel__slide--clone' : ''].filter(Boolean);
    if (!hidden.length) return;
    const body = hidden.map((selector) => `${before} ${selector}{display:none!important}`).join('');
    const upTo = bands[index + 1]?.minWidth;
    if (container) {
      const conditions = [band.minWidth > 0 ? `(min-width:${num(band.minWidth)}px)` : '', upTo === undefined ? '' : `(not (min-width:${num(upTo)}px))`].filter(Boolean);
      out.push(conditions.length ? `@container ${containerName} ${conditions.join(' and ')}{${body}}` : body);
      return;
    }
    const below = upTo === undefined ? body : `@media not all and (min-width:${num(upTo)}px){${body}}`;
    out.push(band.minWidth > 0 ? `@media (min-width:${num(band.minWidth)}px){${below}}` : below);
  });
  return out.join('\n');
}
