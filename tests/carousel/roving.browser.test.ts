/**
 * Roving focus, in Chromium with real key presses: Tab enters each carousel once (its controls,
 * then one slide), ArrowLeft/ArrowRight (reading direction, flipped in RTL) and Home/End move focus
 * between slides, Tab leaves; focusing a slide that is fully in view never moves the row; the live
 * region names the range in view ("Slides 4–6 of 12") when several slides are visible.
 */
import type { Component } from 'vue';
import { page, userEvent } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AddonCarouselIcons, AddonCarouselTeam } from '../../src/carousel';
import '../../src/styles.css';
import { linkedIcons as icons, linkedTeam as team, mountBetweenButtons, unmountAll, wait } from './support';


// A laptop window: team shows 3 slides, icons 7 (default breakpoints).
beforeAll(() => page.viewport(1280, 900));
afterEach(unmountAll);

/** Mount between two buttons ("before", "after") so Tab has somewhere to come from and go to. */
async function mount(component: Component, slides: unknown[], carousel: Record<string, unknown> = {}) {
  const { host, region } = await mountBetweenButtons(component, slides, carousel);
  return {
    host,
    region,
    track: () => region.querySelector<HTMLElement>('.carousel__track')!.style.transform,
    announcement: () => region.querySelector('[aria-live]:not(.carousel__liveregion)')!.textContent!.trim(),
    /** Accessible name of the slide group holding focus ("4 of 12"), or undefined. */
    focusedSlide: () => document.activeElement?.closest('[aria-roledescription="slide"]')?.getAttribute('aria-label') ?? undefined,
    /** The slide group named `label` lies fully inside the viewport. */
    fullyInView: (label: string) => {
      const viewport = region.querySelector('.carousel__viewport')!.getBoundingClientRect();
      const li = region.querySelector(`[aria-label="${label}"]:not([data-clone])`)!.closest('li')!.getBoundingClientRect();
      return li.left >= viewport.left - 1 && li.right <= viewport.right + 1;
    },
  };
}

async function settle() {
  await wait(60);
}

