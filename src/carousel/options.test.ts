import { describe, expect, it } from 'vitest';
import {
  ICONS_CAROUSEL_DEFAULTS,
  SNAP_ALIGNS,
  TEAM_CAROUSEL_DEFAULTS,
  clampIndex,
  formatText,
  fullyVisibleRange,
  normalizeCarouselOptions,
  optionsAtWidth,
  overrideEveryLayer,
  unclampedIndexes,
  withoutWrapWhereAllFit,
} from './options';

function run(input: unknown, defaults = TEAM_CAROUSEL_DEFAULTS) {
  const warnings: string[] = [];
  const result = normalizeCarouselOptions(input, defaults, (m) => warnings.push(m), 'AddonCarouselTeam');
  return { result, warnings };
}

describe('normalizeCarouselOptions', () => {
  it('gives the team defaults (3, start, 300→1, 768→2, 1024→3) without warnings', () => {
    const { result, warnings } = run(undefined);
    expect(warnings).toEqual([]);
    expect(result.props).toMatchObject({ itemsToShow: 3, snapAlign: 'start', dir: 'ltr', mouseDrag: true, touchDrag: true });
    expect(result.props.breakpoints).toEqual({
      300: { itemsToShow: 1, snapAlign: 'start' },
      768: { itemsToShow: 2, snapAlign: 'start' },
      1024: { itemsToShow: 3, snapAlign: 'start' },
    });
    expect(result.i18n.ariaCarousel).toBe('Team');
  });

  it('pagination is off by default; a boolean is taken; anything else warns once and stays off', () => {
    expect(run(undefined).result.pagination).toBe(false);
    expect(run({ pagination: true }).result.pagination).toBe(true);
    const { result, warnings } = run({ pagination: 'yes' });
    expect(result.pagination).toBe(false);
    expect(warnings).toEqual(['[vue-addon-kit] AddonCarouselTeam: carousel.pagination "yes" is not valid (expected true or false); the default applies.']);
    expect(result.props).not.toHaveProperty('pagination');
  });

  it('minSlideWidth defaults to 200 (team) and 96 (icons); bad values warn and fall back', () => {
    expect(run(undefined).result.minSlideWidth).toBe(200);
    expect(run({}, ICONS_CAROUSEL_DEFAULTS).result.minSlideWidth).toBe(96);
    expect(run({ minSlideWidth: 0 }).result.minSlideWidth).toBe(0);
    for (const bad of [-1, 5000, '96px', Number.NaN]) {
      const { result, warnings } = run({ minSlideWidth: bad });
      expect(result.minSlideWidth).toBe(200);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('carousel.minSlideWidth');
    }
    expect(run({ minSlideWidth: 150 }).result.props).not.toHaveProperty('minSlideWidth');
  });

  it('gives the icon defaults (7; 300→2.5, 768→6, 900→8, 1024→7)', () => {
    const { result } = run({}, ICONS_CAROUSEL_DEFAULTS);
    expect(result.props.itemsToShow).toBe(7);
    expect(Object.entries(result.props.breakpoints).map(([k, v]) => [Number(k), v.itemsToShow])).toEqual([
      [300, 2.5],
      [768, 6],
      [900, 8],
      [1024, 7],
    ]);
    expect(result.i18n.ariaCarousel).toBe('Topics');
  });

  it('keeps the default breakpoints when only autoplay is set', () => {
    const { result } = run({ autoplay: 3000 });
    expect(result.autoplay).toBe(3000);
    expect(result.props.breakpoints).toEqual(TEAM_CAROUSEL_DEFAULTS.breakpoints);
    expect(result.props).not.toHaveProperty('autoplay');
  });

  it('a top-level layout option overrides that option in every default breakpoint entry', () => {
    const widths = [200, 300, 768, 1024, 1600];
    const at = (input: unknown, defaults = TEAM_CAROUSEL_DEFAULTS) => {
      const { props } = run(input, defaults).result;
      return widths.map((w) => [optionsAtWidth(props, w).itemsToShow, optionsAtWidth(props, w).snapAlign]);
    };
    expect(at({ itemsToShow: 2 })).toEqual(widths.map(() => [2, 'start']));
    // The alias and settings count as the user's options too.
    expect(at({ slidesToShow: 2 })).toEqual(widths.map(() => [2, 'start']));
    expect(at({ settings: { itemsToShow: 2 } })).toEqual(widths.map(() => [2, 'start']));
    // snapAlign alone: centred everywhere, the default counts stay responsive.
    expect(at({ snapAlign: 'center' })).toEqual([[3, 'center'], [1, 'center'], [2, 'center'], [3, 'center'], [3, 'center']]);
    expect(at({ snapAlign: 'end' }, ICONS_CAROUSEL_DEFAULTS).map(([n]) => n)).toEqual([7, 2.5, 6, 7, 7]);
    // The defaults themselves are untouched.
    expect(TEAM_CAROUSEL_DEFAULTS.breakpoints[300]).toEqual({ itemsToShow: 1, snapAlign: 'start' });
  });

  it('a user breakpoints table is taken as given: top-level options do not reach into it', () => {
    const { result } = run({ itemsToShow: 2, snapAlign: 'center', breakpoints: { 500: { itemsToShow: 4 } } });
    expect(result.props.breakpoints).toEqual({ 500: { itemsToShow: 4 } });
    expect(optionsAtWidth(result.props, 600)).toMatchObject({ itemsToShow: 4, snapAlign: 'center' });
  });

  it('replaces the default breakpoints with the user table', () => {
    const { result } = run({ breakpoints: { 500: { itemsToShow: 4 } } });
    expect(result.props.breakpoints).toEqual({ 500: { itemsToShow: 4 } });
  });

  it('accepts slidesToShow as an alias of itemsToShow at top level, in settings and in breakpoints', () => {
    expect(run({ slidesToShow: 2 }).result.props.itemsToShow).toBe(2);
    expect(run({ settings: { slidesToShow: 4 } }).result.props.itemsToShow).toBe(4);
    const { result } = run({ breakpoints: { 0: { slidesToShow: 1.5 } } });
    expect(result.props.breakpoints).toEqual({ 0: { itemsToShow: 1.5 } });
    expect(run({ itemsToShow: 2, slidesToShow: 5 }).result.props.itemsToShow).toBe(2);
    const invalid = run({ itemsToShow: 'many', slidesToShow: 2 });
    expect(invalid.result.props.itemsToShow).toBe(2);
    expect(invalid.warnings).toEqual([expect.stringContaining('carousel.itemsToShow "many" is not valid')]);
    expect(invalid.warnings[0]).toContain('its alias slidesToShow applies');
  });

  it('never forwards settings, throttle or slidesToShow to vue3-carousel', () => {
    const { result } = run({ settings: { wrapAround: true }, throttle: 500, slidesToShow: 2 });
    expect(Object.keys(result.props)).not.toEqual(expect.arrayContaining(['settings']));
    for (const key of ['settings', 'throttle', 'slidesToShow', 'autoplay', 'i18n', 'modelValue']) expect(result.props).not.toHaveProperty(key);
    expect(result.throttle).toBe(500);
    expect(result.props.wrapAround).toBe(true);
  });

  it('merges settings under the top-level options (top level wins)', () => {
    const { result } = run({ snapAlign: 'end', settings: { snapAlign: 'center', itemsToScroll: 2, breakpoints: { 10: { itemsToShow: 2 } } } });
    expect(result.props.snapAlign).toBe('end');
    expect(result.props.itemsToScroll).toBe(2);
    expect(result.props.breakpoints).toEqual({ 10: { itemsToShow: 2 } });
    expect(run({ breakpoints: { 20: {} }, settings: { breakpoints: { 10: {} } } }).result.props.breakpoints).toEqual({ 20: {} });
  });

  it('merges i18n key by key and maps ariaGallery to the region name', () => {
    const { result } = run({ i18n: { ariaNextSlide: 'بعدی' }, settings: { i18n: { ariaGallery: 'Crew' } } });
    expect(result.i18n).toMatchObject({ ariaCarousel: 'Crew', ariaNextSlide: 'بعدی', ariaPreviousSlide: 'Previous slide' });
  });

  it.each(SNAP_ALIGNS)('accepts snapAlign %s', (snapAlign) => {
    const { result, warnings } = run({ snapAlign, breakpoints: { 0: { snapAlign } } });
    expect(warnings).toEqual([]);
    expect(result.props.snapAlign).toBe(snapAlign);
    expect(result.props.breakpoints[0]?.snapAlign).toBe(snapAlign);
  });

  it.each([
    [{ snapAlign: 'middle' }, 'snapAlign "middle"', 'snapAlign', 'start'],
    [{ itemsToShow: -1 }, 'itemsToShow -1', 'itemsToShow', 3],
    [{ autoplay: 'fast' }, 'autoplay "fast"', null, null],
    [{ itemsToScroll: 0.5 }, 'itemsToScroll 0.5', 'itemsToScroll', 1],
    [{ dir: 'ttb' }, 'dir "ttb"', 'dir', 'ltr'],
    [{ transition: Number.NaN }, 'transition NaN', 'transition', 300],
    [{ mouseDrag: 'yes' }, 'mouseDrag "yes"', 'mouseDrag', true],
    [{ wrapAround: 1 }, 'wrapAround 1', 'wrapAround', false],
  ])('drops %j with one warning naming it', (input, named, key, fallback) => {
    const { result, warnings } = run(input);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(named);
    expect(warnings[0]).toMatch(/^\[vue-addon-kit\] AddonCarouselTeam: carousel\./);
    if (key) expect((result.props as unknown as Record<string, unknown>)[key]).toEqual(fallback);
    else expect(result.autoplay).toBe(0);
  });

  it('drops a bad breakpoint key with one warning and keeps the rest', () => {
    const { result, warnings } = run({ breakpoints: { abc: {}, 600: { itemsToShow: 2, snapAlign: 'middle' } } });
    expect(warnings).toHaveLength(2);
    // Integer keys come first in object order, so the 600 entry is checked before "abc".
    expect(warnings.some((w) => w.includes('breakpoints key "abc"'))).toBe(true);
    expect(warnings.some((w) => w.includes('breakpoints[600].snapAlign "middle"'))).toBe(true);
    expect(result.props.breakpoints).toEqual({ 600: { itemsToShow: 2 } });
  });

  it.each([['fast'], [42], [[1, 2]], [() => 1]])('treats carousel %j as defaults with one warning', (input) => {
    const { result, warnings } = run(input);
    expect(warnings).toHaveLength(1);
    expect(result.props.itemsToShow).toBe(3);
  });

  it('warns about unknown keys, non-function callbacks and bad i18n once each', () => {
    const { result, warnings } = run({ colour: 'red', onInit: 'x', i18n: { ariaNextSlide: 7, nope: 'x' } });
    expect(warnings).toHaveLength(4);
    expect(result.callbacks.onInit).toBeUndefined();
    expect(result.i18n.ariaNextSlide).toBe('Next slide');
  });

  it('keeps callbacks, settings callbacks included', () => {
    const onInit = () => undefined;
    const onLoop = () => undefined;
    const { result } = run({ onInit, settings: { onLoop } });
    expect(result.callbacks).toEqual({ onInit, onLoop });
  });

  it('survives hostile input: null prototype objects, getters that throw are not touched, huge numbers', () => {
    const bare = Object.assign(Object.create(null), { itemsToShow: 1e9 }) as unknown;
    expect(() => run(bare)).not.toThrow();
    expect(run(bare).result.props.itemsToShow).toBe(3);
  });
});

