import { describe, expect, it } from 'vitest';
import { breakpointBands, breakpointCss, serverClones } from './breakpoint-css';
import { normalizeCarouselOptions, TEAM_CAROUSEL_DEFAULTS } from './options';

const props = (carousel: Record<string, unknown>) => normalizeCarouselOptions(carousel, TEAM_CAROUSEL_DEFAULTS, () => undefined, 'test').props;

describe('breakpointCss', () => {
  it('writes one media query per breakpoint with vue3-carousel’s slide width, scoped to the instance', () => {
    const css = breakpointCss({ id: 'v-1', props: props({ gap: 10 }), count: 6, start: 0 });
    expect(css).toContain('[data-vak-carousel="v-1"] .carousel__slide{width:calc(33.3333% - 6.6667px)!important}');
    expect(css).toMatch(/@media \(min-width:300px\)\{[^\n]*\.carousel__slide\{width:100%!important\}/);
    expect(css).toMatch(/@media \(min-width:768px\)\{[^\n]*\.carousel__slide\{width:calc\(50% - 5px\)!important\}/);
    expect(css).not.toContain('@container');
  });

  it("uses named container queries with breakpointMode 'carousel'", () => {
    const css = breakpointCss({ id: 'v:2', props: props({ breakpointMode: 'carousel' }), count: 6, start: 0 });
    expect(css).toContain('[data-vak-carousel="v:2"]{container-type:inline-size;container-name:vak-v-2}');
    expect(css).toContain('@container vak-v-2 (min-width:768px){');
  });

  it('positions the track before vue3-carousel measures it: snapAlign, start index, RTL, clamp to the last page', () => {
    const centred = breakpointCss({ id: 'a', props: props({ snapAlign: 'center', breakpoints: {}, itemsToShow: 3 }), count: 6, start: 2 });
    expect(centred).toContain('[data-vak-carousel="a"]:not([data-vak-sized]) .carousel__track{transform:translateX(calc(-1 * (100% / 3)))!important}');
    const rtl = breakpointCss({ id: 'b', props: props({ dir: 'rtl', breakpoints: {}, itemsToShow: 2 }), count: 3, start: 2 });
    expect(rtl).toContain('transform:translateX(calc(1 * (100% / 2)))');
  });

  it('top-level itemsToShow and snapAlign hold in every band of the default table (server CSS matches the client)', () => {
    const bands = breakpointBands(props({ itemsToShow: 2, snapAlign: 'center' }), 12);
    expect(bands.map((b) => [b.minWidth, b.itemsToShow, b.snapAlign])).toEqual([[0, 2, 'center'], [300, 2, 'center'], [768, 2, 'center'], [1024, 2, 'center']]);
    const css = breakpointCss({ id: 'c', props: props({ itemsToShow: 2 }), count: 12, start: 0 });
    expect(css).not.toMatch(/\.carousel__slide\{width:(100|33\.3333)%/);
  });

  it('drops characters outside [A-Za-z0-9_:-] from the id and writes nothing without slides', () => {
    expect(breakpointCss({ id: 'x"]{}</style>', props: props({}), count: 2, start: 0 })).not.toMatch(/["\]{}<>]style|<\/style>/);
    expect(breakpointCss({ id: 'x', props: props({}), count: 0, start: 0 })).toBe('');
  });

  it('hides the controls that need a movable row exactly in the bands where every slide fits (media and container queries)', () => {
    const hides = (css: string) => css.split('\n').filter((line) => line.includes('[data-vak-moves]{display:none!important}')).map((line) => line.slice(0, line.indexOf('[data-vak-carousel')));
    const table = { breakpoints: { 500: { itemsToShow: 2 }, 900: { itemsToShow: 4 } }, itemsToShow: 1 };
    expect(hides(breakpointCss({ id: 'm', props: props(table), count: 2, start: 0 }))).toEqual(['@media (min-width:500px){@media not all and (min-width:900px){', '@media (min-width:900px){']);
    expect(hides(breakpointCss({ id: 'c', props: props({ ...table, breakpointMode: 'carousel' }), count: 2, start: 0 }))).toEqual([
      '@container vak-c (min-width:500px) and (not (min-width:900px)){',
      '@container vak-c (min-width:900px){',
    ]);
    expect(hides(breakpointCss({ id: 'w', props: props({ ...table, wrapAround: true }), count: 2, start: 0 }))).toEqual([]);
  });

  it('writes nothing with enabled: false (vue3-carousel renders the slides as plain content)', () => {
    expect(breakpointCss({ id: 'x', props: props({ enabled: false }), count: 6, start: 0 })).toBe('');
  });

  it('resolves each band as vue3-carousel does: one breakpoint over the top level, itemsToShow ≥ 1, clamp', () => {
    const bands = breakpointBands(props({ itemsToShow: 4, gap: 5, clamp: true, breakpoints: { 500: { itemsToShow: 0.5 }, 900: { itemsToShow: 9, gap: 0 } } }), 6);
    expect(bands.map((b) => [b.minWidth, b.itemsToShow, b.gap])).toEqual([[0, 4, 5], [500, 1, 5], [900, 6, 0]]);
    // A breakpoint at 0 replaces the top level at every width.
    expect(breakpointBands(props({ itemsToShow: 4, breakpoints: { 0: { itemsToShow: 2 } } }), 6).map((b) => [b.minWidth, b.itemsToShow])).toEqual([[0, 2]]);
  });

  it('server clones: as many as any band with wrapAround needs (a breakpoint entry too), hidden in the bands without it', () => {
    const fromBreakpoint = props({ breakpoints: { 0: { itemsToShow: 1 }, 800: { itemsToShow: 3, wrapAround: true, snapAlign: 'center' } } });
    expect(serverClones(fromBreakpoint, 6, 0)).toEqual({ before: 3, after: 0 });
    expect(serverClones(props({ itemsToShow: 2, breakpoints: {} }), 6, 0)).toEqual({ before: 0, after: 0 });
    const css = breakpointCss({ id: 'w', props: fromBreakpoint, count: 6, start: 0 });
    expect(css).toContain('@media not all and (min-width:800px){[data-vak-carousel="w"]:not([data-vak-sized]) .carousel__slide--clone{display:none!important}}');
    expect(css).toContain('@media (min-width:800px){[data-vak-carousel="w"] .carousel__track');
    expect(css.match(/carousel__slide--clone\{display:none/g)).toHaveLength(1);
  });

  it("server clones of an 'auto' band with wrapAround are hidden until vue3-carousel measures: the row starts with the real slides", () => {
    const auto = props({ itemsToShow: 'auto', wrapAround: true, breakpoints: { 800: { itemsToShow: 3 } } });
    expect(serverClones(auto, 6, 0).before).toBe(6);
    const css = breakpointCss({ id: 'a', props: auto, count: 6, start: 0 });
    expect(css).toContain('@media not all and (min-width:800px){[data-vak-carousel="a"]:not([data-vak-sized]) .carousel__slide--clone{display:none!important}}');
    expect(css.match(/carousel__slide--clone\{display:none/g)).toHaveLength(1);
  });
});
