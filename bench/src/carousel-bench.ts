/**
 * Carousel mount bench page (bench/carousel.mjs): the same team cards in AddonCarouselTeam, in raw
 * vue3-carousel 0.17 with its `Navigation` addon (same defaults: 3 per view, breakpoints, snap start;
 * previous/next buttons as ours) and in embla-carousel-vue (3 per view by CSS). `window.mountOnce(name,
 * n)` mounts one carousel with `n` slides into a 1100 px host, waits for Vue's mounted hooks (where
 * both libraries measure and initialise), forces layout, and returns the elapsed ms; then unmounts.
 */
import emblaCarouselVue from 'embla-carousel-vue';
import { createApp, defineComponent, h, nextTick, type Component } from 'vue';
import { Carousel, Navigation, Slide } from 'vue3-carousel';
import 'vue3-carousel/carousel.css';
import { AddonCarouselTeam, TEAM_CAROUSEL_DEFAULTS } from '../../src/carousel';
import { carouselTheme } from '../../src/carousel/theme';
import '../../src/styles.css';
import { teamTheme } from '../../src/components/AddonCarouselTeam/theme';

interface Member {
  name: string;
  role: string;
  text: string;
  to: string;
}
const members = (n: number): Member[] =>
  Array.from({ length: n }, (_, i) => ({ name: `Member ${i + 1}`, role: 'Engineer', text: 'Builds and ships the design system.', to: `/team/${i + 1}` }));

/**
 * The card the peers render: the same elements and classes as AddonCarouselTeam's default card for an
 * item without avatar (link, card, portrait with the placeholder avatar, name, role, text), so every
 * ratio measures the carousel layer and not a lighter card.
 */
const card = (m: Member) =>
  h('a', { href: m.to, class: carouselTheme.link }, [
    h('div', { class: teamTheme.card }, [
      h('div', { class: teamTheme.portrait }, [
        h('svg', { class: teamTheme.avatarPlaceholder, viewBox: '0 0 96 96', 'aria-hidden': 'true', fill: 'currentColor' }, [
          h('circle', { cx: 48, cy: 48, r: 48, opacity: 0.35 }),
          h('circle', { cx: 48, cy: 38, r: 16 }),
          h('path', { d: 'M18 82c4-16 16-24 30-24s26 8 30 24a46 46 0 0 1-60 0z' }),
        ]),
      ]),
      h('p', { class: teamTheme.name, dir: 'auto' }, m.name),
      h('p', { class: teamTheme.role, dir: 'auto' }, m.role),
      h('p', { class: teamTheme.text, dir: 'auto' }, m.text),
    ]),
  ]);

const { itemsToShow, snapAlign, breakpoints } = TEAM_CAROUSEL_DEFAULTS;

const peers: Record<string, (n: number) => Component> = {
  ours: (n) => ({ render: () => h(AddonCarouselTeam, { slides: members(n) }) }),
  vue3Carousel: (n) => ({
    render: () => h(Carousel, { itemsToShow, snapAlign, breakpoints }, {
        default: () => members(n).map((m) => h(Slide, { key: m.to }, () => card(m))),
        addons: () => h(Navigation),
      }),
  }),
  embla: (n) =>
    defineComponent({
      setup() {
        const [emblaRef] = emblaCarouselVue({ align: 'start' });
        return () =>
          h('div', { ref: emblaRef, style: 'overflow:hidden' }, [
            h('div', { style: 'display:flex;touch-action:pan-y pinch-zoom' }, members(n).map((m) => h('div', { key: m.to, style: 'flex:0 0 33.333%;min-width:0' }, [card(m)]))),
          ]);
      },
    }),
};

declare global {
  interface Window {
    mountOnce: (name: string, n: number) => Promise<number>;
  }
}

window.mountOnce = async (name, n) => {
  const host = document.createElement('div');
  host.style.width = '1100px';
  document.body.append(host);
  const t0 = performance.now();
  const app = createApp(peers[name]!(n));
  app.mount(host);
  await nextTick();
  void host.getBoundingClientRect().height;
  const elapsed = performance.now() - t0;
  app.unmount();
  host.remove();
  return elapsed;
};
