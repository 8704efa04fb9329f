/**
 * Mounting and unmounting the carousels many times, as an app's route changes and virtual lists do,
 * in Chromium: an unmounted carousel leaves no listener on `document` or `window` behind (a listener
 * holds its closure, the component instance and the carousel's whole DOM tree), and one that sits in
 * an element running a CSS animation (a dialog zooming in) is measured again when the animation ends.
 */
import { h, nextTick, type Component } from 'vue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddonCarouselIcons, AddonCarouselTeam } from '../../src/carousel';
import '../../src/styles.css';
import { mountApp, unmountAll, wait } from './support';

const team = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Member ${i + 1}`, role: 'Engineer' }));
const icons = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Topic ${i + 1}` }));

afterEach(() => {
  unmountAll();
  vi.restoreAllMocks();
});

/** Listeners added to `target` minus those removed, per event type, while `spied` is on. */
function listenerBalance(target: EventTarget) {
  const balance = new Map<string, number>();
  const key = (type: string, capture: unknown) => `${type}${(typeof capture === 'object' ? (capture as AddEventListenerOptions | null)?.capture : capture) ? ' (capture)' : ''}`;
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  const seen = new Map<string, Set<unknown>>();
  vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
    const k = key(type, options);
    const set = seen.get(k) ?? seen.set(k, new Set()).get(k)!;
    if (!set.has(listener)) balance.set(k, (balance.get(k) ?? 0) + 1);
    set.add(listener);
    add(type, listener, options);
  });
  vi.spyOn(target, 'removeEventListener').mockImplementation((type, listener, options) => {
    const k = key(type, options);
    if (seen.get(k)?.delete(listener)) balance.set(k, balance.get(k)! - 1);
    remove(type, listener, options);
  });
  return () => Object.fromEntries([...balance].filter(([, n]) => n !== 0));
}

describe('unmounted carousels leave nothing behind', () => {
  it.each([
    ['AddonCarouselTeam', AddonCarouselTeam, team(8)],
    ['AddonCarouselIcons', AddonCarouselIcons, icons(12)],
  ] as Array<[string, Component, unknown[]]>)('%s, mounted and unmounted 5 times with autoplay: no listener left on document or window', async (_, component, slides) => {
    const onDocument = listenerBalance(document);
    const onWindow = listenerBalance(window);
    for (let cycle = 0; cycle < 5; cycle++) {
      mountApp({ render: () => h(component, { slides, carousel: { autoplay: 200, pagination: true } }) }, { width: '800px' });
      await nextTick();
      await wait(40);
      unmountAll();
    }
    expect(onDocument()).toEqual({});
    expect(onWindow()).toEqual({});
  });
});

describe('in an element running a CSS animation', () => {
  it('a carousel mounted in a dialog that zooms in is measured again when the zoom ends: the current slide starts at the view\'s start', async () => {
    const style = document.createElement('style');
    style.textContent = '@keyframes vak-test-zoom { from { transform: scale(0.5) } to { transform: none } } .vak-test-zoom { animation: vak-test-zoom 150ms linear }';
    document.head.append(style);
    try {
      const host = mountApp({ render: () => h(AddonCarouselTeam, { slides: team(12), carousel: { transition: 0, modelValue: 4, breakpoints: { 0: { itemsToShow: 2 } } } }) }, { width: '800px', className: 'vak-test-zoom' });
      await new Promise((resolve) => host.addEventListener('animationend', resolve, { once: true }));
      await wait(60);
      const viewport = host.querySelector('.carousel__viewport')!.getBoundingClientRect();
      const current = host.querySelector('[aria-roledescription="slide"][data-slide-index="4"]')!.closest('.carousel__slide')!.getBoundingClientRect();
      expect(Math.round(current.left - viewport.left)).toBe(0);
    } finally {
      style.remove();
    }
  });
});
