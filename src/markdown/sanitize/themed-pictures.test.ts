/**
 * A README's `<picture>` with sources for one colour scheme is written once per scheme before it is
 * sanitised (classes `vak-scheme-light` / `vak-scheme-dark`, which the component's CSS shows by the
 * page's theme); any other picture, and everything around it, is sanitised as it was written.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../renderer';
import { createSanitizer, sanitizeTogether } from './sanitizer';
import { withThemedPictures } from './themed-pictures';

const { window } = new JSDOM('');
const sanitize = createSanitizer(window as unknown as Window);
const document = window.document;

/** The pictures of `html`: the class, then each source's `media`/`srcset` and the image's `src`. */
function pictures(html: string): string[][] {
  const host = document.createElement('div');
  host.innerHTML = html;
  return [...host.querySelectorAll('picture')].map((picture) => [
    picture.getAttribute('class') ?? '',
    ...[...picture.children].map((child) =>
      child.localName === 'source' ? `source ${child.getAttribute('media') ?? ''} ${child.getAttribute('srcset')}`.replace(/ +/g, ' ') : `${child.localName} ${child.getAttribute('src')}`,
    ),
  ]);
}

describe('pictures for one colour scheme', () => {
  it('a dark source and the fallback: the light picture shows the fallback, the dark one the dark source', () => {
    const html = sanitize(
      '<p align="center">\n  <picture>\n    <source media="(prefers-color-scheme: dark)" srcset="logo-dark.svg">\n    <img alt="Logo" width="130" src="logo.svg" id="logo">\n  </picture>\n</p>',
    );
    expect(pictures(html)).toEqual([
      ['vak-scheme-light', 'img logo.svg'],
      ['vak-scheme-dark', 'source logo-dark.svg', 'img logo.svg'],
    ]);
    // The light picture keeps the id; the page has one element with it.
    expect(html.match(/id="logo"/g)).toHaveLength(1);
    expect(html.startsWith('<p align="center">\n  <picture class="vak-scheme-light">')).toBe(true);
  });

  it('a source per scheme, in any letter case and spacing, with density candidates; still sanitised', () => {
    const html = sanitize(
      '<picture>\n<SOURCE MEDIA="( Prefers-Color-Scheme : LIGHT )" srcset="l.png 1x, l2.png 2x" onerror="x()">\n<source media="(prefers-color-scheme: dark)" srcset="d.png"><img src="f.png" alt="y" onload="y()"></picture> and text',
    );
    expect(pictures(html)).toEqual([
      ['vak-scheme-light', 'source l.png 1x, l2.png 2x', 'img f.png'],
      ['vak-scheme-dark', 'source d.png', 'img f.png'],
    ]);
    expect(html).not.toMatch(/onerror|onload/);
    expect(html.endsWith('</picture> and text')).toBe(true);
  });

  it.each([
    ['a source for another condition', '<picture><source media="(min-width: 600px)" srcset="w.png"><source media="(prefers-color-scheme: dark)" srcset="d.png"><img src="n.png" alt="x"></picture>'],
    ['a scheme and another condition in one query', '<picture><source media="(prefers-color-scheme: dark) and (min-width: 600px)" srcset="d.png"><img src="n.png" alt="x"></picture>'],
    ['a source without a condition', '<picture><source srcset="a.webp" type="image/webp"><img src="n.png" alt="x"></picture>'],
    ['no image to fall back on', '<picture><source media="(prefers-color-scheme: dark)" srcset="d.png"></picture>'],
    ['written across a blank line (two markdown blocks)', '<picture>\n<source media="(prefers-color-scheme: dark)" srcset="d.png">\n\n<img src="n.png" alt="x"></picture>'],
  ])('left as it is: %s', (_, html) => {
    expect(withThemedPictures(html, document)).toBe(html);
    expect(sanitize(html)).not.toContain('vak-scheme');
  });

  it('in a markdown document: the HTML block is written per scheme, the markdown around it as before', async () => {
    const source = '# Logo\n\n<picture>\n  <source media="(prefers-color-scheme: dark)" srcset="d.png">\n  <img src="l.png" alt="Logo">\n</picture>\n\nText **after**.';
    const html = await renderMarkdown(source, { sanitize });
    expect(pictures(html)).toEqual([
      ['vak-scheme-light', 'img l.png'],
      ['vak-scheme-dark', 'source d.png', 'img l.png'],
    ]);
    expect(html).toContain('<strong>after</strong>');
  });

  it('fragments sanitised together come back as each alone', () => {
    const fragments = ['<p>a</p>', '<picture><source media="(prefers-color-scheme: dark)" srcset="d.png"><img src="l.png" alt="x"></picture>', '<p>b</p>'];
    expect(sanitizeTogether(fragments, sanitize)).toEqual(fragments.map(sanitize));
  });

  // A liveness limit, not a speed figure: each picture is found with one search forward.
  it('hostile input: unended pictures are one pass', () => {
    const html = `${'<picture><source media="(prefers-color-scheme: dark)">'.repeat(50_000)}`;
    expect(withThemedPictures(html, document)).toBe(html);
  }, 10_000);
});
