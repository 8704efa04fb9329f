/**
 * Touch on a phone, in Chromium with touch emulation (375 px, `hasTouch`, `isMobile`), against the
 * package source served by Vite (tests/carousel/touch-page):
 *
 * - a horizontal swipe at the first slide (a page to go back to in history) and at the last slide
 *   (a page to go forward to) leaves the URL unchanged: the browser's swipe-to-navigate gesture never
 *   fires over a carousel (`touch-action: pan-y` on the carousel);
 * - a swipe still moves the carousel (vue3-carousel's touch drag);
 * - a vertical swipe over the carousel still scrolls the page;
 * - a tap on Next of a rotating carousel moves it and leaves rotation running (a finger does not
 *   hover, so nothing pauses it).
 *
 * Swipes are real touch input (CDP `Input.dispatchTouchEvent`), not synthetic DOM events, so the
 * browser's gesture handling and `touch-action` apply as on a phone.
 */
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/browser.mjs';
import { baseConfig } from '../../vite.config.ts';

const root = fileURLToPath(new URL('./touch-page', import.meta.url));
let server: ViteDevServer;
let browser: Browser;
let base = '';

beforeAll(async () => {
  server = await createServer({
    ...baseConfig(),
    configFile: false,
    root,
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  });
  await server.listen();
  const address = server.httpServer!.address();
  if (!address || typeof address === 'string') throw new Error('no server address');
  base = `http://127.0.0.1:${address.port}`;
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A phone-like context with the carousel page between two history entries (back and forward). */
async function openBetween(component: string, start: number): Promise<{ context: BrowserContext; page: Page; url: string }> {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 700 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const url = `${base}/index.html?component=${component}&start=${start}`;
  await page.goto(`${base}/index.html?page=before`);
  await page.goto(url);
  await page.goto(`${base}/index.html?page=after`);
  await page.goBack();
  await page.waitForURL(url);
  await page.getByRole('region').waitFor();
  await page.waitForFunction(() => document.querySelector('[aria-roledescription="slide"][data-visible]'));
  return { context, page, url };
}

/** Touch the carousel's track at mid-height and move by (dx, dy) px in small steps, then lift. */
async function swipe(page: Page, dx: number, dy: number): Promise<void> {
  const box = (await page.locator('.carousel__viewport').boundingBox())!;
  const x0 = dx > 0 ? box.x + 15 : dx < 0 ? box.x + box.width - 15 : box.x + box.width / 2;
  const y0 = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(x0, y0) });
  const steps = 24;
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x0 + (dx * i) / steps, y0 + (dy * i) / steps) });
    await page.waitForTimeout(8);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  // A history navigation (if the browser took the gesture) starts within this time.
  await page.waitForTimeout(1200);
}

const announcement = (page: Page) => page.locator('[aria-live]:not(.carousel__liveregion)').textContent().then((t) => t?.trim());

describe.each(['team', 'icons'])('%s carousel under touch, 375 px', (component) => {
  it('a right swipe at the first slide does not go back in history, and the carousel stays put', async () => {
    const { context, page, url } = await openBetween(component, 0);
    await swipe(page, 300, 0);
    expect(page.url()).toBe(url);
    expect(await page.locator('[aria-roledescription="slide"][data-slide-index="0"]').getAttribute('data-visible')).not.toBeNull();
    await context.close();
  }, 60_000);

  it('a left swipe at the last slide does not go forward in history', async () => {
    const { context, page, url } = await openBetween(component, 11);
    const before = await announcement(page);
    await swipe(page, -300, 0);
    expect(page.url()).toBe(url);
    expect(await announcement(page)).toBe(before);
    await context.close();
  }, 60_000);

  it('a left swipe at the first slide moves the carousel (touch drag works)', async () => {
    const { context, page, url } = await openBetween(component, 0);
    await swipe(page, -200, 0);
    expect(page.url()).toBe(url);
    await expect.poll(() => announcement(page)).toMatch(/^Slides? [2-9](–\d+)? of 12$/);
    await context.close();
  }, 60_000);

  it('a tap on Next moves the carousel and leaves rotation running (a tap is not hover)', async () => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 700 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`${base}/index.html?component=${component}&start=0&autoplay=1500`);
    const region = page.getByRole('region');
    await expect.poll(() => region.getAttribute('data-rotation')).toBe('running');
    await page.getByRole('button', { name: 'Next slide' }).tap();
    await expect.poll(() => announcement(page)).toMatch(/^Slides? 2(–\d+)? of 12$/);
    expect(await region.getAttribute('data-rotation')).toBe('running');
    // The next rotation step still comes.
    await expect.poll(() => announcement(page), { timeout: 4000 }).toMatch(/^Slides? 3(–\d+)? of 12$/);
    expect(await region.getAttribute('data-rotation')).toBe('running');
    await context.close();
  }, 60_000);

  it('a vertical swipe over the carousel scrolls the page', async () => {
    const { context, page } = await openBetween(component, 0);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await swipe(page, 0, -250);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(100);
    await context.close();
  }, 60_000);
});
