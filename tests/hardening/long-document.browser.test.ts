/**
 * Long documents (≥ 32 KB of HTML): top-level text blocks, and lists and blockquotes with paragraphs or
 * text at their edges, are `content-visibility: auto` (blocks out of view are not laid out or painted
 * while the document is appended and scrolled, and in server HTML before any script runs); lists and
 * blockquotes look as in a short document (same heights and gaps, at every prose size), and a focused
 * link at a skipped block's edge shows its whole focus ring. Skipping itself is shown in a page of its
 * own (offscreen.test.ts): the Vitest browser frame never skips content. While the first render of a
 * long document runs, the busy placeholder shows only the start of its source. A long document shown
 * as text (nested too deep to render) comes in blocks of lines that read as one.
 */
import '../../src/styles.css';
import { page } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { createSSRApp, h } from 'vue';
import { renderToString } from 'vue/server-renderer';
import AddonMarkdownRemark from '../../src/components/AddonMarkdownRemark/AddonMarkdownRemark.vue';
import { PLACEHOLDER_MAX_CHARS } from '../../src/components/AddonMarkdownRemark/placeholder';
import { MARKDOWN_SIZES, type MarkdownSize } from '../../src/components/AddonMarkdownRemark/types';
import { SERVER_SANITIZER_KEY } from '../../src/markdown/ssr';
import { createSanitizer } from '../../src/markdown/sanitize/sanitizer';
import { mountMarkdown, whenRendered, type Mounted } from './support';

/**
 * Blockquotes and lists as markdown writes them: paragraphs in a quote, a loose list, a tight one
 * starting at 3, nested lists, a list in a quote, a quote in a list, a quote ending with a list; a
 * paragraph between each two.
 */
const SAMPLE = [
  '> A quoted paragraph.\n>\n> And a second one.',
  '- one\n- two\n\n  with a paragraph',
  '3. first\n4. second',
  '- outer\n  - inner\n    - innermost\n- last',
  '1. Step\n\n   ```\n   code\n   ```\n\n2. Done',
  '> - quoted item\n> - another',
  '- > a quote in a list\n- after',
  '> Quote\n>\n> 1. numbered\n> 2. items',
].join('\n\nA paragraph between.\n\n') + '\n';
/** Top-level blockquotes in {@link SAMPLE}: the first sample block is the last but this many. */
const SAMPLE_QUOTES = 3;
/** About 40 KB of HTML: many sections of prose, then the sample at the end. */
const longSource = () =>
  Array.from({ length: 200 }, (_, i) => `## Section ${i + 1}\n\nSome *prose* with \`code\` and a [link](https://example.com/${i}).\n`).join('\n') + '\n' + SAMPLE;

let mounted: Mounted[] = [];
afterEach(() => {
  for (const m of mounted) m.unmount();
  mounted = [];
});

/** After the next two rendering updates (content-visibility decides what is in view at the next one). */
const twoFrames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

/**
 * Scroll `element` to the middle of the view until it stays there: skipped blocks that come into view
 * take their real heights instead of their estimated ones, which moves what follows them.
 */
async function scrollIntoViewSettled(element: HTMLElement) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const before = element.getBoundingClientRect().top;
    element.scrollIntoView({ block: 'center' });
    await twoFrames();
    if (Math.abs(element.getBoundingClientRect().top - before) < 1) return;
  }
}

async function render(source: string, size?: MarkdownSize) {
  const m = mountMarkdown({ source, size });
  mounted.push(m);
  await whenRendered(m.host, 30_000);
  return m.host.querySelector<HTMLElement>('.vak-markdown__body')!;
}

