/**
 * Options that reach every layer, in Chromium: `enabled: false` shows the slides as plain content;
 * the `slide` slot gets the item of its own slide when a malformed item was dropped; `wrapAround`,
 * `transition` (under reduced motion) and `mouseDrag` (under `throttle`) act when a breakpoint entry
 * sets them; the mouse wheel honours `throttle` and the end of the row; `slideEffect: 'fade'` shows,
 * announces and lets keys reach one slide at a time.
 */
import { h, nextTick, shallowRef, type Component } from 'vue';
import { page, userEvent } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddonCarouselIcons, AddonCarouselTeam } from '../../src/carousel';
import '../../src/styles.css';
import { mountApp, unmountAll, wait, parkMouse } from './support';

const team = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Member ${i + 1}`, role: 'Engineer', to: `#m${i + 1}` }));
const icons = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Topic ${i + 1}` }));

beforeAll(() => page.viewport(1280, 900));
afterEach(async () => {
  unmountAll();
  vi.restoreAllMocks();
  await parkMouse();
});

interface Exposed {
  carousel: { data: { config: Record<string, unknown>; currentSlide: number } };
  next: () => boolean;
  prev: () => boolean;
  slideTo: (index: number) => boolean;
  rotationStatus: string;
}

async function mount(component: Component, slides: unknown[], carousel: Record<string, unknown>, slot?: (props: Record<string, unknown>) => unknown, width = '1100px') {
  const exposed = shallowRef<Exposed>();
  const cb = { onSlideStart: vi.fn(), onUpdateModelValue: vi.fn() };
  const host = mountApp(
    { render: () => h(component, { ref: exposed, slides, carousel: { ...carousel, ...cb } }, slot ? { slide: slot } : undefined) },
    { width },
  );
  await nextTick();
  await wait(120);
  const region = host.querySelector<HTMLElement>('[role="region"]')!;
  return {
    region,
    cb,
    exposed: () => exposed.value!,
    config: () => exposed.value!.carousel.data.config,
    control: (name: string) => region.querySelector<HTMLButtonElement>(`[data-control="${name}"]`),
    announcement: () => region.querySelector('[aria-live]:not(.carousel__liveregion)')!.textContent!.trim(),
    /** 1-based numbers of the slides that are not inert. */
    reachable: () =>
      [...region.querySelectorAll<HTMLElement>('[data-slide-index]:not([data-clone])')].filter((g) => !g.closest('[inert]')).map((g) => Number(g.dataset.slideIndex) + 1),
    wheel: (deltaX: number, deltaY = 0) =>
      region.querySelector('.carousel__track')!.dispatchEvent(new WheelEvent('wheel', { deltaX, deltaY, bubbles: true, cancelable: true })),
  };
}

/** Makes `matchMedia('(prefers-reduced-motion: reduce)')` match until the returned function runs. */
function emulateReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = original.call(window, query);
    if (!query.includes('prefers-reduced-motion: reduce')) return list;
    return { matches: true, media: query, onchange: null, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList;
  };
  return () => (window.matchMedia = original);
}

describe('enabled: false', () => {
  it('shows every slide as plain content: no controls, no dots, nothing inert, nothing announced', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = await mount(AddonCarouselTeam, team(6), { transition: 0, enabled: false, pagination: true, autoplay: 3000 });
    expect(errors).not.toHaveBeenCalled();
    expect([...m.region.querySelectorAll('a[href]')].map((a) => a.textContent!.includes('Member'))).toEqual(Array(6).fill(true));
    expect(m.region.querySelectorAll('button')).toHaveLength(0);
    expect(m.region.querySelector('[inert]')).toBeNull();
    expect(m.announcement()).toBe('');
  });

  it('with wrapAround too: four plain slides, no clones, each reachable once', async () => {
    const m = await mount(AddonCarouselTeam, team(4), { transition: 0, enabled: false, wrapAround: true });
    expect([...m.region.querySelectorAll('[aria-roledescription="slide"]')].map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    expect(m.region.querySelectorAll('a[href]')).toHaveLength(4);
  });

  it('the exposed next, prev and slideTo move nothing: they return false and call no callback', async () => {
    const m = await mount(AddonCarouselTeam, team(6), { transition: 0, enabled: false, modelValue: 2 });
    expect([m.exposed().next(), m.exposed().prev(), m.exposed().slideTo(4)]).toEqual([false, false, false]);
    await wait(60);
    expect(m.cb.onSlideStart).not.toHaveBeenCalled();
    expect(m.cb.onUpdateModelValue).not.toHaveBeenCalled();
    expect(m.exposed().carousel.data.currentSlide).toBe(2);
  });
});

describe('slide slot after a malformed item', () => {
  const bad = () => ({
    name: 'B',
    title: 'B',
    get role() {
      throw new Error('unreadable');
    },
    get icon() {
      throw new Error('unreadable');
    },
  });
  for (const [name, component] of [['team', AddonCarouselTeam], ['icons', AddonCarouselIcons]] as const) {
    it(`${name}: each slide's slot gets the item it shows`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const m = await mount(component, [{ name: 'A', title: 'A' }, bad(), { name: 'C', title: 'C' }], { transition: 0, minSlideWidth: 0, breakpoints: { 0: { itemsToShow: 3 } } }, (props) =>
        h('span', { class: 'who' }, `${(props.item as { name: string }).name}|${props.label as string}`),
      );
      expect([...m.region.querySelectorAll('.who')].map((e) => e.textContent)).toEqual(['A|1 of 2', 'C|2 of 2']);
    });
  }
});

