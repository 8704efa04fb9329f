/**
 * Renders of one renderer running at the same time share token objects (the tail lexer hands a
 * remembered document's tokens to every render of it): each render's output holds the heading ids and
 * code HTML it computed itself, whatever another render wrote on those tokens meanwhile.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { loadLanguage } from './highlight/highlighter';
import { createMarkdownRenderer } from './renderer';
import { createSanitizer } from './sanitize/sanitizer';

// The grammar loads the renderer asks for, under the test's control (the highlighter's own loads stay real).
vi.mock('./highlight/highlighter', async (importOriginal) => {
  const real = await importOriginal<typeof import('./highlight/highlighter')>();
  return { ...real, loadLanguage: vi.fn(real.loadLanguage) };
});

const sanitize = createSanitizer(new JSDOM('').window as unknown as Window);

/** A list item holding two TypeScript blocks: code below a block, rendered through marked's parser. */
const DOCUMENT = '- Two blocks:\n\n  ```ts\n  const first: number = 1;\n  ```\n\n  ```ts\n  const second: string = "2";\n  ```\n';

/** Whether each code block of `html` shows TypeScript's keyword colour (it was highlighted as TypeScript). */
const keywordColoured = (html: string) => html.split('<div class="vak-code" ').slice(1).map((block) => block.includes('--shiki-light:#CF222E'));

describe('renders sharing tokens', () => {
  it('a render shows the code it highlighted itself, not what a concurrent render of the same document wrote on the shared tokens', async () => {
    const langs = ['ts'];
    // What the document renders to with every grammar load succeeding.
    const expected = await createMarkdownRenderer({ langs, sanitize }).render(DOCUMENT);
    expect(keywordColoured(expected)).toEqual([true, true]);

    const renderer = createMarkdownRenderer({ langs, sanitize });
    const real = vi.mocked(loadLanguage).getMockImplementation()!;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let atSecondBlock!: () => void;
    const firstAtSecondBlock = new Promise<void>((resolve) => (atSecondBlock = resolve));
    vi.mocked(loadLanguage)
      // Render A: preloads; the grammar download fails for its first block (shown as plain text, not
      // cached); its second block waits for the gate.
      .mockImplementationOnce(real)
      .mockImplementationOnce(async () => false)
      .mockImplementationOnce(async (...args) => {
        atSecondBlock();
        await gate;
        return real(...args);
      });
    // Render B: every load succeeds.

    const first = renderer.render(DOCUMENT);
    await firstAtSecondBlock;
    // Same source: B gets A's token objects from the tail lexer, and renders the list meanwhile.
    expect(await renderer.render(DOCUMENT)).toBe(expected);
    release();
    expect(keywordColoured(await first)).toEqual([false, true]);
  });

  it('a block holding a code block whose grammar failed to load is not cached: the next render highlights it', async () => {
    const langs = ['ts'];
    const renderer = createMarkdownRenderer({ langs, sanitize });
    const real = vi.mocked(loadLanguage).getMockImplementation()!;
    // The first render's grammar loads fail (offline, a failed chunk): both blocks show plain text.
    vi.mocked(loadLanguage).mockImplementationOnce(async () => false).mockImplementationOnce(async () => false).mockImplementationOnce(async () => false);
    expect(keywordColoured(await renderer.render(DOCUMENT))).toEqual([false, false]);
    vi.mocked(loadLanguage).mockImplementation(real);
    // The same document again, the loads now succeeding: the list is rendered, not taken from the cache.
    expect(keywordColoured(await renderer.render(DOCUMENT))).toEqual([true, true]);
  });

  it('the same inside raw HTML (a `<details>` unit)', async () => {
    const langs = ['ts'];
    const renderer = createMarkdownRenderer({ langs, sanitize });
    const real = vi.mocked(loadLanguage).getMockImplementation()!;
    const inDetails = '<details>\n<summary>Code</summary>\n\n```ts\nconst first: number = 1;\n```\n\n</details>\n';
    vi.mocked(loadLanguage).mockImplementationOnce(async () => false).mockImplementationOnce(async () => false);
    expect(keywordColoured(await renderer.render(inDetails))).toEqual([false]);
    vi.mocked(loadLanguage).mockImplementation(real);
    expect(keywordColoured(await renderer.render(inDetails))).toEqual([true]);
  });
});
