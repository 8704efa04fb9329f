/**
 * Minimum slide width (`carousel.minSlideWidth`), in Chromium: in a 360 px column of a 1280 px page,
 * with the default window breakpoints (which ask for 7 icon tiles and 3 team cards at 1280 px), the
 * carousels show fewer, wider slides: every tile at least the minimum, no two labels overlapping,
 * each label inside its own tile. Widening the column shows more again; `0` turns the limit off.
 */
import { h, nextTick, ref, type Component } from 'vue';
import { page } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AddonCarouselIcons, AddonCarouselTeam } from '../../src/carousel';
import { TOPICS } from '../../stories/fixtures/icons';
import '../../stories/support/icons';
import '../../src/styles.css';
import { mountApp, unmountAll, wait } from './support';

const team = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Alexandria Montgomery-Smythe ${i + 1}`, role: 'Principal engineer' }));

beforeAll(() => page.viewport(1280, 900));
afterEach(unmountAll);

async function mount(component: Component, slides: unknown[], carousel: Record<string, unknown> = {}) {
  const width = ref('360px');
  const host = mountApp({ render: () => h('div', { style: { width: width.value } }, [h(component, { slides, carousel: { transition: 0, ...carousel } })]) });
  await nextTick();
  await wait(150);
  const region = host.querySelector<HTMLElement>('[role="region"]')!;
  const viewport = () => region.querySelector('.carousel__viewport')!.getBoundingClientRect();
  /** `<li>` boxes of the slides at least partly inside the viewport. */
  const shown = () =>
    [...region.querySelectorAll<HTMLElement>('.carousel__slide')]
      .map((li) => li.getBoundingClientRect())
      .filter((box) => Math.min(box.right, viewport().right) - Math.max(box.left, viewport().left) > 1);
  return {
    region,
    shown,
    /**
     * Change the column's width. vue3-carousel measures the new width in its ResizeObserver callback
     * and applies it a frame later (its resize handler is throttled to animation frames), which under
     * CPU load can take longer than any fixed sleep: callers poll for the layout they expect.
     */
    async resize(next: string) {
      width.value = next;
      await nextTick();
    },
  };
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

describe('in a 360 px column of a 1280 px page (window breakpoints)', () => {
  it('icon tiles are at least 96 px wide and no labels overlap', async () => {
    const m = await mount(AddonCarouselIcons, TOPICS);
    const boxes = m.shown();
    expect(boxes.length).toBe(3);
    for (const box of boxes) expect(box.width).toBeGreaterThanOrEqual(96);
    const labels = [...m.region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]:not([data-clone]) span')];
    const rects = labels.map((label) => label.getBoundingClientRect()).filter((r) => r.width > 0);
    for (let i = 0; i < rects.length; i++) {
      for (let j = i + 1; j < rects.length; j++) expect(overlaps(rects[i]!, rects[j]!), `labels ${labels[i]!.textContent} and ${labels[j]!.textContent}`).toBe(false);
    }
    // Each label lies inside its own tile.
    for (const label of labels) {
      const tile = label.parentElement!.getBoundingClientRect();
      const box = label.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(tile.left - 0.5);
      expect(box.right).toBeLessThanOrEqual(tile.right + 0.5);
    }
    expect(m.region.querySelector('[aria-live]:not(.carousel__liveregion)')!.textContent!.trim()).toBe(`Slides 1–3 of ${TOPICS.length}`);
  });

  it('team cards are at least 200 px wide', async () => {
    const m = await mount(AddonCarouselTeam, team(8));
    const boxes = m.shown();
    expect(boxes.length).toBe(1);
    expect(boxes[0]!.width).toBeGreaterThanOrEqual(200);
  });

  it('a wider column shows more tiles again, up to the breakpoint value', async () => {
    const m = await mount(AddonCarouselIcons, TOPICS);
    expect(m.shown().length).toBe(3);
    await m.resize('1100px');
    await expect.poll(() => m.shown().length, { timeout: 5000 }).toBe(7);
    await m.resize('360px');
    await expect.poll(() => m.shown().length, { timeout: 5000 }).toBe(3);
  });

  it('minSlideWidth 0 turns the limit off (7 tiles as the 1280 px breakpoint says)', async () => {
    const m = await mount(AddonCarouselIcons, TOPICS, { minSlideWidth: 0 });
    expect(m.shown().length).toBe(7);
  });

  it('a custom minSlideWidth of 150 px gives 2 tiles', async () => {
    const m = await mount(AddonCarouselIcons, TOPICS, { minSlideWidth: 150 });
    expect(m.shown().length).toBe(2);
    for (const box of m.shown()) expect(box.width).toBeGreaterThanOrEqual(150);
  });
});

describe('a word longer than the slide', () => {
  it.each([
    ['team: a long surname and a URL in the text', AddonCarouselTeam, [{ name: `Wolfeschlegelsteinhausenbergerdorff${'x'.repeat(20)}`, role: 'Engineer', text: `Docs: https://example.com/${'a'.repeat(80)}` }]],
    ['icons: a long title', AddonCarouselIcons, [{ title: `Supercalifragilisticexpialidocious${'x'.repeat(30)}` }]],
  ] as const)('%s breaks inside the slide instead of overflowing it', async (_, component, slides) => {
    const m = await mount(component, [...slides, ...slides.map((s) => ({ ...s }))]);
    const slide = m.region.querySelector('[data-slide-index="0"]')!.getBoundingClientRect();
    for (const text of m.region.querySelectorAll('[data-slide-index="0"] :is(p, span)')) {
      const box = text.getBoundingClientRect();
      expect(box.width).toBeGreaterThan(0);
      expect(box.left).toBeGreaterThanOrEqual(slide.left - 0.5);
      expect(box.right).toBeLessThanOrEqual(slide.right + 0.5);
    }
  });
});