describe('options set in a breakpoint entry', () => {
  it('wrapAround from a breakpoint: Previous is enabled on the first slide and wraps to the last', async () => {
    const m = await mount(AddonCarouselTeam, team(4), { transition: 0, breakpoints: { 0: { itemsToShow: 1, wrapAround: true } } });
    expect(m.control('prev')!.disabled).toBe(false);
    m.control('prev')!.click();
    await wait(100);
    expect(m.announcement()).toBe('Slide 4 of 4');
  });

  it('reduced motion makes a breakpoint transition instant too', async () => {
    const restore = emulateReducedMotion();
    try {
      const m = await mount(AddonCarouselTeam, team(6), { breakpoints: { 0: { itemsToShow: 1, transition: 500 } } });
      expect(m.config().transition).toBe(0);
    } finally {
      restore();
    }
  });

  it('throttle turns off mouseDrag and touchDrag a breakpoint sets, until the window ends', async () => {
    const m = await mount(AddonCarouselTeam, team(6), { transition: 0, throttle: 400, breakpoints: { 0: { itemsToShow: 1, mouseDrag: true, touchDrag: true } } });
    m.control('next')!.click();
    await wait(50);
    expect([m.config().mouseDrag, m.config().touchDrag]).toEqual([false, false]);
    await wait(500);
    expect([m.config().mouseDrag, m.config().touchDrag]).toEqual([true, true]);
  });
});

describe('mouse wheel', () => {
  it('honours throttle: three wheel steps inside the window move once', async () => {
    const m = await mount(AddonCarouselTeam, team(12), { transition: 0, throttle: 5000, mouseWheel: { threshold: 1 }, breakpoints: { 0: { itemsToShow: 1 } } });
    for (let i = 0; i < 3; i++) {
      m.wheel(200);
      await wait(80);
    }
    expect(m.cb.onSlideStart).toHaveBeenCalledTimes(1);
    expect(m.announcement()).toBe('Slide 2 of 12');
  });

  it('stops where the row ends (no index past the clamped row), and a wheel below the threshold does nothing', async () => {
    const m = await mount(AddonCarouselIcons, icons(10), { transition: 0, minSlideWidth: 0, mouseWheel: { threshold: 50 }, breakpoints: { 0: { itemsToShow: 7 } } });
    m.wheel(20);
    await wait(60);
    expect(m.cb.onUpdateModelValue).not.toHaveBeenCalled();
    for (let i = 0; i < 8; i++) {
      m.wheel(200);
      await wait(60);
    }
    expect(m.cb.onUpdateModelValue.mock.calls.map(([index]) => index)).toEqual([1, 2, 3]);
    expect(m.announcement()).toBe('Slides 4–10 of 10');
    m.wheel(-200);
    await wait(60);
    expect(m.announcement()).toBe('Slides 3–9 of 10');
  });
});

