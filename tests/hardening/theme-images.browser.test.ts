/**
 * A README's images for one theme, in Chromium: `![logo](logo-dark.png#gh-dark-mode-only)` shows only
 * under a `dark` ancestor and `#gh-light-mode-only` only elsewhere, as GitHub shows them.
 */
import '../../src/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { mountMarkdown, whenRendered, type Mounted } from './support';

let mounted: Mounted[] = [];
afterEach(() => {
  for (const m of mounted) m.unmount();
  mounted = [];
  document.documentElement.classList.remove('dark');
});

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const SOURCE = `![Dark logo](${PIXEL}#gh-dark-mode-only)![Light logo](${PIXEL}#gh-light-mode-only)![Both](${PIXEL})`;

describe('images for one theme', () => {
  it.each([
    ['light', false, ['Light logo', 'Both']],
    ['dark', true, ['Dark logo', 'Both']],
  ] as const)('%s page: only its logo and the image for both show', async (_, dark, shown) => {
    document.documentElement.classList.toggle('dark', dark);
    const m = mountMarkdown({ source: SOURCE });
    mounted.push(m);
    await whenRendered(m.host);
    const visible = [...m.host.querySelectorAll('img')].filter((img) => getComputedStyle(img).display !== 'none').map((img) => img.alt);
    expect(visible).toEqual(shown);
  });
});

describe('images in their line, as on GitHub', () => {
  it('a row of badges stays one row inside its sentence, and a height attribute sets the height', async () => {
    const badge = `[![build](${PIXEL})](https://example.com/ci)`;
    const m = mountMarkdown({ source: `Status: ${badge} ${badge} ${badge} all green.\n\n<img src="${PIXEL}" alt="tall" width="40" height="50">` });
    mounted.push(m);
    m.host.style.width = '600px';
    await whenRendered(m.host);
    const [first, ...rest] = [...m.host.querySelectorAll<HTMLImageElement>('img[alt="build"]')].map((img) => img.getBoundingClientRect());
    for (const box of rest) expect(box.top).toBeCloseTo(first!.top, 0);
    const paragraph = m.host.querySelector('p')!.getBoundingClientRect();
    expect(first!.top - paragraph.top).toBeLessThan(24); // no margin above: in the first line
    const tall = m.host.querySelector<HTMLImageElement>('img[alt="tall"]')!.getBoundingClientRect();
    expect([tall.width, tall.height]).toEqual([40, 50]);
  });
});
