/**
 * Carousel mount bench page (bench/carousel.mjs): the same team cards in AddonCarouselTeam, in raw
 * vue3-carousel 0.17 (same defaults: 3 per view, breakpoints, snap start) and in embla-carousel-vue
 * (3 per view by CSS). `window.mountOnce(name, n)` mounts one carousel with `n` slides into a 1100 px
 * host, waits for Vue's mounted hooks (where both libraries measure and initialise), forces layout,
 * and returns the elapsed ms; then unmounts.
 */
import emblaCarouselVue from 'embla-carousel-vue';
import { createApp, defineComponent, h, nextTick, type Component } from 'vue';
import { Carousel, Slide } from 'vue3-carousel';
import 'vue3-carousel/carousel.css';
import { AddonCarouselTeam, TEAM_CAROUSEL_DEFAULTS } from '../../src/carousel';
import '../../src/styles.css';

interface Member {
  name: string;
  role: string;
  text: string;
  to: string;
}
const members = (n: number): Member[] =>
  Array.from({ length: n }, (_, i) => ({ name: `Member ${i + 1}`, role: 'Engineer', text: 'Builds and ships the design system.', to: `/team/${i + 1}` }));

/** The card markup the peers render (text content as AddonCarouselTeam's card, no images). */
const card = (m: Member) =>
  h('a', { href: m.to, style: 'display:block;padding:20px;border:1px solid #ddd;border-radius:16px' }, [
    h('p', m.name),
    h('p', m.role),
    h('p', m.text),
  ]);

const { itemsToShow, snapAlign, breakpoints } = TEAM_CAROUSEL_DEFAULTS;

const peers: Record<string, (n: number) => Component> = {
  ours: (n) => ({ render: () => h(AddonCarouselTeam, { slides: members(n) }) }),
  vue3Carousel: (n) => ({
    render: () => h(Carousel, { itemsToShow, snapAlign, breakpoints }, { default: () => members(n).map((m) => h(Slide, { key: m.to }, () => card(m))) }),
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
