/**
 * Carousels right at first paint, in Chromium at 375, 800 and 1280 px: the server HTML alone
 * (rendered by `vue/server-renderer`, inserted without running any component code — what a reader
 * without JavaScript sees) shows as many slides as the breakpoints ask for, and hydrating that HTML
 * moves no slide (every slide's box is the same before hydration and once vue3-carousel has
 * measured its slides). Both carousels; default and custom breakpoints; LTR and RTL; `snapAlign`
 * center with a start index; `wrapAround`; `breakpointMode: 'carousel'` in a narrow column. The
 * stylesheet is in the server HTML and stays when hydrating it; a carousel the client mounts alone
 * (measured before its first paint) has none and lays out the same.
 */
import { createApp, createSSRApp, h, ref, type Component } from 'vue';
import type { CarouselExposed } from 'vue3-carousel';
import { renderToString } from 'vue/server-renderer';
import { page } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { AddonCarouselIcons, AddonCarouselTeam } from '../../src/carousel';
import { optionsAtWidth, normalizeCarouselOptions, ICONS_CAROUSEL_DEFAULTS, TEAM_CAROUSEL_DEFAULTS } from '../../src/carousel/options';
import '../../src/styles.css';

const WIDTHS = [375, 800, 1280] as const;
const team = Array.from({ length: 6 }, (_, i) => ({ name: `Member ${i + 1}`, role: 'Engineer', text: 'Builds things.' }));
const icons = Array.from({ length: 12 }, (_, i) => ({ title: `Topic ${i + 1}` }));

interface Case {
  name: string;
  component: Component;
  slides: unknown[];
  carousel: Record<string, unknown>;
  /** Width of the element holding the carousel (px); the window's width when absent. */
  column?: number;
}

const CUSTOM = { 0: { itemsToShow: 1.5 }, 600: { itemsToShow: 2, gap: 12 }, 1100: { itemsToShow: 4, gap: 16 } };
const CASES: Case[] = [
  { name: 'team, default breakpoints', component: AddonCarouselTeam, slides: team, carousel: {} },
  { name: 'icons, default breakpoints', component: AddonCarouselIcons, slides: icons, carousel: {} },
  { name: 'team, custom breakpoints, RTL', component: AddonCarouselTeam, slides: team, carousel: { dir: 'rtl', breakpoints: CUSTOM } },
  { name: 'icons, custom breakpoints, RTL', component: AddonCarouselIcons, slides: icons, carousel: { dir: 'rtl', breakpoints: CUSTOM } },
  { name: 'icons, snapAlign center from slide 5', component: AddonCarouselIcons, slides: icons, carousel: { snapAlign: 'center', modelValue: 5, breakpoints: { 300: { itemsToShow: 3, snapAlign: 'center' }, 1024: { itemsToShow: 5, snapAlign: 'center' } } } },
  { name: 'team, wrapAround, RTL', component: AddonCarouselTeam, slides: team, carousel: { wrapAround: true, dir: 'rtl', gap: 8 } },
  // The slots left of the first slide hold clones of the last ones (rendered by the shell on the server).
  { name: 'team, wrapAround, snapAlign center', component: AddonCarouselTeam, slides: team, carousel: { wrapAround: true, snapAlign: 'center', breakpoints: {}, minSlideWidth: 0 } },
  { name: 'icons, wrapAround, snapAlign center from slide 4, RTL', component: AddonCarouselIcons, slides: icons, carousel: { wrapAround: true, snapAlign: 'center', modelValue: 4, dir: 'rtl' } },
  { name: 'team, wrapAround from a breakpoint', component: AddonCarouselTeam, slides: team, carousel: { breakpoints: { 0: { itemsToShow: 1, wrapAround: true }, 768: { itemsToShow: 2, wrapAround: true } } } },
  // The clones left of the first slide come from a breakpoint's wrapAround, not the top-level options.
  { name: 'team, wrapAround and snapAlign center from a breakpoint', component: AddonCarouselTeam, slides: team, carousel: { minSlideWidth: 0, breakpoints: { 0: { itemsToShow: 3, wrapAround: true, snapAlign: 'center' } } } },
  // Where both fit (3 in view at 800 and 1280 px) the first slide stays in place; at 375 px slide 2 is current.
  { name: 'team of 2 from slide 2', component: AddonCarouselTeam, slides: team.slice(0, 2), carousel: { modelValue: 1 } },
  { name: "team, breakpointMode 'carousel' in a 360 px column", component: AddonCarouselTeam, slides: team, carousel: { breakpointMode: 'carousel', breakpoints: { 0: { itemsToShow: 1 }, 500: { itemsToShow: 2 } } }, column: 360 },
];

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