describe('window-width breakpoints in a fixed-width container', () => {
  it("apply the window's new band when the window is resized though the carousel's width stays", async () => {
    const m = await mount(AddonCarouselTeam, team(6), { transition: 0 }, undefined, '700px');
    expect(m.announcement()).toBe('Slides 1–3 of 6');
    try {
      // 760 px: the team's 300 px band, one slide in view.
      await page.viewport(760, 900);
      await expect.poll(m.announcement).toBe('Slide 1 of 6');
      await page.viewport(1280, 900);
      await expect.poll(m.announcement).toBe('Slides 1–3 of 6');
    } finally {
      await page.viewport(1280, 900);
    }
  });
});

describe('the exposed rotationStatus', () => {
  it.each([['team', AddonCarouselTeam, team], ['icons', AddonCarouselIcons, icons]] as const)('%s: follows the rotation (running, stopped) as data-rotation does', async (_, component, make) => {
    const m = await mount(component, make(12), { transition: 0, autoplay: 2000 });
    expect(m.exposed().rotationStatus).toBe('running');
    expect(m.region.dataset.rotation).toBe('running');
    m.control('rotation')!.click();
    await nextTick();
    expect(m.exposed().rotationStatus).toBe('stopped');
  });
});

describe('wrapAround clones in view', () => {
  it('take clicks like the slides they copy, and stay out of the tab order and the accessibility tree', async () => {
    const m = await mount(AddonCarouselTeam, team(6), { transition: 0, wrapAround: true });
    await userEvent.click(m.control('prev')!); // wraps to slide 6: the copies of 1 and 2 follow it in view
    await wait(120);
    expect(m.announcement()).toBe('Slide 6 of 6');
    const shown = [...m.region.querySelectorAll<HTMLElement>('[data-clone][data-visible]')];
    expect(shown.map((clone) => clone.dataset.slideIndex)).toEqual(['0', '1']);
    for (const clone of shown) {
      expect(clone.closest('[inert]')).toBeNull();
      expect(clone.getAttribute('aria-hidden')).toBe('true');
      expect(clone.querySelector('a')!.tabIndex).toBe(-1);
    }
    // Copies out of view stay inert.
    for (const clone of m.region.querySelectorAll<HTMLElement>('[data-clone]:not([data-visible])')) expect(clone.hasAttribute('inert')).toBe(true);
    try {
      await userEvent.click(shown[0]!.querySelector('a')!);
      expect(location.hash).toBe('#m1');
    } finally {
      history.replaceState(null, '', location.pathname + location.search);
    }
  });
});

describe('a finger pressed on the slides', () => {
  it('pauses rotation until it is released: no step moves the row under it', async () => {
    const m = await mount(AddonCarouselTeam, team(8), { transition: 0, autoplay: 300 });
    expect(m.region.dataset.rotation).toBe('running');
    const slide = m.region.querySelector('[data-slide-index="1"]')!;
    slide.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', isPrimary: true, bubbles: true }));
    await nextTick();
    expect(m.region.dataset.rotation).toBe('paused');
    const before = m.announcement();
    await wait(800);
    expect(m.announcement()).toBe(before);
    window.dispatchEvent(new PointerEvent('pointerup', { pointerType: 'touch', isPrimary: true }));
    await nextTick();
    expect(m.region.dataset.rotation).toBe('running');
    await vi.waitFor(() => expect(m.announcement()).not.toBe(before), { timeout: 2_000 });
  });
});

