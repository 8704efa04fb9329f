/**
 * The carousels in an app's layout, in Chromium: as a grid or flex item in a phone-wide column, a
 * carousel is as wide as its column (its row of slides is wider than any screen; a grid or flex item's
 * automatic minimum width is its widest content), and shows the slides its breakpoints say.
 */
import { h, nextTick, type Component } from 'vue';
import { afterEach, describe, expect, it } from 'vitest';
import { AddonCarouselIcons, AddonCarouselTeam } from '../../src/carousel';
import '../../src/styles.css';
import { mountApp, unmountAll, wait } from './support';

const team = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Member ${i + 1}`, role: 'Engineer', text: 'A sentence about what this member of the team works on.' }));
const icons = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Topic ${i + 1}` }));

const LAYOUTS = {
  'grid item': 'display: grid',
  'flex item': 'display: flex; flex-direction: column',
  'row flex item': 'display: flex',
} as const;

afterEach(unmountAll);

describe('in a 375 px column of an app', () => {
  for (const [name, component, slides] of [
    ['AddonCarouselTeam', AddonCarouselTeam, team(12)],
    ['AddonCarouselIcons', AddonCarouselIcons, icons(12)],
  ] as Array<[string, Component, unknown[]]>) {
    it.each(Object.entries(LAYOUTS))(`${name} as a %s is as wide as the column`, async (_, layout) => {
      const host = mountApp({ render: () => h(component, { slides, carousel: { transition: 0, breakpointMode: 'carousel' } }) });
      host.style.cssText = `${layout}; width: 375px`;
      await nextTick();
      await wait(120);
      const region = host.querySelector<HTMLElement>('[role="region"]')!;
      expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(375);
      expect(host.scrollWidth).toBe(375);
    });
  }
});