/** Boxes of the real (not cloned) slides, relative to the host, rounded to 0.1 px. */
function slideBoxes(host: HTMLElement) {
  const origin = host.getBoundingClientRect();
  return [...host.querySelectorAll<HTMLElement>('.carousel__slide:not(.carousel__slide--clone)')].map((slide) => {
    const r = slide.getBoundingClientRect();
    return { left: Math.round((r.left - origin.left) * 10) / 10, width: Math.round(r.width * 10) / 10 };
  });
}

/** Slides in view: the summed visible fraction of every slide (clones included) inside the viewport. */
function slidesInView(host: HTMLElement) {
  const viewport = host.querySelector('.carousel__viewport')!.getBoundingClientRect();
  let sum = 0;
  for (const slide of host.querySelectorAll<HTMLElement>('.carousel__slide')) {
    const r = slide.getBoundingClientRect();
    if (r.width === 0) continue;
    const visible = Math.max(0, Math.min(r.right, viewport.right) - Math.max(r.left, viewport.left));
    sum += visible / r.width;
  }
  return Math.round(sum * 100) / 100;
}

/** What vue3-carousel settles on at this width (itemsToShow of the matching breakpoint; fewer when every slide fits). */
function expectedInView(c: Case, width: number) {
  const defaults = c.component === AddonCarouselTeam ? TEAM_CAROUSEL_DEFAULTS : ICONS_CAROUSEL_DEFAULTS;
  const { props } = normalizeCarouselOptions(c.carousel, defaults, () => undefined, 'test');
  const { itemsToShow, wrapAround } = optionsAtWidth(props, c.column ?? width);
  return wrapAround ? Number(itemsToShow) : Math.min(Number(itemsToShow), c.slides.length);
}

async function serverHtml(c: Case) {
  return renderToString(createSSRApp({ render: () => h(c.component, { slides: c.slides, carousel: c.carousel }) }));
}

/**
 * Hydrate the server HTML in `el` and wait until vue3-carousel has measured its slides (in a
 * ResizeObserver callback after mount; its own transform applies then) and two frames have rendered.
 * Fails on a hydration mismatch (Vue logs it with `console.error`).
 */