describe('long documents', () => {
  it('a long document skips off-screen blocks (content-visibility: auto); a short one does not', async () => {
    const long = await render(longSource());
    const short = await render(SAMPLE);
    expect(long.hasAttribute('data-long')).toBe(true);
    expect(getComputedStyle(long.firstElementChild!).contentVisibility).toBe('auto');
    expect(short.hasAttribute('data-long')).toBe(false);
    expect(getComputedStyle(short.firstElementChild!).contentVisibility).toBe('visible');
  });

  it('a long document nested too deep to render shows its text in blocks of lines that read as one', async () => {
    const source = Array.from({ length: 400 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
    const body = await render(source);
    const blocks = [...body.children] as HTMLElement[];
    expect(blocks.length).toBeGreaterThan(3);
    expect(blocks.map((b) => b.textContent).join('')).toBe(source);
    for (const [i, block] of blocks.entries()) {
      expect(block.matches('pre.vak-markdown__text')).toBe(true);
      expect(getComputedStyle(block).contentVisibility).toBe('auto');
      if (i === 0) continue;
      // No gap and no rounded corners where two blocks meet.
      expect(block.getBoundingClientRect().top - blocks[i - 1]!.getBoundingClientRect().bottom).toBe(0);
      expect(getComputedStyle(block).borderTopLeftRadius).toBe('0px');
      expect(getComputedStyle(blocks[i - 1]!).borderBottomRightRadius).toBe('0px');
    }
  });

  it('a 1 MB source shows only its start as the busy placeholder, then the whole document', async () => {
    const paragraph = `${'A sentence of prose that the first render will turn into part of a paragraph. '.repeat(7)}\n\n`;
    const source = `${paragraph.repeat(1_900)}The last line.`;
    const m = mountMarkdown({ source });
    mounted.push(m);
    // Before the first render lands: the placeholder, not the whole megabyte laid out in one paragraph.
    const root = m.host.querySelector('.vak-markdown')!;
    expect(root.getAttribute('aria-busy')).toBe('true');
    const shown = m.host.querySelector('p.whitespace-pre-wrap')!.textContent!;
    expect(source.length).toBeGreaterThan(1_000_000);
    expect(shown.length).toBeLessThanOrEqual(PLACEHOLDER_MAX_CHARS + 2);
    expect(source.startsWith(shown.slice(0, -2))).toBe(true);
    await whenRendered(m.host, 60_000);
    expect(m.host.querySelector('.vak-markdown__body')!.lastElementChild!.textContent).toBe('The last line.');
  });

  it('server HTML keeps the whole source as its placeholder, and hydrating it matches (no warning)', async () => {
    const source = `${'A line of prose.\n\n'.repeat(2_000)}The last line.`;
    expect(source.length).toBeGreaterThan(PLACEHOLDER_MAX_CHARS);
    const app = () => createSSRApp({ render: () => h(AddonMarkdownRemark, { source, clientOnly: true }) });
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = await renderToString(app());
    expect(host.querySelector('p.whitespace-pre-wrap')!.textContent).toBe(source);
    const warnings: string[] = [];
    const hydrated = app();
    hydrated.config.warnHandler = (message) => warnings.push(message);
    hydrated.mount(host);
    mounted.push({ host, app: hydrated, unmount: () => (hydrated.unmount(), host.remove()) });
    expect(host.querySelector('p.whitespace-pre-wrap')?.textContent).toBe(source);
    await whenRendered(host, 30_000);
    expect(warnings).toEqual([]);
  });

  it('server HTML of a long document skips the same blocks before any script runs', async () => {
    // Rendered as under the server plugin (`vue-addon-kit/server` provides a sanitiser the same way).
    const app = createSSRApp({ render: () => h(AddonMarkdownRemark, { source: longSource() }) });
    app.provide(SERVER_SANITIZER_KEY, createSanitizer(window));
    const host = document.createElement('div');
    document.body.append(host);
    try {
      host.innerHTML = await renderToString(app);
      const body = host.querySelector<HTMLElement>('.vak-markdown__body')!;
      expect(body.closest('.vak-markdown')!.getAttribute('aria-busy')).toBe('false');
      expect(body.hasAttribute('data-long')).toBe(true);
      const skipped = (selector: string) => [...body.querySelectorAll(selector)].map((e) => getComputedStyle(e).contentVisibility);
      expect(skipped(':scope > h2').every((v) => v === 'auto')).toBe(true);
      expect(skipped(':scope > p').every((v) => v === 'auto')).toBe(true);
      expect(skipped(':scope > :is(ul, ol, blockquote)')).toEqual(['auto', 'auto', 'auto', 'visible', 'auto', 'visible', 'visible', 'visible']);
    } finally {
      host.remove();
    }
  });

  it.each(MARKDOWN_SIZES)('blockquotes and lists take the same heights and gaps as in a short document (size %s)', async (size) => {
    const long = await render(longSource(), size);
    const short = await render(`A paragraph.\n\n${SAMPLE}`, size);
    /** Heights of the sample's top-level blocks and the gaps between them, each once in view (laid out). */
    const measure = async (body: HTMLElement) => {
      const first = [...body.querySelectorAll<HTMLElement>(':scope > blockquote')].at(-SAMPLE_QUOTES)!;
      const blocks = [first];
      for (let next = first.nextElementSibling; next; next = next.nextElementSibling) blocks.push(next as HTMLElement);
      const sample = blocks.filter((e) => e.matches('ul, ol, blockquote, p'));
      for (const block of sample) {
        block.scrollIntoView();
        await twoFrames();
      }
      const box = (e: HTMLElement) => e.getBoundingClientRect();
      return {
        tags: sample.map((e) => e.tagName),
        skipped: sample.filter((e) => e.matches('ul, ol, blockquote')).map((e) => getComputedStyle(e).contentVisibility),
        heights: sample.map((e) => Math.round(box(e).height)),
        gaps: sample.slice(1).map((e, i) => Math.round(box(e).top - box(sample[i]!).bottom)),
      };
    };
    const { skipped, ...shortBoxes } = await measure(short);
    expect(shortBoxes.tags).toHaveLength(15);
    expect(skipped).toEqual(Array(8).fill('visible'));
    const { skipped: longSkipped, ...longBoxes } = await measure(long);
    // Lists and quotes with only paragraphs or text at their edges are skipped when out of view.
    expect(longSkipped).toEqual(['auto', 'auto', 'auto', 'visible', 'auto', 'visible', 'visible', 'visible']);
    expect(longBoxes).toEqual(shortBoxes);
  });

  it('a focused link at the edge of a skipped block shows its whole focus ring', async () => {
    // An app's own focus ring, 5 px outside the link's box (2 px offset, 3 px wide).
    const style = document.createElement('style');
    style.textContent = '.vak-markdown a:focus { outline: 3px solid rgb(255, 0, 0); outline-offset: 2px; }';
    document.head.append(style);
    try {
      const body = await render(`${longSource()}\n[A link](https://example.com/first) opens this paragraph.\n`);
      const host = body.closest<HTMLElement>('.vak-markdown')!.parentElement!;
      host.style.padding = '24px';
      const link = body.querySelector<HTMLElement>(':scope > p:last-child > a')!;
      const paragraph = link.parentElement!;
      expect(getComputedStyle(paragraph).contentVisibility).toBe('auto');
      await scrollIntoViewSettled(link);
      link.focus();
      await twoFrames();
      // The pixels around the link only, through a transparent fixed frame over it: a screenshot of
      // the whole (very tall) document would first scroll to its top, where this paragraph is off
      // screen and so not painted at all.
      const [linkBox, paragraphBox] = [link.getBoundingClientRect(), paragraph.getBoundingClientRect()];
      expect(linkBox.top).toBeGreaterThanOrEqual(8);
      expect(linkBox.bottom).toBeLessThanOrEqual(window.innerHeight - 8);
      const frame = document.createElement('div');
      Object.assign(frame.style, {
        position: 'fixed',
        left: `${paragraphBox.left - 12}px`,
        top: `${linkBox.top - 8}px`,
        width: `${linkBox.width + 24}px`,
        height: `${linkBox.height + 16}px`,
        pointerEvents: 'none',
      });
      document.body.append(frame);
      const shot = await page.screenshot({ element: frame, save: false });
      frame.remove();
      const image = new Image();
      image.src = `data:image/png;base64,${shot}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      // The strip left of the paragraph, where the ring's left side is drawn.
      const scale = image.width / (linkBox.width + 24);
      const [x, y] = [Math.round(6 * scale), Math.round(8 * scale)];
      const strip = context.getImageData(x, y, Math.round(6 * scale), Math.round(linkBox.height * scale)).data;
      let red = 0;
      for (let i = 0; i < strip.length; i += 4) if (strip[i]! > 200 && strip[i + 1]! < 80 && strip[i + 2]! < 80) red++;
      // 3 px of ring for the link's whole height (less a little anti-aliasing).
      expect(red).toBeGreaterThanOrEqual(Math.floor(3 * linkBox.height * scale * scale * 0.9));
    } finally {
      style.remove();
    }
  });
});
