/**
 * Controls for the carousel options a reader tries first — `itemsToShow`, `snapAlign`, `wrapAround`,
 * `autoplay`, `dir`, `itemsToScroll`, `gap`, `pagination`, `mouseWheel`, `slideEffect` — as their own story args, mapped into the component's one `carousel` object by
 * {@link carouselProps}. A control left unset changes nothing: the story's own `carousel` applies.
 *
 * What a reader expects from a control is to see it: "itemsToShow 2" shows two slides at the width they
 * are looking at. A top-level value holds at every width over the default breakpoint table (the
 * components write it into each default entry), but not over a story's own `carousel.breakpoints`. A set
 * `itemsToShow` or `snapAlign` control is therefore written at the top level and into every breakpoint
 * (the story's own table, or the component's default one): the control holds at every width (down to
 * `minSlideWidth`, which lowers it where slides would be narrower), and the breakpoints keep their other
 * options. In an app with its own table, put the value in each entry.
 */
import type { ArgTypes } from '@storybook/vue3-vite';
import { DIRS, SLIDE_EFFECTS, SNAP_ALIGNS, type CarouselDefaults, type CarouselOptions, type Dir, type SlideEffect, type SnapAlign } from '../../src/carousel/options';

const UPSTREAM = 'https://vue3-carousel.ismail9k.com/config';

/** The story args behind the controls; each maps to the `carousel` option of the same name. */
interface CarouselControls {
  /** Slides in view at every width (`carousel.itemsToShow`, also written into each breakpoint). */
  itemsToShow?: number;
  /** Where the current slide sits (`carousel.snapAlign`, also written into each breakpoint). */
  snapAlign?: SnapAlign;
  /** Loop past both ends (`carousel.wrapAround`). */
  wrapAround?: boolean;
  /** Rotate every N ms; 0 is off (`carousel.autoplay`). */
  autoplay?: number;
  /** Reading direction (`carousel.dir`). */
  dir?: Dir;
  /** Slides moved by one step (`carousel.itemsToScroll`). */
  itemsToScroll?: number;
  /** Space between slides in px (`carousel.gap`). */
  gap?: number;
  /** Dots under the slides (`carousel.pagination`). */
  pagination?: boolean;
  /** A wheel turn over the slides is one step (`carousel.mouseWheel`). */
  mouseWheel?: boolean;
  /** Slide or cross-fade (`carousel.slideEffect`). */
  slideEffect?: SlideEffect;
}

/** Args of a carousel story: the two props plus the controls. */
export type CarouselStoryArgs<TItem> = { slides?: TItem[]; carousel?: CarouselOptions } & CarouselControls;

/**
 * The component's props for a story's args: the controls that are set, merged over `args.carousel`
 * (see the module comment for breakpoints). Controls set to `undefined` (never touched, or reset)
 * leave `carousel` as the story wrote it.
 */
export function carouselProps<TItem>(args: CarouselStoryArgs<TItem>, defaults: CarouselDefaults): { slides?: TItem[]; carousel: CarouselOptions } {
  const { itemsToShow, snapAlign, wrapAround, autoplay, dir, itemsToScroll, gap, pagination, mouseWheel, slideEffect, carousel, ...rest } = args;
  const options: CarouselOptions = { ...carousel };
  const perWidth: Record<string, unknown> = {};
  if (itemsToShow !== undefined && itemsToShow !== null) perWidth.itemsToShow = options.itemsToShow = itemsToShow;
  if (snapAlign) perWidth.snapAlign = options.snapAlign = snapAlign;
  if (wrapAround !== undefined) options.wrapAround = wrapAround;
  if (autoplay !== undefined) options.autoplay = autoplay;
  if (dir) options.dir = dir;
  if (itemsToScroll !== undefined && itemsToScroll !== null) options.itemsToScroll = itemsToScroll;
  if (gap !== undefined && gap !== null) options.gap = gap;
  if (pagination !== undefined) options.pagination = pagination;
  if (mouseWheel !== undefined) options.mouseWheel = mouseWheel;
  if (slideEffect) options.slideEffect = slideEffect;
  if (Object.keys(perWidth).length) {
    const table = (carousel?.breakpoints ?? defaults.breakpoints) as Record<string, Record<string, unknown>>;
    options.breakpoints = Object.fromEntries(Object.entries(table).map(([width, entry]) => [width, { ...entry, ...perWidth }])) as CarouselOptions['breakpoints'];
  }
  return { ...rest, carousel: options };
}