async function hydrateMeasured(el: HTMLElement, c: Case) {
  const instance = ref<{ carousel?: CarouselExposed }>();
  const app = createSSRApp({ render: () => h(c.component, { ref: instance, slides: c.slides, carousel: c.carousel }) });
  const errors: unknown[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => errors.push(args.join(' '));
  try {
    app.mount(el);
  } finally {
    console.error = consoleError;
  }
  expect(errors).toEqual([]);
  cleanup = () => {
    app.unmount();
    el.remove();
  };
  await expect.poll(() => instance.value?.carousel?.data.slideSize ?? 0, { timeout: 5000 }).toBeGreaterThan(0);
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

function host(c: Case) {
  const el = document.createElement('div');
  if (c.column) el.style.width = `${c.column}px`;
  document.body.append(el);
  return el;
}

describe.each(WIDTHS)('at %i px', (width) => {
  it.each(CASES)('$name: the server HTML without JavaScript shows the slides in view of the breakpoint', async (c) => {
    await page.viewport(width, 900);
    const el = host(c);
    cleanup = () => el.remove();
    el.innerHTML = await serverHtml(c);
    expect(slidesInView(el)).toBeCloseTo(expectedInView(c, width), 1);
  });

  it.each(CASES)('$name: hydration moves no slide', async (c) => {
    await page.viewport(width, 900);
    const el = host(c);
    el.innerHTML = await serverHtml(c);
    const before = slideBoxes(el);
    await hydrateMeasured(el, c);
    // Sub-pixel rounding of the two calculations (CSS calc vs vue3-carousel's measured px) may differ by 0.1 px.
    const after = slideBoxes(el);
    expect(after).toHaveLength(before.length);
    const moved = after.map((box, i) => Math.max(Math.abs(box.left - (before[i]?.left ?? NaN)), Math.abs(box.width - (before[i]?.width ?? NaN))));
    expect(Math.max(...moved), JSON.stringify({ before, after })).toBeLessThanOrEqual(0.5);
    expect(slidesInView(el)).toBeCloseTo(expectedInView(c, width), 1);
  });
});

describe('the breakpoint stylesheet', () => {
  it('is in the server HTML and kept when hydrating it (no mismatch warning); a client-only mount has none', async () => {
    const c = CASES[0]!;
    const warnings: unknown[] = [];
    const hydrated = host(c);
    hydrated.innerHTML = await serverHtml(c);
    expect(hydrated.querySelectorAll('style')).toHaveLength(1);
    const ssrApp = createSSRApp({ render: () => h(c.component, { slides: c.slides, carousel: c.carousel }) });
    ssrApp.config.warnHandler = (message) => warnings.push(message);
    ssrApp.mount(hydrated);
    const mounted = host(c);
    const app = createApp({ render: () => h(c.component, { slides: c.slides, carousel: c.carousel }) });
    app.mount(mounted);
    cleanup = () => {
      ssrApp.unmount();
      app.unmount();
      hydrated.remove();
      mounted.remove();
    };
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(hydrated.querySelectorAll('style')).toHaveLength(1);
    expect(warnings).toEqual([]);
    expect(mounted.querySelectorAll('style')).toHaveLength(0);
    expect(slideBoxes(mounted)).toEqual(slideBoxes(hydrated));
  });
});

describe('controls when only some bands can move (3 members, pagination, autoplay)', () => {
  const c: Case = { name: 'team of 3', component: AddonCarouselTeam, slides: team.slice(0, 3), carousel: { pagination: true, autoplay: 3000 } };
  /** Boxes of the dots and the rotation button (null when not displayed), and of the slide viewport. */
  const layout = (el: HTMLElement) => {
    const box = (selector: string) => {
      const node = el.querySelector<HTMLElement>(selector);
      if (!node || node.getClientRects().length === 0) return null;
      const r = node.getBoundingClientRect();
      return [Math.round(r.top), Math.round(r.left), Math.round(r.width), Math.round(r.height)];
    };
    return { dots: box('[data-pagination]'), rotation: box('[data-control="rotation"]'), viewport: box('.carousel__viewport') };
  };

  it.each([[375, true], [800, true], [1280, false]] as const)('at %i px the server HTML shows dots and rotation: %s, and hydration moves nothing', async (width, moves) => {
    await page.viewport(width, 900);
    const el = host(c);
    el.innerHTML = await serverHtml(c);
    const before = layout(el);
    expect(before.dots !== null).toBe(moves);
    expect(before.rotation !== null).toBe(moves);
    // The server cannot know the width: Next is enabled, as in the bands that can move.
    expect(el.querySelector<HTMLButtonElement>('[data-control="next"]')!.disabled).toBe(false);
    await hydrateMeasured(el, c);
    expect(layout(el)).toEqual(before);
    expect(el.querySelector<HTMLButtonElement>('[data-control="next"]')!.disabled).toBe(!moves);
  });

  // breakpointMode 'carousel': the bands follow the carousel's own width, and the dots and the rotation
  // button, which sit beside the slide section, follow the same bands before hydration.
  it.each([[360, true], [1100, false]] as const)("with breakpointMode 'carousel' in a %i px column of a 1280 px page the server HTML shows dots and rotation: %s, and hydration moves nothing", async (column, moves) => {
    await page.viewport(1280, 900);
    const inColumn: Case = { ...c, carousel: { ...c.carousel, breakpointMode: 'carousel' }, column };
    const el = host(inColumn);
    el.innerHTML = await serverHtml(inColumn);
    const before = layout(el);
    expect(before.dots !== null).toBe(moves);
    expect(before.rotation !== null).toBe(moves);
    await hydrateMeasured(el, inColumn);
    expect(layout(el)).toEqual(before);
  });
});
