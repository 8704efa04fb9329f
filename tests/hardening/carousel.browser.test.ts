/**
 * The carousels render API data they cannot trust, in Chromium: hostile URLs and markup in every
 * URL/text field render inert; 0, 1, 2 and 1,000 slides, empty items, skills without logos and bad
 * option values each render, print at most one development warning naming the bad value, and never
 * a console error or an uncaught exception.
 */
import { createApp, h, type Component } from 'vue';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AddonCarouselIcons, AddonCarouselTeam } from '../../src/carousel';
import { resetWarnings } from '../../src/carousel/dev';
import { dangerousNodes, settleEvents, trap } from './support';

const HOSTILE_URLS = [
  'javascript:__xss()',
  'JaVaScRiPt:__xss()',
  ' \tjava\nscript:__xss()',
  'vbscript:msgbox(1)',
  'data:text/html,<script>__xss()</script>',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="__xss()"/>',
  '"><img src=x onerror=__xss()>',
  '<script>__xss()</script>',
];

let console$: { warn: string[]; error: string[] };
const originals = { warn: console.warn, error: console.error };
let uncaught: string[] = [];
const onError = (e: ErrorEvent) => uncaught.push(e.message);

beforeEach(() => {
  resetWarnings();
  trap.install();
  trap.reset();
  console$ = { warn: [], error: [] };
  console.warn = (...args: unknown[]) => console$.warn.push(args.map(String).join(' '));
  console.error = (...args: unknown[]) => console$.error.push(args.map(String).join(' '));
  uncaught = [];
  window.addEventListener('error', onError);
});
afterEach(() => {
  console.warn = originals.warn;
  console.error = originals.error;
  window.removeEventListener('error', onError);
});

async function mount(component: Component, props: Record<string, unknown>) {
  const host = document.createElement('div');
  document.body.append(host);
  const app = createApp({ render: () => h(component, props) });
  app.config.warnHandler = (msg) => console$.warn.push(`[Vue warn] ${msg}`);
  app.config.errorHandler = (err) => console$.error.push(`[Vue error] ${String(err)}`);
  app.mount(host);
  await new Promise((r) => setTimeout(r, 30));
  await settleEvents(host);
  return {
    host,
    unmount() {
      app.unmount();
      host.remove();
    },
  };
}

describe('hostile URLs and markup render inert', () => {
  it.each(HOSTILE_URLS)('team item fields hold %j', async (bad) => {
    const m = await mount(AddonCarouselTeam, {
      slides: [{ name: bad, role: bad, text: bad, avatar: bad, badge: bad, to: bad, skills: [{ logo: bad, name: bad }] }],
    });
    expect(trap.calls).toEqual([]);
    expect(dangerousNodes(m.host)).toEqual([]);
    expect(m.host.querySelector('script, img[onerror]')).toBeNull();
    expect(console$.error).toEqual([]);
    expect(uncaught).toEqual([]);
    m.unmount();
  });
  it.each(HOSTILE_URLS)('icon item fields hold %j', async (bad) => {
    const m = await mount(AddonCarouselIcons, { slides: [{ icon: bad, title: bad, to: bad }] });
    expect(trap.calls).toEqual([]);
    expect(dangerousNodes(m.host)).toEqual([]);
    expect(console$.error).toEqual([]);
    expect(uncaught).toEqual([]);
    m.unmount();
  });
});

describe('any amount of data', () => {
  const team = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Member ${i}`, role: 'Engineer' }));
  const icons = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Topic ${i}` }));
  it.each([0, 1, 2, 1000])('%i slides render with no warning or error', async (n) => {
    for (const [component, slides] of [
      [AddonCarouselTeam, team(n)],
      [AddonCarouselIcons, icons(n)],
    ] as const) {
      const m = await mount(component, { slides });
      expect(m.host.querySelector('[aria-roledescription="carousel"]')).not.toBeNull();
      expect(m.host.querySelectorAll('[aria-roledescription="slide"]').length).toBe(n);
      expect(console$.warn).toEqual([]);
      expect(console$.error).toEqual([]);
      m.unmount();
    }
  });
  it('items with every field missing, and skills without logos, render', async () => {
    const m = await mount(AddonCarouselTeam, { slides: [{}, {}, { name: 'Only skills', skills: [{ name: 'Vue' }, { logo: '' }, {}] }] });
    expect(m.host.querySelectorAll('[aria-roledescription="slide"]').length).toBe(3);
    expect(m.host.textContent).toContain('Only skills');
    expect(console$.error).toEqual([]);
    expect(uncaught).toEqual([]);
    m.unmount();
    const i = await mount(AddonCarouselIcons, { slides: [{}, {}, {}] });
    expect(i.host.querySelectorAll('[aria-roledescription="slide"]').length).toBe(3);
    expect(console$.error).toEqual([]);
    i.unmount();
  });
});

describe('bad option values', () => {
  it.each([
    ['snapAlign', { snapAlign: 'middle' }, 'middle'],
    ['itemsToShow', { itemsToShow: -1 }, '-1'],
    ['breakpoints', { breakpoints: { abc: {} } }, 'abc'],
    ['autoplay', { autoplay: 'fast' }, 'fast'],
  ])('%s: renders, one development warning naming the value, no error', async (_key, carousel, value) => {
    for (const component of [AddonCarouselTeam, AddonCarouselIcons]) {
      resetWarnings();
      console$.warn = [];
      const m = await mount(component, { slides: [{ name: 'A', title: 'A' }, { name: 'B', title: 'B' }], carousel });
      expect(m.host.querySelectorAll('[aria-roledescription="slide"]').length).toBe(2);
      expect(console$.warn).toHaveLength(1);
      expect(console$.warn[0]).toContain(value);
      expect(console$.error).toEqual([]);
      expect(uncaught).toEqual([]);
      m.unmount();
    }
  });
});
