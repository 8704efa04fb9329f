/**
 * What the markdown component renders, for readers with low vision, zoom or a screen reader, in
 * Chromium:
 * - line numbers keep 4.5:1 against their code block in light and dark (WCAG 1.4.3), and are
 *   generated content with an empty alternative text (screen readers read the code, not "1 2 3");
 * - in a 320 px column a long URL, word or inline code wraps: nothing runs past the column, where it
 *   could be neither seen nor reached (WCAG 1.4.10);
 * - `announceFinished: true` reads the answer's text without the code blocks' controls, footnote
 *   references and back-links, with its blocks apart, and leaves the status region afterwards;
 * - each prose block reads in the direction of its own first strong character (`dir="auto"`, as
 *   GitHub renders), a Persian answer in a left-to-right page and English in a right-to-left one;
 *   code blocks stay left to right;
 * - two components with footnotes on one page (a chat history) share no id, and each footnote
 *   reference and back-link leads within its own component; the document's own headings and links
 *   keep their ids, also those that start with `footnote-`.
 */
import '../../src/styles.css';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp, h, nextTick, shallowReactive } from 'vue';
import AddonMarkdownRemark from '../../src/components/AddonMarkdownRemark/AddonMarkdownRemark.vue';
import type { AddonMarkdownRemarkExposed, AddonMarkdownRemarkProps } from '../../src/components/AddonMarkdownRemark/types';
import { mountMarkdown, whenRendered, type Mounted } from './support';

let mounted: Mounted[] = [];
afterEach(() => {
  for (const m of mounted) m.unmount();
  mounted = [];
  vi.useRealTimers();
});

async function render(props: AddonMarkdownRemarkProps, width?: string): Promise<HTMLElement> {
  const m = mountMarkdown(props);
  mounted.push(m);
  if (width) m.host.style.width = width;
  await whenRendered(m.host);
  return m.host;
}

