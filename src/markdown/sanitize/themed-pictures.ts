/**
 * Pictures for one colour scheme, following the page's theme (framework-free: no Vue import).
 *
 * A README shows a logo per theme with a `<picture>` whose sources carry `media="(prefers-color-scheme:
 * dark)"` (or `light`) and an `<img>` fallback; a browser picks the source by the system setting, where
 * GitHub picks it by the theme the page shows. {@link withThemedPictures} turns each such picture into
 * two, one per scheme, which the component's CSS shows by its `dark` ancestor, as it shows
 * `#gh-dark-mode-only` images: the page's theme decides, in server HTML too, and a theme switch shows the
 * other picture at once.
 * @link https://github.blog/changelog/2022-08-15-specify-theme-context-for-images-in-markdown-ga
 */

/** The class of the picture for each scheme (the pipeline's own: the sanitiser keeps `vak-*` classes). */
const SCHEME_CLASS = { light: 'vak-scheme-light', dark: 'vak-scheme-dark' } as const;

/** A media condition for one colour scheme and nothing else, in any letter case and spacing. */
const SCHEME_ONLY = /^\s*\(\s*prefers-color-scheme\s*:\s*(light|dark)\s*\)\s*$/i;

/** Whether `html` may hold a picture for one scheme: the cheap test before any parsing. */
export const mayHaveThemedPicture = (html: string): boolean => /prefers-color-scheme/i.test(html);

/** A blank line: a picture written across one spans two markdown blocks, rendered apart. */
const BLANK_LINE = /\n[ \t]*\n/;

/**
 * `html` with each `<picture>` whose every `<source>` is for one colour scheme ({@link SCHEME_ONLY})
 * written twice: first the light one (class `vak-scheme-light`: the light sources, without their
 * `media`, then the fallback), then the dark one (`vak-scheme-dark`: the dark sources, the fallback,
 * no `id`). A picture with a source for any other condition, without an `<img>`, or written across a
 * blank line is left as it is (it follows the system setting), and so is everything around the
 * pictures. `document` parses each picture (an inert `<template>`: nothing loads); the result is
 * HTML for the sanitiser to clean like any other.
 */
export function withThemedPictures(html: string, document: Document): string {
  const lower = html.toLowerCase();
  let out = '';
  let done = 0;
  for (let start = lower.indexOf('<picture'); start >= 0; start = lower.indexOf('<picture', done)) {
    const close = lower.indexOf('</picture', start);
    if (close < 0) break; // no picture after this one ends either: one pass, whatever the input
    const end = lower.indexOf('>', close);
    if (end < 0) break;
    const written = html.slice(start, end + 1);
    out += html.slice(done, start) + (BLANK_LINE.test(written) ? written : themed(written, document));
    done = end + 1;
  }
  return done === 0 ? html : out + html.slice(done);
}

/** One picture's HTML ({@link withThemedPictures}), or `written` when it does not qualify. */
function themed(written: string, document: Document): string {
  const template = document.createElement('template');
  template.innerHTML = written;
  const picture = template.content.firstElementChild;
  if (!picture || picture.localName !== 'picture' || template.content.childElementCount !== 1) return written;
  const sources = [...picture.children].filter((child) => child.localName === 'source');
  const schemes = sources.map((source) => SCHEME_ONLY.exec(source.getAttribute('media') ?? '')?.[1]?.toLowerCase());
  if (!sources.length || schemes.includes(undefined) || !picture.querySelector(':scope > img')) return written;
  const variant = (scheme: keyof typeof SCHEME_CLASS): Element => {
    const copy = picture.cloneNode(true) as Element;
    copy.querySelectorAll(':scope > source').forEach((source, i) => {
      if (schemes[i] === scheme) source.removeAttribute('media');
      else source.remove();
    });
    copy.setAttribute('class', SCHEME_CLASS[scheme]);
    return copy;
  };
  const dark = variant('dark');
  // One element per id in the page: the light picture keeps them.
  for (const element of [dark, ...dark.querySelectorAll('[id]')]) element.removeAttribute('id');
  return variant('light').outerHTML + dark.outerHTML;
}