describe('a press that never ends in a release', () => {
  it.each([
    ['a context menu opening', () => window.dispatchEvent(new MouseEvent('contextmenu', { button: 2, bubbles: true }))],
    ['the window losing focus', () => window.dispatchEvent(new FocusEvent('blur'))],
  ])('rotation resumes after %s', async (_, end) => {
    const m = await mount(AddonCarouselTeam, team(8), { transition: 0, autoplay: 300 });
    m.region.querySelector('[data-slide-index="1"]')!.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', isPrimary: true, bubbles: true }));
    await nextTick();
    expect(m.region.dataset.rotation).toBe('paused');
    end();
    await nextTick();
    expect(m.region.dataset.rotation).toBe('running');
  });

  it('focus moving while the press lasts (an element losing focus, not the window) does not end it', async () => {
    const m = await mount(AddonCarouselTeam, team(8), { transition: 0, autoplay: 300 });
    const outside = document.createElement('button');
    document.body.append(outside);
    try {
      outside.focus();
      m.region.querySelector('[data-slide-index="1"]')!.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', isPrimary: true, bubbles: true }));
      outside.blur();
      await nextTick();
      expect(m.region.dataset.rotation).toBe('paused');
    } finally {
      outside.remove();
      window.dispatchEvent(new PointerEvent('pointerup', { pointerType: 'touch', isPrimary: true }));
    }
  });

  it('a secondary-button press (a right click) does not pause rotation', async () => {
    const m = await mount(AddonCarouselTeam, team(8), { transition: 0, autoplay: 300 });
    m.region.querySelector('[data-slide-index="1"]')!.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'mouse', button: 2, buttons: 2, isPrimary: true, bubbles: true }));
    await nextTick();
    expect(m.region.dataset.rotation).toBe('running');
  });
});

describe('mouse wheel in rtl', () => {
  it('a turn down moves forward as in ltr; a turn right moves backward (right is the start of the row)', async () => {
    const m = await mount(AddonCarouselTeam, team(12), { transition: 0, dir: 'rtl', modelValue: 3, mouseWheel: { threshold: 1 }, breakpoints: { 0: { itemsToShow: 1 } } });
    m.wheel(0, 200);
    await wait(80);
    expect(m.announcement()).toBe('Slide 5 of 12');
    m.wheel(200);
    await wait(80);
    expect(m.announcement()).toBe('Slide 4 of 12');
    m.wheel(-200);
    await wait(80);
    expect(m.announcement()).toBe('Slide 5 of 12');
  });
});

describe('chevrons follow the carousel\'s direction', () => {
  /** Whether the Next control's chevron is drawn mirrored (a negative x in its `scale`, or its `transform`). */
  const mirrored = (region: HTMLElement) => {
    const style = getComputedStyle(region.querySelector('[data-control="next"] svg')!);
    return parseFloat(style.scale) < 0 || new DOMMatrix(style.transform).a < 0;
  };

  it.each([
    ['a left-to-right carousel on a right-to-left page: not mirrored', 'rtl', 'ltr', false],
    ['a right-to-left carousel on a left-to-right page: mirrored', 'ltr', 'rtl', true],
    ['a right-to-left carousel on a right-to-left page: mirrored', 'rtl', 'rtl', true],
  ] as const)('%s', async (_, pageDir, dir, expected) => {
    const host = mountApp({ render: () => h('div', { dir: pageDir, lang: pageDir === 'rtl' ? 'fa' : 'en' }, [h(AddonCarouselTeam, { slides: team(6), carousel: { transition: 0, dir } })]) }, { width: '1100px' });
    await nextTick();
    expect(mirrored(host.querySelector<HTMLElement>('[role="region"]')!)).toBe(expected);
  });
});

describe("slideEffect: 'fade'", () => {
  it('shows, announces and lets the arrow keys reach one slide at a time', async () => {
    const m = await mount(AddonCarouselTeam, team(6), { transition: 0, slideEffect: 'fade' });
    expect(m.reachable()).toEqual([1]);
    expect(m.announcement()).toBe('Slide 1 of 6');
    expect(m.config().itemsToShow).toBe(1);
    m.region.querySelector<HTMLElement>('[data-slide-index="0"] a')!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await wait(120);
    expect(m.reachable()).toEqual([2]);
    expect(m.announcement()).toBe('Slide 2 of 6');
    expect(document.activeElement?.closest<HTMLElement>('[data-slide-index]')?.dataset.slideIndex).toBe('1');
  });
});
