/**
 * Moves, in Chromium: a change of `carousel.modelValue` after mount moves the carousel (once, with
 * the callbacks of any move); Next is disabled once the last slide is fully in view and Previous
 * moves the row on its first press (no press that changes the index without a visible change), and
 * a drag moves as a press does (one that cannot move the row changes nothing);
 * autoplay goes back to the first slide at that same end, and does not run at all when every slide
 * fits; the exposed `next`, `prev` and `slideTo` return whether the current slide changes, and
 * `slideTo` ignores what is not a whole number with one development warning.
 */
import { h, nextTick, ref, shallowRef, type Component } from 'vue';
import { page } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddonCarouselIcons, AddonCarouselTeam } from '../../src/carousel';
import { resetWarnings } from '../../src/dev';
import '../../src/styles.css';
import { mouseDrag } from '../../stories/support/carousel';
import { mountApp, unmountAll, wait, parkMouse } from './support';

const team = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Member ${i + 1}`, role: 'Engineer' }));
const icons = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Topic ${i + 1}` }));

// A laptop window: team shows 3 slides, icons 7 (default breakpoints).
beforeAll(() => page.viewport(1280, 900));
afterEach(async () => {
  unmountAll();
  vi.restoreAllMocks();
  await parkMouse();
});

interface Exposed {
  next: () => boolean;
  prev: () => boolean;
  slideTo: (index: unknown) => boolean;
}