describe.each([
  ['AddonCarouselTeam', AddonCarouselTeam, team, 3],
  ['AddonCarouselIcons', AddonCarouselIcons, icons, 7],
] as const)('%s', (_name, component, make, perView) => {
  it.each([12, 200])('Tab enters %i slides once: next (previous is disabled at the first slide), one slide, then out', async (n) => {
    const m = await mount(component, make(n));
    document.getElementById('before')!.focus();
    const stops: string[] = [];
    for (let i = 0; i < 20; i++) {
      await userEvent.keyboard('{Tab}');
      const active = document.activeElement as HTMLElement;
      if (active.id === 'after') break;
      stops.push(active.dataset.control ?? m.focusedSlide() ?? active.tagName);
    }
    expect(stops).toEqual(['next', `1 of ${n}`]);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(m.focusedSlide()).toBe(`1 of ${n}`);
  });

  it('arrows, Home and End move focus between slides; a slide in view gets focus without the row moving', async () => {
    const m = await mount(component, make(12));
    const start = m.track();
    m.region.querySelector<HTMLElement>('[aria-label="1 of 12"] a')!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await settle();
    expect(m.focusedSlide()).toBe('2 of 12');
    await userEvent.keyboard('{ArrowRight}');
    await settle();
    expect(m.focusedSlide()).toBe('3 of 12');
    expect(m.track(), 'slides in view: the row does not move').toBe(start);
    expect(m.announcement()).toBe(`Slides 1–${perView} of 12`);
    await userEvent.keyboard('{ArrowLeft}');
    await settle();
    expect(m.focusedSlide()).toBe('2 of 12');
    expect(m.track()).toBe(start);

    await userEvent.keyboard('{End}');
    await settle();
    expect(m.focusedSlide()).toBe('12 of 12');
    expect(m.fullyInView('12 of 12')).toBe(true);
    expect(m.announcement()).toBe(`Slides ${13 - perView}–12 of 12`);
    const atEnd = m.track();
    await userEvent.keyboard('{ArrowLeft}');
    await settle();
    expect(m.focusedSlide()).toBe('11 of 12');
    expect(m.track(), 'slide 11 was in view').toBe(atEnd);

    await userEvent.keyboard('{Home}');
    await settle();
    expect(m.focusedSlide()).toBe('1 of 12');
    expect(m.track()).toBe(start);
    // Past the first slide without wrapAround: nothing happens.
    await userEvent.keyboard('{ArrowLeft}');
    await settle();
    expect(m.focusedSlide()).toBe('1 of 12');
  });

  it('ArrowRight past the last slide in view moves the row by one and focuses that slide', async () => {
    const m = await mount(component, make(12));
    m.region.querySelector<HTMLElement>(`[aria-label="${perView} of 12"] a`)!.focus();
    const start = m.track();
    await userEvent.keyboard('{ArrowRight}');
    await settle();
    expect(m.focusedSlide()).toBe(`${perView + 1} of 12`);
    expect(m.fullyInView(`${perView + 1} of 12`)).toBe(true);
    expect(m.track()).not.toBe(start);
    expect(m.announcement()).toBe(`Slides 2–${perView + 1} of 12`);
  });

  it('wrapAround: ArrowRight on the last slide focuses the first (brought into view), ArrowLeft goes back to the last', async () => {
    const m = await mount(component, make(12), { wrapAround: true, modelValue: 12 - perView });
    m.region.querySelector<HTMLElement>('[aria-label="12 of 12"]:not([data-clone]) a')!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await settle();
    expect(m.focusedSlide()).toBe('1 of 12');
    expect(m.fullyInView('1 of 12')).toBe(true);
    await userEvent.keyboard('{ArrowLeft}');
    await settle();
    expect(m.focusedSlide()).toBe('12 of 12');
    expect(m.fullyInView('12 of 12')).toBe(true);
  });

  it('wrapAround: a range in view across the last slide is not announced backwards ("Slides 12–2"); the current slide is', async () => {
    const m = await mount(component, make(12), { wrapAround: true, snapAlign: 'center' });
    expect(m.announcement()).toBe('Slide 1 of 12');
    await userEvent.click(m.region.querySelector<HTMLElement>('[data-control="next"]')!);
    await settle();
    expect(m.announcement()).toBe(perView === 3 ? 'Slides 1–3 of 12' : 'Slide 2 of 12');
  });

  it('wrapAround with snapAlign center: ArrowLeft on the first slide focuses the last', async () => {
    const m = await mount(component, make(12), { wrapAround: true, snapAlign: 'center' });
    m.region.querySelector<HTMLElement>('[aria-label="1 of 12"]:not([data-clone]) a')!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await settle();
    expect(m.focusedSlide()).toBe('12 of 12');
    expect(m.fullyInView('12 of 12')).toBe(true);
  });

  it('a narrower carousel that leaves the last focused slide out of view still has one slide tab stop: the current slide', async () => {
    const m = await mount(component, make(12), { breakpointMode: 'carousel' });
    m.region.querySelector<HTMLElement>(`[aria-label="${perView} of 12"] a`)!.focus();
    await settle();
    document.getElementById('after')!.focus();
    // One slide in view (the default breakpoints below 768 px of carousel width): slide 3 (team) or 7 (icons) is out of view.
    m.host.style.width = '320px';
    await wait(200);
    document.getElementById('before')!.focus();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Tab}');
    expect(m.focusedSlide()).toBe('1 of 12');
  });

  it('RTL: ArrowLeft goes forward, ArrowRight back', async () => {
    const m = await mount(component, make(12), { dir: 'rtl' });
    const start = m.track();
    m.region.querySelector<HTMLElement>('[aria-label="1 of 12"] a')!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await settle();
    expect(m.focusedSlide()).toBe('2 of 12');
    expect(m.track(), 'slide 2 was in view').toBe(start);
    await userEvent.keyboard('{ArrowRight}');
    await settle();
    expect(m.focusedSlide()).toBe('1 of 12');
  });

  it('focusing a slide in view by Tab or click never scrolls or moves the row', async () => {
    const m = await mount(component, make(12));
    const start = m.track();
    const viewport = m.region.querySelector<HTMLElement>('.carousel__viewport')!;
    m.region.querySelector<HTMLElement>(`[aria-label="${perView} of 12"] a`)!.focus();
    await settle();
    expect(m.track()).toBe(start);
    expect(viewport.scrollLeft).toBe(0);
    expect(m.announcement()).toBe(`Slides 1–${perView} of 12`);
    // The focused slide is now the tab stop: Shift+Tab to the controls and Tab back land on it.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect((document.activeElement as HTMLElement).dataset.control).toBe('next');
    await userEvent.keyboard('{Tab}');
    expect(m.focusedSlide()).toBe(`${perView} of 12`);
  });
});

describe('announcement', () => {
  it('names the range in view, and the single slide when one is in view', async () => {
    const m = await mount(AddonCarouselTeam, team(12));
    expect(m.announcement()).toBe('Slides 1–3 of 12');
    m.region.querySelector<HTMLButtonElement>('[data-control="next"]')!.click();
    await settle();
    expect(m.announcement()).toBe('Slides 2–4 of 12');
    unmountAll();
    const one = await mount(AddonCarouselTeam, team(12), { itemsToShow: 1, breakpoints: {}, i18n: { itemXofY: 'Card {currentSlide} / {slidesCount}' } });
    expect(one.announcement()).toBe('Card 1 / 12');
  });

  it('is i18n-able', async () => {
    const m = await mount(AddonCarouselTeam, team(12), { i18n: { itemsXtoYofZ: 'کارت {firstSlide} تا {lastSlide} از {slidesCount}' } });
    expect(m.announcement()).toBe('کارت 1 تا 3 از 12');
  });
});
