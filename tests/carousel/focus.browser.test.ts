/**
 * Keyboard focus inside slides, in Chromium: every focusable thing in a visible slide, reached with
 * Tab and the arrow keys, shows its whole focus ring (ring = the element's box grown by its outline and box-shadow
 * spread), inside the carousel's clipping viewport, in light and dark, for both carousels.
 */
import { h, nextTick, type Component } from 'vue';
import { page, userEvent } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AddonCarouselIcons, AddonCarouselTeam } from '../../src/carousel';
import '../../src/styles.css';
import { mountApp, unmountAll } from './support';

const team = Array.from({ length: 6 }, (_, i) => ({ name: `Member ${i + 1}`, role: 'Engineer', to: `/member-${i + 1}` }));
const icons = Array.from({ length: 12 }, (_, i) => ({ title: `Topic ${i + 1}`, to: `/topic-${i + 1}` }));

// A laptop window: several slides visible at once (team 3, icons 7 by the default breakpoints).
beforeAll(() => page.viewport(1280, 900));
afterEach(unmountAll);

async function mount(component: Component, slides: unknown[], dark: boolean): Promise<HTMLElement> {
  const host = mountApp({ render: () => h(component, { slides, carousel: { transition: 0 } }) }, { className: dark ? 'dark bg-muted-950 p-6' : 'bg-white p-6', width: '1100px' });
  await nextTick();
  await new Promise((r) => setTimeout(r, 50));
  return host;
}

/** Largest distance the focus indicator reaches outside the element's border box, in px. */
function ringReach(element: Element): number {
  const style = getComputedStyle(element);
  let reach = 0;
  if (style.outlineStyle !== 'none') reach = Math.max(reach, parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset));
  // Each shadow: "<color> x y blur spread [inset]"; rings are x = y = blur = 0 with a spread.
  for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
    if (shadow.includes('inset')) continue;
    const lengths = shadow.replace(/rgba?\([^)]*\)|oklch\([^)]*\)|oklab\([^)]*\)|color\([^)]*\)/g, '').trim().split(/\s+/).map(parseFloat);
    const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
    reach = Math.max(reach, Math.max(Math.abs(x), Math.abs(y)) + blur + spread);
  }
  return reach;
}

/** The visible area of `element`: the viewport intersected with every clipping ancestor's box. */
function clipRect(element: Element): { top: number; right: number; bottom: number; left: number } {
  const clip = { top: 0, left: 0, right: innerWidth, bottom: innerHeight };
  for (let node = element.parentElement; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const box = node.getBoundingClientRect();
    clip.top = Math.max(clip.top, box.top);
    clip.left = Math.max(clip.left, box.left);
    clip.right = Math.min(clip.right, box.right);
    clip.bottom = Math.min(clip.bottom, box.bottom);
  }
  return clip;
}

describe.each([
  ['AddonCarouselTeam', AddonCarouselTeam, team],
  ['AddonCarouselIcons', AddonCarouselIcons, icons],
] as const)('%s', (_name, component, slides) => {
  it.each([['light', false], ['dark', true]] as const)('every focused slide link shows its whole ring (%s)', async (_theme, dark) => {
    const host = await mount(component, slides, dark);
    const visible = [...host.querySelectorAll('[aria-roledescription="slide"][data-visible]:not([data-clone]) a')];
    expect(visible.length).toBeGreaterThan(1);
    // Tab from the start of the page: the controls come first, then the current slide's link (the
    // slides' one tab stop); ArrowRight walks the other slides in view.
    (document.activeElement as HTMLElement | null)?.blur();
    const checked: string[] = [];
    for (let i = 0; i < 4 + visible.length && checked.length < visible.length; i++) {
      await userEvent.keyboard(checked.length ? '{ArrowRight}' : '{Tab}');
      await new Promise((r) => setTimeout(r, 20));
      const active = document.activeElement!;
      if (!visible.includes(active)) continue;
      expect(active.matches(':focus-visible')).toBe(true);
      const reach = ringReach(active);
      expect(reach, 'a focus ring is drawn').toBeGreaterThanOrEqual(2);
      const box = active.getBoundingClientRect();
      const clip = clipRect(active);
      const where = `${active.textContent?.trim()}: ring ${JSON.stringify({ top: box.top - reach, bottom: box.bottom + reach, left: box.left - reach, right: box.right + reach })} clip ${JSON.stringify(clip)}`;
      expect(box.top - reach, where).toBeGreaterThanOrEqual(clip.top - 0.5);
      expect(box.bottom + reach, where).toBeLessThanOrEqual(clip.bottom + 0.5);
      expect(box.left - reach, where).toBeGreaterThanOrEqual(clip.left - 0.5);
      expect(box.right + reach, where).toBeLessThanOrEqual(clip.right + 0.5);
      checked.push(active.textContent!.trim());
    }
    expect(checked.length).toBe(visible.length);
  });
});