describe('hostile options', () => {
  it('falls back to the defaults when the options object throws on read', () => {
    const evil = new Proxy({}, { ownKeys: () => { throw new Error('boom'); } });
    const { result, warnings } = run(evil);
    expect(result.props.itemsToShow).toBe(3);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('boom');
  });
});

describe('optionsAtWidth', () => {
  it('picks the largest breakpoint not above the width', () => {
    const { props } = normalizeCarouselOptions({}, ICONS_CAROUSEL_DEFAULTS, () => undefined);
    expect([200, 300, 768, 899, 900, 1024, 1280].map((w) => optionsAtWidth(props, w).itemsToShow)).toEqual([7, 2.5, 6, 6, 8, 7, 7]);
  });
});

describe('overrideEveryLayer', () => {
  it('sets each given value at the top level and in every breakpoint entry, and leaves props as they are without one', () => {
    const { props } = normalizeCarouselOptions({ breakpoints: { 0: { transition: 500, mouseDrag: true }, 800: { itemsToShow: 2 } } }, TEAM_CAROUSEL_DEFAULTS, () => undefined);
    const out = overrideEveryLayer(props, { transition: 0, mouseDrag: false, touchDrag: undefined });
    expect([out.transition, out.mouseDrag, out.touchDrag]).toEqual([0, false, true]);
    expect(out.breakpoints).toEqual({ 0: { transition: 0, mouseDrag: false }, 800: { itemsToShow: 2, transition: 0, mouseDrag: false } });
    expect(props.breakpoints[0]).toEqual({ transition: 500, mouseDrag: true });
    expect(overrideEveryLayer(props, { transition: undefined })).toBe(props);
  });

  it('keeps mouseWheel out of the forwarded props (the component runs it)', () => {
    const { props, mouseWheel } = normalizeCarouselOptions({ mouseWheel: { threshold: 5 } }, TEAM_CAROUSEL_DEFAULTS, () => undefined);
    expect(mouseWheel).toEqual({ threshold: 5 });
    expect('mouseWheel' in props).toBe(false);
    expect(normalizeCarouselOptions({}, TEAM_CAROUSEL_DEFAULTS, () => undefined).mouseWheel).toBe(false);
  });
});