/** "3 (1 from 300 px, 2 from 768 px, …)": a default and what the breakpoint table does to it. */
function perWidthDefault(defaults: CarouselDefaults, key: 'itemsToShow' | 'snapAlign'): string {
  const steps = Object.entries(defaults.breakpoints).map(([width, entry]) => `${String((entry as Record<string, unknown>)[key] ?? defaults[key])} from ${width} px`);
  return `${String(defaults[key])} (below 300 px); ${steps.join(', ')}`;
}

/** argTypes of the controls for one component: type, default per this component, upstream option. */
export function carouselControlArgTypes(defaults: CarouselDefaults): ArgTypes {
  const category = 'carousel options (controls)';
  const upstream = (name: string) => `Maps to \`carousel.${name}\` (vue3-carousel [\`${name}\`](${UPSTREAM})).`;
  return {
    itemsToShow: {
      control: 'select',
      options: [1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 'auto'],
      description: `Slides in view (a fraction shows part of the next; \`'auto'\`: each slide as wide as its content, the slides in view measured from the layout). ${upstream('itemsToShow')} The control holds at every width (down to \`minSlideWidth\`: where that many slides would be narrower, fewer show): the story writes it into each breakpoint too, which the default table would otherwise override.`,
      table: { category, type: { summary: "number | 'auto'" }, defaultValue: { summary: perWidthDefault(defaults, 'itemsToShow') } },
    },
    snapAlign: {
      control: 'select',
      options: [...SNAP_ALIGNS],
      description: `Where the current slide sits in the viewport. ${upstream('snapAlign')} Written into each breakpoint too, like itemsToShow.`,
      table: { category, type: { summary: SNAP_ALIGNS.map((v) => `'${v}'`).join(' | ') }, defaultValue: { summary: String(defaults.snapAlign) } },
    },
    wrapAround: {
      control: 'boolean',
      description: `Loop past the last slide to the first and back. ${upstream('wrapAround')}`,
      table: { category, type: { summary: 'boolean' }, defaultValue: { summary: String(defaults.wrapAround) } },
    },
    autoplay: {
      control: { type: 'number', min: 0, step: 500 },
      description: `Rotate every N ms (0: off); adds the rotation button (none where every slide is in view). Pauses on hover and, once restarted with the button, while focus is in a slide; stops on keyboard focus. ${upstream('autoplay')}`,
      table: { category, type: { summary: 'number (ms)' }, defaultValue: { summary: '0 (off)' } },
    },
    dir: {
      control: 'inline-radio',
      options: [...DIRS],
      description: `Reading direction of the carousel; \`rtl\` also reverses the arrow keys. ${upstream('dir')}`,
      table: { category, type: { summary: DIRS.map((v) => `'${v}'`).join(' | ') }, defaultValue: { summary: "'ltr'" } },
    },
    itemsToScroll: {
      control: { type: 'number', min: 1, max: 10, step: 1 },
      description: `Slides moved by one step (buttons, arrow keys, wheel, autoplay). ${upstream('itemsToScroll')}`,
      table: { category, type: { summary: 'number (slides)' }, defaultValue: { summary: String(defaults.itemsToScroll) } },
    },
    gap: {
      control: { type: 'number', min: 0, max: 64, step: 4 },
      description: `Space between slides. ${upstream('gap')}`,
      table: { category, type: { summary: 'number (px)' }, defaultValue: { summary: '0' } },
    },
    pagination: {
      control: 'boolean',
      description: 'Dots under the slides, one per slide, the current one marked; none where every slide is in view. Maps to `carousel.pagination` (vue3-carousel\'s `<Pagination>` component).',
      table: { category, type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
    },
    mouseWheel: {
      control: 'boolean',
      description: `A wheel turn over the slides is one step, as the buttons make it; the page does not scroll under the slides. ${upstream('mouseWheel')}`,
      table: { category, type: { summary: 'boolean | { threshold }' }, defaultValue: { summary: 'false' } },
    },
    slideEffect: {
      control: 'inline-radio',
      options: [...SLIDE_EFFECTS],
      description: `How a move shows: the row slides, or one slide at a time cross-fades. ${upstream('slideEffect')}`,
      table: { category, type: { summary: SLIDE_EFFECTS.map((v) => `'${v}'`).join(' | ') }, defaultValue: { summary: "'slide'" } },
    },
  };
}
