/**
 * Long documents (≥ 32 KB of HTML): top-level text blocks are `content-visibility: auto` (blocks out of
 * view are not laid out or painted while the document is appended and scrolled), and blockquotes and
 * lists look as in a short document (same heights and gaps). Skipping itself is shown in a page of its
 * own (offscreen.test.ts): the Vitest browser frame never skips content.
 */
import '../../src/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { mountMarkdown, whenRendered, type Mounted } from './support';

const SAMPLE = '> A quoted paragraph.\n>\n> And a second one.\n\n- one\n- two\n\n  with a paragraph\n\n1. first\n2. second\n';
/** About 40 KB of HTML: many sections of prose, then the sample at the end. */
const longSource = () =>
  Array.from({ length: 200 }, (_, i) => `## Section ${i + 1}\n\nSome *prose* with \`code\` and a [link](https://example.com/${i}).\n`).join('\n') + '\n' + SAMPLE;

let mounted: Mounted[] = [];
afterEach(() => {
  for (const m of mounted) m.unmount();
  mounted = [];
});

async function render(source: string) {
  const m = mountMarkdown({ source });
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

  it('blockquotes and lists take the same height and spacing as in a short document', async () => {
    const long = await render(longSource());
    const short = await render(`A paragraph.\n\n${SAMPLE}\nA last paragraph.\n`);
    /** Heights of the sample's blockquote and lists and the gap between them, once in view (laid out). */
    const measure = async (body: HTMLElement) => {
      const quote = [...body.querySelectorAll<HTMLElement>(':scope > blockquote')].at(-1)!;
      quote.scrollIntoView();
      // content-visibility decides what is in view at the next rendering update.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const [ul, ol] = [quote.nextElementSibling as HTMLElement, quote.nextElementSibling!.nextElementSibling as HTMLElement];
      const box = (e: HTMLElement) => e.getBoundingClientRect();
      return {
        heights: [quote, ul, ol].map((e) => Math.round(box(e).height)),
        gaps: [Math.round(box(ul).top - box(quote).bottom), Math.round(box(ol).top - box(ul).bottom)],
      };
    };
    expect(await measure(long)).toEqual(await measure(short));
  });
});