describe('withoutWrapWhereAllFit', () => {
  const { props } = normalizeCarouselOptions({ wrapAround: true, breakpoints: { 300: { itemsToShow: 1 }, 768: { itemsToShow: 2, wrapAround: false }, 1024: { itemsToShow: 3 } } }, TEAM_CAROUSEL_DEFAULTS, () => undefined);
  it('turns wrapAround off in each layer where every slide is in view, and keeps it where they do not fit', () => {
    const out = withoutWrapWhereAllFit(props, 2);
    expect(out.wrapAround).toBe(false);
    expect(Object.fromEntries(Object.entries(out.breakpoints).map(([key, entry]) => [key, entry.wrapAround]))).toEqual({ 300: true, 768: false, 1024: false });
  });
  it('leaves props as they are (the same object) where no layer fits every slide', () => {
    expect(withoutWrapWhereAllFit(props, 12)).toBe(props);
  });
});

describe('helpers', () => {
  it('formats placeholders and clamps indexes', () => {
    expect(formatText('{slideNumber} of {slidesCount}', { slideNumber: 2, slidesCount: 6 })).toBe('2 of 6');
    expect(formatText('{unknown}', {})).toBe('{unknown}');
    expect([clampIndex(undefined, 5), clampIndex(9, 5), clampIndex(2, 0), clampIndex(3, 5)]).toEqual([0, 4, 0, 3]);
  });
});

