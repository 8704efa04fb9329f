/**
 * Pagination (`carousel.pagination: true`), in Chromium with real clicks and key presses: a group of
 * dot buttons named "Choose a slide", one per slide (vue3-carousel's `Pagination` default), the
 * current one `aria-current="true"`; a click goes to the slide and the live region announces it;
 * the dots are one tab stop with ArrowLeft/ArrowRight (reading direction, flipped in RTL) and
 * Home/End; the dots follow changing data; targets are at least 24 × 24 px; off by default.
 */
import type { Component } from 'vue';
import { page, userEvent } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AddonCarouselIcons, AddonCarouselTeam } from '../../src/carousel';
import '../../src/styles.css';
import { linkedIcons as icons, linkedTeam as team, mountBetweenButtons, parkMouse, unmountAll, wait } from './support';


// A laptop window: team shows 3 slides, icons 7 (default breakpoints).
beforeAll(() => page.viewport(1280, 900));
afterEach(async () => {
  unmountAll();
  await parkMouse();
});

const settle = () => wait(60);

async function mount(component: Component, slides: unknown[], carousel: Record<string, unknown> = { pagination: true }) {
  const { region, set } = await mountBetweenButtons(component, slides, carousel);
  return {
    region,
    group: () => region.querySelector<HTMLElement>('[role="group"][aria-label="Choose a slide"]'),
    dots: () => [...region.querySelectorAll<HTMLButtonElement>('[role="group"][aria-label="Choose a slide"] button')],
    current: () => region.querySelector<HTMLElement>('[aria-current="true"]')?.getAttribute('aria-label'),
    announcement: () => region.querySelector('[aria-live]:not(.carousel__liveregion)')!.textContent!.trim(),
    activeSlide: () => Number(region.querySelector<HTMLElement>('.carousel__slide--active [aria-roledescription="slide"]')?.dataset.slideIndex) + 1,
    set,
  };
}

describe.each([
  ['AddonCarouselTeam', AddonCarouselTeam, team, 3],
  ['AddonCarouselIcons', AddonCarouselIcons, icons, 7],
] as const)('%s', (_name, component, make, perView) => {
  it('is off by default', async () => {
    const m = await mount(component, make(12), {});
    expect(m.group()).toBeNull();
    expect(m.region.querySelector('[data-dot-index]')).toBeNull();
  });

  it('shows one labelled dot per slide, the current one marked, each at least 24 × 24 px', async () => {
    const m = await mount(component, make(12));
    expect(m.group()).not.toBeNull();
    expect(m.dots().map((dot) => dot.getAttribute('aria-label'))).toEqual(Array.from({ length: 12 }, (_, i) => `Go to slide ${i + 1}`));
    expect(m.current()).toBe('Go to slide 1');
    expect(m.region.querySelectorAll('[aria-current]')).toHaveLength(1);
    for (const dot of m.dots()) {
      const box = dot.getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
  });

  it('a click goes to the slide, marks its dot and announces the range in view', async () => {
    const m = await mount(component, make(12));
    await userEvent.click(m.dots()[4]!);
    await settle();
    expect(m.activeSlide()).toBe(5);
    expect(m.current()).toBe('Go to slide 5');
    const last = Math.min(12, 5 + perView - 1);
    expect(m.announcement()).toBe(`Slides ${Math.min(5, 13 - perView)}–${last} of 12`);
    // The next button agrees with the dots.
    m.region.querySelector<HTMLButtonElement>('[data-control="next"]')!.click();
    await settle();
    expect(m.current()).toBe('Go to slide 6');
  });

  it('is one tab stop; arrows, Home and End move to a dot and go to its slide', async () => {
    const m = await mount(component, make(12));
    document.getElementById('before')!.focus();
    const stops: string[] = [];
    for (let i = 0; i < 30; i++) {
      await userEvent.keyboard('{Tab}');
      const active = document.activeElement as HTMLElement;
      if (active.id === 'after') break;
      stops.push(active.dataset.control ?? (active.dataset.dotIndex !== undefined ? `dot ${Number(active.dataset.dotIndex) + 1}` : 'slide'));
    }
    expect(stops).toEqual(['next', 'slide', 'dot 1']);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toHaveAttribute('aria-label', 'Go to slide 1');
    // A keyboard-focused dot shows a 2 px focus ring.
    const ring = getComputedStyle(document.activeElement!);
    expect(ring.outlineStyle).toBe('solid');
    expect(ring.outlineWidth).toBe('2px');
    await userEvent.keyboard('{ArrowRight}');
    await settle();
    expect(document.activeElement).toHaveAttribute('aria-label', 'Go to slide 2');
    expect(m.current()).toBe('Go to slide 2');
    expect(m.activeSlide()).toBe(2);
    await userEvent.keyboard('{End}');
    await settle();
    expect(document.activeElement).toHaveAttribute('aria-label', 'Go to slide 12');
    expect(m.activeSlide()).toBe(12);
    expect(m.announcement()).toBe(`Slides ${13 - perView}–12 of 12`);
    await userEvent.keyboard('{ArrowRight}');
    await settle();
    expect(document.activeElement, 'no wrapAround: stays at the last dot').toHaveAttribute('aria-label', 'Go to slide 12');
    await userEvent.keyboard('{Home}');
    await settle();
    expect(document.activeElement).toHaveAttribute('aria-label', 'Go to slide 1');
    expect(m.activeSlide()).toBe(1);
    // Only the current dot is in tab order.
    expect(m.dots().filter((dot) => dot.tabIndex === 0)).toHaveLength(1);
  });

  it('RTL: ArrowLeft goes to the next dot', async () => {
    const m = await mount(component, make(12), { pagination: true, dir: 'rtl' });
    m.dots()[0]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await settle();
    expect(document.activeElement).toHaveAttribute('aria-label', 'Go to slide 2');
    expect(m.activeSlide()).toBe(2);
    // The first dot sits at the right edge.
    expect(m.dots()[0]!.getBoundingClientRect().left).toBeGreaterThan(m.dots()[1]!.getBoundingClientRect().left);
  });

  it('labels come from i18n', async () => {
    const m = await mount(component, make(12), {
      pagination: true,
      i18n: { ariaPagination: 'Kies een dia', ariaNavigateToSlide: 'Naar dia {slideNumber} van {slidesCount}' },
    });
    const group = m.region.querySelector('[role="group"][aria-label="Kies een dia"]');
    expect(group).not.toBeNull();
    expect(group!.querySelector('button')).toHaveAttribute('aria-label', 'Naar dia 1 van 12');
  });

  it('follows changing data: fewer slides, fewer dots, the current one clamped and marked', async () => {
    const m = await mount(component, make(12));
    await userEvent.click(m.dots()[10]!);
    await settle();
    expect(m.current()).toBe('Go to slide 11');
    await m.set(make(perView + 2));
    expect(m.dots()).toHaveLength(perView + 2);
    expect(m.current()).toBe(`Go to slide ${perView + 2}`);
    expect(m.region.querySelectorAll('[aria-current]')).toHaveLength(1);
    // Every slide in view: nowhere to move, so no dots.
    await m.set(make(perView));
    expect(m.group()).toBeNull();
  });
});

describe('bad input', () => {
  it('a non-boolean pagination is ignored with one warning naming it', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    try {
      const m = await mount(AddonCarouselTeam, team(12), { pagination: 'yes' });
      expect(m.group()).toBeNull();
    } finally {
      console.warn = original;
    }
    expect(warnings.filter((w) => w.includes('carousel.pagination'))).toHaveLength(1);
  });
});
