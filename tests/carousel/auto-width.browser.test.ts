/**
 * `itemsToShow: 'auto'` (each slide as wide as its content), in Chromium: the slides in view are
 * measured from the layout, so the announcement names only the slides fully in view, Next is
 * disabled once the last slide is fully in view (every press before moves the row), and where every
 * slide fits there is nowhere to move: both buttons disabled, no rotation button, no dots.
 */
import { h, nextTick, type Component } from 'vue';
import { page, userEvent } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AddonCarouselIcons, AddonCarouselTeam } from '../../src/carousel';
import '../../src/styles.css';
import { mountApp, parkMouse, unmountAll, wait } from './support';

const team = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Member ${i + 1}`, role: 'Engineer' }));
const icons = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Topic ${i + 1}` }));

beforeAll(() => page.viewport(1280, 900));
afterEach(async () => {
  unmountAll();
  // Clicks leave the mouse where the next test file's carousel may be: hover would pause its rotation.
  await parkMouse();
});

async function mount(component: Component, slides: unknown[], carousel: Record<string, unknown> = {}) {
  const host = mountApp({ render: () => h(component, { slides, carousel: { transition: 0, itemsToShow: 'auto', pagination: true, ...carousel } }) }, { width: '1100px' });
  await nextTick();
  await wait(120);
  const region = host.querySelector<HTMLElement>('[role="region"]')!;
  const viewport = region.querySelector('.carousel__viewport')!;
  return {
    region,
    control: (name: string) => region.querySelector<HTMLButtonElement>(`[data-control="${name}"]`),
    announcement: () => region.querySelector('[aria-live]:not(.carousel__liveregion)')!.textContent!.trim(),
    track: () => region.querySelector<HTMLElement>('.carousel__track')!.style.transform,
    /** Slide numbers whose box lies fully inside the viewport. */
    fullyInView: () => {
      const box = viewport.getBoundingClientRect();
      return [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]:not([data-clone])')]
        .filter((group) => {
          const slide = group.closest('.carousel__slide')!.getBoundingClientRect();
          return slide.left >= box.left - 1 && slide.right <= box.right + 1;
        })
        .map((group) => Number(group.dataset.slideIndex) + 1);
    },
  };
}

describe("itemsToShow: 'auto'", () => {
  it('team, 12 slides: names the slides fully in view, and Next moves the row on every press until the last slide is fully in view', async () => {
    const m = await mount(AddonCarouselTeam, team(12));
    const first = m.fullyInView();
    expect(first[0]).toBe(1);
    expect(first.length).toBeLessThan(12);
    expect(m.announcement()).toBe(`Slides 1–${first.at(-1)} of 12`);
    expect(m.control('next')!.disabled).toBe(false);
    for (let press = 0; press < 12 && !m.control('next')!.disabled; press++) {
      const before = m.track();
      await userEvent.click(m.control('next')!);
      await wait(80);
      expect(m.track(), `press ${press + 1} moved the row`).not.toBe(before);
      const inView = m.fullyInView();
      expect(m.announcement()).toBe(`Slides ${inView[0]}–${inView.at(-1)} of 12`);
    }
    expect(m.control('next')!.disabled).toBe(true);
    expect(m.fullyInView().at(-1)).toBe(12);
  });

  it('team, 12 slides, slides that grow after mount (a web font arriving): Next still lands the current slide at the start of the view', async () => {
    const m = await mount(AddonCarouselTeam, team(12));
    // What a late web font does: every card changes width while the carousel's own width stays.
    const grown = document.createElement('style');
    grown.textContent = '.carousel__slide:not([data-clone]) [aria-roledescription="slide"] { letter-spacing: 0.3em }';
    document.head.append(grown);
    try {
      await wait(120);
      const viewport = m.region.querySelector('.carousel__viewport')!.getBoundingClientRect();
      for (let press = 1; press <= 3; press++) {
        await userEvent.click(m.control('next')!);
        await wait(80);
        const current = m.region.querySelector<HTMLElement>(`[aria-roledescription="slide"][data-slide-index="${press}"]`)!;
        const slide = current.closest('.carousel__slide')!.getBoundingClientRect();
        expect(Math.round(slide.left - viewport.left), `press ${press}: slide ${press + 1}'s start against the view's`).toBe(0);
        const inView = m.fullyInView();
        expect(m.announcement()).toBe(`Slides ${inView[0]}–${inView.at(-1)} of 12`);
      }
    } finally {
      grown.remove();
    }
  });

  it('team in a 320 px column, each card wider than the view: "Slide 1 of 6", and Next walks one slide at a time', async () => {
    const host = mountApp({ render: () => h(AddonCarouselTeam, { slides: team(6).map((m) => ({ ...m, text: 'A sentence long enough to make this card wider than a phone.' })), carousel: { transition: 0, itemsToShow: 'auto' } }) }, { width: '320px' });
    await nextTick();
    await wait(120);
    const region = host.querySelector<HTMLElement>('[role="region"]')!;
    const announced = () => region.querySelector('[aria-live]:not(.carousel__liveregion)')!.textContent!.trim();
    expect(announced()).toBe('Slide 1 of 6');
    await userEvent.click(region.querySelector<HTMLButtonElement>('[data-control="next"]')!);
    await wait(80);
    expect(announced()).toBe('Slide 2 of 6');
  });

  it.each([
    ['AddonCarouselTeam', AddonCarouselTeam, team(3)],
    ['AddonCarouselIcons', AddonCarouselIcons, icons(12)],
  ] as const)('%s where every slide fits: nowhere to move, no rotation button and no dots', async (_name, component, slides) => {
    const m = await mount(component, slides, { autoplay: 300 });
    expect(m.fullyInView()).toHaveLength(slides.length);
    expect(m.announcement()).toBe(`Slides 1–${slides.length} of ${slides.length}`);
    expect([m.control('prev')!.disabled, m.control('next')!.disabled]).toEqual([true, true]);
    expect(m.control('rotation')).toBeNull();
    expect(m.region.querySelector('[data-dot-index]')).toBeNull();
    expect(m.region.dataset.rotation).toBe('off');
  });

  it.each([
    ['AddonCarouselTeam', AddonCarouselTeam, team(3)],
    ['AddonCarouselIcons', AddonCarouselIcons, icons(12)],
  ] as const)('%s with wrapAround where every slide fits: each slide once, nowhere to move', async (_name, component, slides) => {
    const m = await mount(component, slides, { wrapAround: true, autoplay: 300 });
    await wait(120);
    expect(m.region.querySelectorAll('[data-clone]')).toHaveLength(0);
    expect(m.fullyInView()).toHaveLength(slides.length);
    expect([m.control('prev')!.disabled, m.control('next')!.disabled]).toEqual([true, true]);
    expect(m.control('rotation')).toBeNull();
    expect(m.region.querySelector('[data-dot-index]')).toBeNull();
  });

  it('team, 12 slides, with wrapAround where they do not all fit: Previous at slide 1 wraps to slide 12', async () => {
    const m = await mount(AddonCarouselTeam, team(12), { wrapAround: true });
    expect(m.control('prev')!.disabled).toBe(false);
    await userEvent.click(m.control('prev')!);
    await wait(80);
    expect(m.announcement()).toMatch(/12 of 12$/);
  });
});
