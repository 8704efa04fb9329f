/**
 * A README's images for one theme, in Chromium: `![logo](logo-dark.png#gh-dark-mode-only)` shows only
 * under a `dark` ancestor and `#gh-light-mode-only` only elsewhere, as GitHub shows them; so does a
 * `<picture>` with a source for `(prefers-color-scheme: dark)`, whatever the system setting. Inline
 * SVG text and shapes without a fill stay readable on a dark page.
 */
import '../../src/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import DARK_LOGO from '../../stories/fixtures/images/mountains-dark.svg?no-inline';
import LIGHT_LOGO from '../../stories/fixtures/images/mountains.svg?no-inline';
import { mountMarkdown, whenRendered, type Mounted } from './support';

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateColorScheme: (colorScheme: 'light' | 'dark' | null) => Promise<void>;
  }
}

let mounted: Mounted[] = [];
afterEach(async () => {
  for (const m of mounted) m.unmount();
  mounted = [];
  document.documentElement.classList.remove('dark');
  await commands.emulateColorScheme(null);
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

describe('a picture with a source per colour scheme', () => {
  const PICTURE = `<p align="center">\n<picture>\n  <source media="(prefers-color-scheme: dark)" srcset="${DARK_LOGO}">\n  <img src="${LIGHT_LOGO}" alt="Logo" width="64" height="32">\n</picture>\n</p>`;

  it.each([
    ['light page, dark system', false, 'dark', LIGHT_LOGO],
    ['dark page, light system', true, 'light', DARK_LOGO],
    ['dark page, dark system', true, 'dark', DARK_LOGO],
  ] as const)('%s: one logo shows, the page theme\'s', async (_, dark, system, expected) => {
    await commands.emulateColorScheme(system);
    document.documentElement.classList.toggle('dark', dark);
    const m = mountMarkdown({ source: PICTURE });
    mounted.push(m);
    await whenRendered(m.host);
    const visible = [...m.host.querySelectorAll('img')].filter((img) => img.getClientRects().length > 0);
    expect(visible).toHaveLength(1);
    await expect.poll(() => visible[0]!.complete && visible[0]!.naturalWidth > 0, { timeout: 15_000 }).toBe(true);
    expect(new URL(visible[0]!.currentSrc).pathname).toBe(new URL(expected, location.href).pathname);
  });
});

describe('images in their line, as on GitHub', () => {
  it('a row of badges stays one row inside its sentence, and a height attribute sets the height', async () => {
    const badge = `[![build](${PIXEL})](https://example.com/ci)`;
    const picture = `<picture><source media="(prefers-color-scheme: dark)" srcset="${DARK_LOGO}"><img src="${PIXEL}" alt="build"></picture>`;
    const m = mountMarkdown({ source: `Status: ${badge} ${badge} ${picture} all green.\n\n<img src="${PIXEL}" alt="tall" width="40" height="50">` });
    mounted.push(m);
    m.host.style.width = '600px';
    await whenRendered(m.host);
    // The picture's image too (the one for the page theme; the other picture is not rendered).
    const shown = [...m.host.querySelectorAll<HTMLImageElement>('img[alt="build"]')].filter((img) => img.getClientRects().length > 0);
    expect(shown).toHaveLength(3);
    const [first, ...rest] = shown.map((img) => img.getBoundingClientRect());
    for (const box of rest) expect(box.top).toBeCloseTo(first!.top, 0);
    const paragraph = m.host.querySelector('p')!.getBoundingClientRect();
    expect(first!.top - paragraph.top).toBeLessThan(24); // no margin above: in the first line
    const tall = m.host.querySelector<HTMLImageElement>('img[alt="tall"]')!.getBoundingClientRect();
    expect([tall.width, tall.height]).toEqual([40, 50]);
  });
});

describe('inline SVG in raw HTML', () => {
  const SVG = '<svg width="120" height="40"><text x="0" y="15">unfilled</text><text x="60" y="15" fill="#ff0000">red</text></svg>';

  it.each([
    ['light', 'black, the SVG default', false],
    ['dark', 'the text colour', true],
  ] as const)('%s page: text without a fill is painted %s; a fill the author set stays', async (_, _painted, dark) => {
    document.documentElement.classList.toggle('dark', dark);
    const m = mountMarkdown({ source: SVG });
    mounted.push(m);
    await whenRendered(m.host);
    const [unfilled, red] = [...m.host.querySelectorAll('svg text')];
    const textColour = getComputedStyle(m.host.querySelector('svg')!.parentElement!).color;
    expect(getComputedStyle(unfilled!).fill).toBe(dark ? textColour : 'rgb(0, 0, 0)');
    expect(getComputedStyle(red!).fill).toBe('rgb(255, 0, 0)');
  });
});