describe('fullyVisibleRange', () => {
  it('start: the current slide and the whole slots after it; the row clamps at the end', () => {
    expect(fullyVisibleRange(0, 12, 3, 'start', false)).toEqual({ first: 0, last: 2 });
    expect(fullyVisibleRange(3, 12, 3, 'start', false)).toEqual({ first: 3, last: 5 });
    expect(fullyVisibleRange(11, 12, 3, 'start', false)).toEqual({ first: 9, last: 11 });
  });
  it('a partial slot does not count: 2.5 in view is 2 slides', () => {
    expect(fullyVisibleRange(0, 14, 2.5, 'start', false)).toEqual({ first: 0, last: 1 });
  });
  it('end and center place the current slide last or in the middle', () => {
    expect(fullyVisibleRange(6, 12, 3, 'end', false)).toEqual({ first: 4, last: 6 });
    expect(fullyVisibleRange(6, 12, 3, 'center', false)).toEqual({ first: 5, last: 7 });
    expect(fullyVisibleRange(0, 12, 3, 'end', false)).toEqual({ first: 0, last: 2 });
  });
  it('every slide fits: the whole list', () => {
    expect(fullyVisibleRange(0, 2, 3, 'start', false)).toEqual({ first: 0, last: 1 });
  });
  it('wrapAround: positions run past the ends', () => {
    expect(fullyVisibleRange(11, 12, 3, 'start', true)).toEqual({ first: 11, last: 13 });
  });
});

describe('unclampedIndexes', () => {
  it('the indexes where the row reaches its start and its end, per snapAlign', () => {
    expect(unclampedIndexes(12, 7, 'start')).toEqual({ low: 0, high: 5 });
    expect(unclampedIndexes(12, 2.5, 'start')).toEqual({ low: 0, high: 10 });
    expect(unclampedIndexes(12, 3, 'center')).toEqual({ low: 1, high: 10 });
    expect(unclampedIndexes(12, 3, 'center-even')).toEqual({ low: 0, high: 10 });
    expect(unclampedIndexes(12, 7, 'end')).toEqual({ low: 6, high: 11 });
  });
  it('agrees with fullyVisibleRange: high is the first index with the last slide in view, low the last with the first', () => {
    for (const align of SNAP_ALIGNS) {
      // center-even with one slot shows two half slides: no slide is fully in view there.
      for (const n of align === 'center-even' ? [2, 2.5, 3, 7] : [1, 2, 2.5, 3, 7]) {
        const range = unclampedIndexes(12, n, align)!;
        expect(fullyVisibleRange(range.high, 12, n, align, false).last, `${align} ${n}`).toBe(11);
        if (range.high > 0) expect(fullyVisibleRange(range.high - 1, 12, n, align, false).last, `${align} ${n}`).toBeLessThan(11);
        expect(fullyVisibleRange(range.low, 12, n, align, false).first, `${align} ${n}`).toBe(0);
        expect(fullyVisibleRange(range.low + 1, 12, n, align, false).first, `${align} ${n}`).toBeGreaterThan(0);
      }
    }
  });
  it('nothing to move: every slide fits, or itemsToShow is not a number above 0', () => {
    expect(unclampedIndexes(3, 3, 'start')).toBeUndefined();
    expect(unclampedIndexes(12, Number.NaN, 'start')).toBeUndefined();
  });
});
