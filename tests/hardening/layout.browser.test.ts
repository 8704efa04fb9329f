/**
 * The component in an app's layout, in Chromium: as a grid or flex item in a phone-wide column, a
 * long code line, a wide table or a long URL scrolls or breaks inside the component; the component
 * never grows past its column (a grid or flex item's automatic minimum width is its widest content).
 */
import '../../src/styles.css';
import { createApp, h } from 'vue';
import { afterEach, describe, expect, it } from 'vitest';
import { AddonMarkdownRemark, BaseProse } from '../../src';
import { whenRendered } from './support';

const WIDE = [
  '```json\n{"name":"vue-addon-kit","description":"a line of code far longer than a phone is wide, which scrolls in its block"}\n```',
  '| Column one | Column two | Column three | Column four | Column five |\n|---|---|---|---|---|\n| a value | another value | a third value | a fourth value | a fifth value |',
  'See https://example.com/a/very/long/path/that/does/not/fit/on/a/phone/screen/at/all/index.html for details.',
].join('\n\n');

const LAYOUTS = {
  'grid item': 'display: grid',
  'flex item': 'display: flex; flex-direction: column',
  'row flex item': 'display: flex',
} as const;

const unmounts: Array<() => void> = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
});

function mountIn(layout: string, render: () => ReturnType<typeof h>): HTMLElement {
  const host = document.createElement('div');
  host.style.cssText = `${layout}; width: 375px`;
  document.body.append(host);
  const app = createApp({ render });
  app.mount(host);
  unmounts.push(() => {
    app.unmount();
    host.remove();
  });
  return host;
}

describe('in a 375 px column of an app', () => {
  it.each(Object.entries(LAYOUTS))('AddonMarkdownRemark as a %s stays as wide as the column; code and table scroll inside', async (_, layout) => {
    const host = mountIn(layout, () => h(AddonMarkdownRemark, { source: WIDE }));
    await whenRendered(host);
    const markdown = host.querySelector<HTMLElement>('.vak-markdown')!;
    expect(markdown.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    expect(host.scrollWidth).toBe(375);
    const pre = markdown.querySelector('pre')!;
    expect(pre.scrollWidth).toBeGreaterThan(pre.clientWidth);
  });

  it.each(Object.entries(LAYOUTS))('BaseProse as a %s stays as wide as the column', (_, layout) => {
    const host = mountIn(layout, () => h(BaseProse, null, () => h('pre', 'a line of code far longer than a phone is wide, which scrolls in its block, as prose sets it')));
    expect(host.querySelector('.vak-prose')!.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    expect(host.scrollWidth).toBe(375);
  });
});
