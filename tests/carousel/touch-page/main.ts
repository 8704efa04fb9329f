/**
 * Page of the touch test (tests/carousel/touch.test.ts): one carousel from the package source, chosen
 * by `?component=team|icons`, 12 slides, starting at `?start=N`, rotating every `?autoplay=ms` (0: off), with page content below it so the
 * page can scroll vertically.
 */
import { createApp, h } from 'vue';
import { AddonCarouselIcons, AddonCarouselTeam } from '../../../src/carousel';

const params = new URLSearchParams(location.search);
const start = Number(params.get('start') ?? 0);
const autoplay = Number(params.get('autoplay') ?? 0);
const team = Array.from({ length: 12 }, (_, i) => ({ name: `Member ${i + 1}`, role: 'Engineer', to: `/member-${i + 1}` }));
const icons = Array.from({ length: 12 }, (_, i) => ({ title: `Topic ${i + 1}`, to: `/topic-${i + 1}` }));

createApp({
  render: () => [
    params.get('component') === 'icons'
      ? h(AddonCarouselIcons, { slides: icons, carousel: { modelValue: start, transition: 0, autoplay } })
      : h(AddonCarouselTeam, { slides: team, carousel: { modelValue: start, transition: 0, autoplay } }),
    h('p', { style: 'height: 3000px' }, 'Page content below the carousel.'),
  ],
}).mount('#app');
