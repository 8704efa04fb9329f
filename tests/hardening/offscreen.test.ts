/**
 * Off-screen work later, in a real page (Chromium, 1280 × 800; the Vitest browser frame never skips
 * content-visibility, so this runs the package source in a page of its own, served by Vite from
 * tests/hardening/offscreen-page): a chat history of 40 messages where messages far below the viewport
 * are skipped by layout and paint (`content-visibility: auto` on the component) with their DOM, text and
 * `aria-busy` final, a copy button in them copies the whole code, find-in-page reaches them, and one
 * scrolled to is rendered.
 */
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/browser.mjs';
import { baseConfig } from '../../vite.config.ts';

const root = fileURLToPath(new URL('./offscreen-page', import.meta.url));
let server: ViteDevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await createServer({ ...baseConfig(), configFile: false, root, logLevel: 'error', server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false } });
  await server.listen();
  const address = server.httpServer!.address();
  if (!address || typeof address === 'string') throw new Error('no server address');
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`http://127.0.0.1:${address.port}/index.html`);
  await page.waitForFunction(() => window.rendered === true, null, { timeout: 60_000 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Whether message `i`'s blockquote is rendered (not in a subtree skipped by content-visibility), after two frames. */
const rendered = (i: number) =>
  page.evaluate(async (index) => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const quote = document.querySelectorAll('.vak-markdown')[index]!.querySelector('blockquote')!;
    return quote.checkVisibility({ contentVisibilityAuto: true });
  }, i);

describe('messages out of view', () => {
  it('a message in view is rendered, one far below is skipped with its DOM, text and aria-busy final', async () => {
    expect(await rendered(0)).toBe(true);
    expect(await rendered(39)).toBe(false);
    const last = await page.evaluate(() => {
      const root = document.querySelectorAll('.vak-markdown')[39]!;
      return { busy: root.getAttribute('aria-busy'), text: root.textContent, top: root.getBoundingClientRect().top };
    });
    expect(last.busy).toBe('false');
    expect(last.text).toContain('Message 39');
    expect(last.top).toBeGreaterThan(2 * 800);
  });

  it('the copy button of a skipped message copies its code, and leaves its style attributes as they were', async () => {
    expect(await rendered(37)).toBe(false);
    const copied = await page.evaluate(async () => {
      const root = document.querySelectorAll('.vak-markdown')[37]!;
      // A line added while the message is skipped (as a streamed answer's next chunk is morphed in).
      root.querySelector('pre code')!.append('\n', Object.assign(document.createElement('span'), { className: 'line', textContent: 'exit' }));
      const texts: string[] = [];
      Object.defineProperty(navigator.clipboard, 'writeText', { value: async (text: string) => void texts.push(text), configurable: true });
      root.querySelector<HTMLElement>('button[data-copy]')!.click();
      for (let i = 0; i < 50 && !texts.length; i++) await new Promise((r) => setTimeout(r, 20));
      return { texts, style: root.getAttribute('style'), blockStyle: root.querySelector('.vak-code')!.getAttribute('style') };
    });
    expect(copied.texts).toEqual(['echo 37\n\n\tdone  \nexit']);
    expect(copied.style).toBeNull();
    expect(copied.blockStyle).not.toContain('content-visibility');
  });

  it('the copy button of a message rendered out of view (never laid out) copies its code', async () => {
    const copied = await page.evaluate(async () => {
      const host = window.mountMessage!('A late message.\n\n```bash\necho late\n\n\tdone\n```\n');
      const texts: string[] = [];
      Object.defineProperty(navigator.clipboard, 'writeText', { value: async (text: string) => void texts.push(text), configurable: true });
      // Clicked as soon as the message is rendered, before the browser renders a frame.
      const innerText = await new Promise<string>((resolve) => {
        new MutationObserver((_, observer) => {
          if (host.querySelector('[aria-busy="false"]') === null) return;
          observer.disconnect();
          const text = host.querySelector<HTMLElement>('pre code')!.innerText;
          host.querySelector<HTMLElement>('button[data-copy]')!.click();
          resolve(text);
        }).observe(host, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
      });
      for (let i = 0; i < 50 && !texts.length; i++) await new Promise((r) => setTimeout(r, 20));
      return { innerText, texts, style: host.querySelector('.vak-markdown')!.getAttribute('style') };
    });
    // What makes this case: Chromium gives a skipped subtree that was never laid out no rendered text.
    expect(copied.innerText).toBe('');
    expect(copied.texts).toEqual(['echo late\n\n\tdone']);
    expect(copied.style).toBeNull();
  });

  it('find-in-page reaches a skipped message, and scrolling to it renders it', async () => {
    // window.find is the page's find-in-page: it searches skipped content and scrolls it into view.
    expect(await page.evaluate(() => (window as unknown as { find: (s: string) => boolean }).find('Message 38'))).toBe(true);
    expect(await rendered(38)).toBe(true);
    await page.evaluate(() => document.querySelectorAll('.vak-markdown')[39]!.scrollIntoView());
    expect(await rendered(39)).toBe(true);
  });
});