/** `rgb(…)`/`rgba(…)` → [r, g, b, a]. */
function rgba(color: string): [number, number, number, number] {
  const [r = 0, g = 0, b = 0, a = 1] = color.match(/[\d.]+/g)!.map(Number);
  return [r, g, b, a];
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: readonly number[]): number {
  const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

/** Contrast of a line number (its colour at its opacity, over the block's background) against that background. */
function lineNumberContrast(block: HTMLElement): number {
  const line = block.querySelector('.line')!;
  const before = getComputedStyle(line, '::before');
  const [r, g, b, a] = rgba(before.color);
  const alpha = a * Number(before.opacity);
  // The nearest painted background behind the line (the frame's, the page's).
  let painted: Element | null = line;
  let background = rgba('rgba(255, 255, 255, 1)');
  for (; painted; painted = painted.parentElement) {
    const color = rgba(getComputedStyle(painted).backgroundColor);
    if (color[3] > 0) {
      background = color;
      break;
    }
  }
  const shown = [r, g, b].map((c, i) => c * alpha + background[i]! * (1 - alpha));
  const [light, dark] = [luminance(shown), luminance(background)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('line numbers', () => {
  it.each(['light', 'dark'] as const)('keep 4.5:1 against the code in %s mode, and screen readers skip them', async (mode) => {
    const host = await render({ source: '```ts\nconst a = 1;\nconst b = 2;\n```', mode });
    const block = host.querySelector<HTMLElement>('.vak-code')!;
    expect(lineNumberContrast(block)).toBeGreaterThanOrEqual(4.5);
    expect(getComputedStyle(block.querySelector('.line')!, '::before').content).toBe('"1" / ""');
  });
});

describe('a 320 px column', () => {
  it('wraps a long URL, a long word and long inline code: nothing runs past the column', async () => {
    const long = 'x'.repeat(120);
    const host = await render({ source: `# Supercalifragilistic${long}\n\nSee https://example.com/${long} now, \`${long}\` and ${long}.` }, '320px');
    const column = host.getBoundingClientRect();
    const past = [...host.querySelectorAll<HTMLElement>('h1, p, a, code')]
      .filter((el) => el.getBoundingClientRect().right > column.right + 1)
      .map((el) => `${el.localName} ${Math.round(el.getBoundingClientRect().right)} px`);
    expect(past).toEqual([]);
  });
});

describe('text direction', () => {
  /** Persian prose, a list and a table, English prose, a code block: one answer, two directions. */
  const MIXED = [
    '## راهنمای شروع',
    'این بسته اجزای **دسترس‌پذیر** فراهم می‌کند.',
    '- نمایش کد\n- حالت تاریک',
    '> نقل قول',
    '| ویژگی | وضعیت |\n| --- | --- |\n| راست به چپ | بله |',
    'English prose after it, with `npm install` in it.',
    '```bash\nnpm install vue-addon-kit\n```',
  ].join('\n\n');

  it.each(['ltr', 'rtl'] as const)('gives each prose block the direction of its own text and keeps code left to right, in a %s page', async (page) => {
    document.documentElement.dir = page;
    try {
      const host = await render({ source: MIXED });
      const direction = (selector: string) => getComputedStyle(host.querySelector(selector)!).direction;
      expect({
        heading: direction('h2'),
        paragraph: direction('p'),
        list: direction('ul'),
        quote: direction('blockquote > p'),
        table: direction('table'),
        english: direction(':scope .vak-markdown__body > p:last-of-type'),
        code: direction('pre'),
      }).toEqual({ heading: 'rtl', paragraph: 'rtl', list: 'rtl', quote: 'rtl', table: 'rtl', english: 'ltr', code: 'ltr' });
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });
});

describe('announceFinished: true', () => {
  it("reads the answer's text without the controls, footnote references and back-links, and then leaves the region", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const props = shallowReactive<AddonMarkdownRemarkProps>({ source: '', streaming: true, announceFinished: true });
    let exposed: AddonMarkdownRemarkExposed | undefined;
    const host = document.createElement('div');
    document.body.append(host);
    const app = createApp({ render: () => h(AddonMarkdownRemark, { ...props, ref: (el) => (exposed = (el ?? undefined) as AddonMarkdownRemarkExposed | undefined) }) });
    app.mount(host);
    mounted.push({ host, app, unmount: () => (app.unmount(), host.remove()) });
    props.source = '# Answer\n\nFirst para.\n\n```ts\nconst a = 1;\n```\n\n- one\n- two\n\nSee[^1].\n\n[^1]: A note.';
    await nextTick();
    await exposed!.rendered();
    props.streaming = false;
    await nextTick();
    const status = host.querySelector('[role="status"]')!;
    await vi.waitFor(() => expect(status.textContent).not.toBe(''));
    expect(status.textContent).toBe('Answer First para. const a = 1; one two See. A note.');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(status.textContent).toBe('');
  });
});

describe('two components with footnotes on one page', () => {
  it('share no id, and every footnote reference and back-link leads within its own component', async () => {
    const source = '## Intro\n\nA claim[^1] and another[^1].\n\n[^1]: The source.';
    // One app, as a chat history (two apps on one page give each its own `app.config.idPrefix`).
    const page = document.createElement('div');
    document.body.append(page);
    const app = createApp({ render: () => [h('div', [h(AddonMarkdownRemark, { source })]), h('div', [h(AddonMarkdownRemark, { source })])] });
    app.mount(page);
    mounted.push({ host: page, app, unmount: () => (app.unmount(), page.remove()) });
    const hosts = [...page.children] as HTMLElement[];
    for (const host of hosts) await whenRendered(host);
    const ids = hosts.flatMap((host) => [...host.querySelectorAll('[id]')].map((el) => el.id)).filter((id) => id.includes('footnote'));
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ids).size).toBe(ids.length);
    for (const host of hosts) {
      const links = [...host.querySelectorAll<HTMLAnchorElement>('a[href^="#"][data-footnote-ref], a[href^="#"][data-footnote-backref]')];
      expect(links.length).toBeGreaterThanOrEqual(3);
      for (const link of links) expect(host.contains(document.getElementById(link.getAttribute('href')!.slice(1)))).toBe(true);
      const described = host.querySelector('[aria-describedby]')!.getAttribute('aria-describedby')!;
      expect(host.contains(document.getElementById(described))).toBe(true);
    }
  });

  it("keeps the document's own ids that start with footnote- as written, and none of them twice", async () => {
    const host = await render({ source: '## Footnote handling\n\n## Footnote label\n\nSee [the handling](#footnote-handling), a claim[^1].\n\n[^1]: The source.' });
    const ids = [...host.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.slice(0, 2)).toEqual(['footnote-handling', 'footnote-label']);
    expect(new Set(ids).size).toBe(ids.length);
    expect(host.querySelector('a[href="#footnote-handling"]')).not.toBeNull();
    expect(host.querySelector('[aria-describedby]')!.getAttribute('aria-describedby')).toMatch(/^.+-footnote-label$/);
  });
});