async function mount(component: Component, slides: unknown[], carousel: Record<string, unknown> = {}) {
  const options = shallowRef<Record<string, unknown>>({ transition: 0, ...carousel });
  const renders = ref(0);
  const exposed = shallowRef<Exposed>();
  const cb = { onSlideStart: vi.fn(), onUpdateModelValue: vi.fn(), onSlideEnd: vi.fn() };
  const host = mountApp({
    // Every render passes a new `carousel` object, as an inline object in an app template does.
    render: () => h('div', { 'data-renders': renders.value }, [h(component, { ref: exposed, slides, carousel: { ...options.value, ...cb } })]),
  }, { width: '1100px' });
  await nextTick();
  await wait(80);
  const region = host.querySelector<HTMLElement>('[role="region"]')!;
  const control = (name: string) => region.querySelector<HTMLButtonElement>(`[data-control="${name}"]`);
  return {
    region,
    cb,
    api: () => exposed.value!,
    track: () => region.querySelector<HTMLElement>('.carousel__track')!.style.transform,
    control,
    announcement: () => region.querySelector('[aria-live]:not(.carousel__liveregion)')!.textContent!.trim(),
    /** Names of the slides vue3-carousel shows (its own visibility, not the announcement). */
    visible: () =>
      [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"][data-visible]:not([data-clone])')].map((g) => Number(g.dataset.slideIndex) + 1),
    async setOptions(next: Record<string, unknown>) {
      options.value = { transition: 0, ...next };
      await nextTick();
      await wait(120);
    },
    async rerender() {
      renders.value++;
      await nextTick();
      await wait(120);
    },
    async click(name: string) {
      control(name)!.click();
      await wait(80);
    },
  };
}

describe('modelValue after mount', () => {
  it('a change moves the carousel to the clamped index, with one set of callbacks; a re-render does not move it', async () => {
    const m = await mount(AddonCarouselTeam, team(12), { modelValue: 0 });
    expect(m.visible()).toEqual([1, 2, 3]);
    await m.setOptions({ modelValue: 5 });
    expect(m.visible()).toEqual([6, 7, 8]);
    expect(m.announcement()).toBe('Slides 6–8 of 12');
    expect(m.cb.onSlideStart.mock.calls).toEqual([[{ slidingToIndex: 5, currentSlideIndex: 5, prevSlideIndex: 0, slidesCount: 12 }]]);
    expect(m.cb.onUpdateModelValue.mock.calls).toEqual([[5]]);
    await vi.waitFor(() => expect(m.cb.onSlideEnd).toHaveBeenCalledTimes(1));

    // Same value, new options object: nothing moves.
    await m.rerender();
    await m.click('prev');
    expect(m.visible()).toEqual([5, 6, 7]);
    await m.rerender();
    expect(m.visible()).toEqual([5, 6, 7]);
    expect(m.cb.onUpdateModelValue.mock.calls).toEqual([[5], [4]]);

    // Out of range: clamps to the last slide.
    await m.setOptions({ modelValue: 40 });
    expect(m.visible()).toEqual([10, 11, 12]);
    expect(m.cb.onUpdateModelValue.mock.calls.at(-1)).toEqual([11]);
    expect(m.cb.onUpdateModelValue).toHaveBeenCalledTimes(3);
  });
});

/** Drags the current slide by `dx` px with the mouse (`mouseDrag`) and waits for the move to end. */
async function drag(region: HTMLElement, dx: number) {
  await mouseDrag(region, dx);
  await wait(120);
}

describe('the ends of a row without wrapAround', () => {
  it('snapAlign center: the first drag of one slide moves the row, as the first Next does', async () => {
    const m = await mount(AddonCarouselTeam, team(12), { snapAlign: 'center', itemsToShow: 3, breakpoints: {} });
    const start = m.track();
    await drag(m.region, -400);
    expect(m.track()).not.toBe(start);
    expect(m.announcement()).toBe('Slides 2–4 of 12');
    expect(m.cb.onSlideStart).toHaveBeenCalledTimes(1);
  });

  it('a drag past the end of the row moves nothing and calls no callback; a drag back moves the row at once', async () => {
    const m = await mount(AddonCarouselTeam, team(12), { modelValue: 9 });
    const end = m.track();
    await drag(m.region, -400);
    expect(m.track()).toBe(end);
    expect(m.announcement()).toBe('Slides 10–12 of 12');
    expect(m.cb.onSlideStart).not.toHaveBeenCalled();
    expect(m.cb.onUpdateModelValue).not.toHaveBeenCalled();
    // From slide 12 (a dot or slideTo goes there; the row shows the same slides 10–12).
    m.api().slideTo(11);
    await wait(80);
    m.cb.onSlideStart.mockClear();
    await drag(m.region, 400);
    expect(m.track()).not.toBe(end);
    expect(m.announcement()).toBe('Slides 9–11 of 12');
  });


  it('Next is disabled once the last slide is in view; Previous moves the row on its first press', async () => {
    const m = await mount(AddonCarouselIcons, icons(12), { modelValue: 9 });
    expect(m.visible()).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(m.announcement()).toBe('Slides 6–12 of 12');
    expect(m.control('next')!.disabled).toBe(true);
    await m.click('prev');
    expect(m.visible()).toEqual([5, 6, 7, 8, 9, 10, 11]);
    expect(m.announcement()).toBe('Slides 5–11 of 12');
    expect(m.control('next')!.disabled).toBe(false);
  });

  it('walking with Next: every press moves the row, and Next turns off when slide 12 is in view', async () => {
    const m = await mount(AddonCarouselTeam, team(12));
    let presses = 0;
    while (!m.control('next')!.disabled && presses < 20) {
      const before = m.visible();
      await m.click('next');
      presses++;
      expect(m.visible(), `press ${presses}`).not.toEqual(before);
    }
    expect(presses).toBe(9);
    expect(m.visible()).toEqual([10, 11, 12]);
  });

  it('snapAlign center: the first Next moves the row (the first slides are already in view)', async () => {
    const m = await mount(AddonCarouselTeam, team(12), { snapAlign: 'center', itemsToShow: 3, breakpoints: {} });
    const start = m.track();
    expect(m.announcement()).toBe('Slides 1–3 of 12');
    expect(m.control('prev')!.disabled).toBe(true);
    await m.click('next');
    expect(m.track()).not.toBe(start);
    expect(m.announcement()).toBe('Slides 2–4 of 12');
  });

  it('snapAlign center or end at either end: every slide the track shows is reachable (not inert), the others are', async () => {
    for (const [snapAlign, modelValue] of [['center', 0], ['center', 11], ['end', 0], ['center-even', 0]] as const) {
      const m = await mount(AddonCarouselTeam, team(12), { snapAlign, itemsToShow: 3, breakpoints: {}, modelValue });
      const viewport = m.region.querySelector('.carousel__viewport')!.getBoundingClientRect();
      for (const group of m.region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')) {
        const box = group.getBoundingClientRect();
        const shown = Math.min(box.right, viewport.right) - Math.max(box.left, viewport.left) > 1;
        expect(group.inert, `${snapAlign} at ${modelValue + 1}: slide ${Number(group.dataset.slideIndex) + 1} ${shown ? 'shown' : 'not shown'}`).toBe(!shown);
      }
      unmountAll();
    }
  });

  it('autoplay goes back to the first slide when the last one is in view', async () => {
    const m = await mount(AddonCarouselTeam, team(6), { autoplay: 300, modelValue: 3 });
    expect(m.visible()).toEqual([4, 5, 6]);
    await vi.waitFor(() => expect(m.cb.onUpdateModelValue).toHaveBeenCalled(), { timeout: 3000 });
    expect(m.cb.onUpdateModelValue.mock.calls[0]).toEqual([0]);
  });
});

describe('autoplay when every slide fits', () => {
  it('nothing rotates: no button, no move, the live region stays polite, the rotation status is off', async () => {
    const m = await mount(AddonCarouselTeam, team(2), { autoplay: 150 });
    await wait(700);
    expect(m.control('rotation')).toBeNull();
    expect(m.cb.onSlideStart).not.toHaveBeenCalled();
    expect(m.visible()).toEqual([1, 2]);
    expect(m.region.querySelector('[aria-live]:not(.carousel__liveregion)')!.getAttribute('aria-live')).toBe('polite');
    // `data-rotation` is the shell's rotation status (exposed as `rotationStatus`).
    expect(m.region.dataset.rotation).toBe('off');
  });
});

describe('exposed next, prev and slideTo', () => {
  it('return whether the current slide changes', async () => {
    const m = await mount(AddonCarouselTeam, team(6));
    expect(m.api().prev()).toBe(false);
    expect(m.api().slideTo(0)).toBe(false);
    expect(m.api().next()).toBe(true);
    await wait(80);
    expect(m.api().slideTo(3)).toBe(true);
    await wait(80);
    // Slides 4–6 in view: the end of the row.
    expect(m.visible()).toEqual([4, 5, 6]);
    expect(m.api().next()).toBe(false);
    expect(m.cb.onUpdateModelValue.mock.calls).toEqual([[1], [3]]);
  });

  it('return false while a move is sliding (vue3-carousel ignores it)', async () => {
    const m = await mount(AddonCarouselTeam, team(6), { transition: 400 });
    expect(m.api().next()).toBe(true);
    expect(m.api().next()).toBe(false);
  });

  it('slideTo ignores NaN, fractions and non-numbers with one development warning naming slideTo', async () => {
    resetWarnings();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const m = await mount(AddonCarouselTeam, team(6), { modelValue: 1 });
    for (const bad of [Number.NaN, 1.5, '2', undefined, Infinity]) expect(m.api().slideTo(bad), String(bad)).toBe(false);
    expect(m.api().slideTo(Number.NaN)).toBe(false);
    await wait(80);
    expect(m.announcement()).toBe('Slides 2–4 of 6');
    expect(m.cb.onUpdateModelValue).not.toHaveBeenCalled();
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((text) => text.includes('NaN'))).toHaveLength(1);
    expect(messages.length).toBe(5);
    for (const text of messages) expect(text).toContain('slideTo');
  });
});
