/**
 * Long documents (≥ 32 KB of HTML): top-level text blocks are `content-visibility: auto` (blocks out of
 * view are not laid out or painted while the document is appended and scrolled), and blockquotes and
 * lists look as in a short document (same heights and gaps). Skipping itself is shown in a page of its
 * own (offscreen.test.ts): the Vitest browser frame never skips content. While the first render of a
 * long document runs, the busy placeholder shows only the start of its source.
 */
import '../../src/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { createSSRApp, h } from 'vue';
import { renderToString } from 'vue/server-renderer';
import AddonMarkdownRemark from '../../src/components/AddonMarkdownRemark/AddonMarkdownRemark.vue';
import { PLACEHOLDER_MAX_CHARS } from '../../src/components/AddonMarkdownRemark/placeholder';
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
