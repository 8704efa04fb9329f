import { chromium } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import { BROWSER_UI_FEATURES_OFF, browserPlan, CHROMIUM_ARGS, chromiumPath, machineFacts, SYSTEM_CHROMIUM, type MachineFacts } from './browser.mjs';

describe('chromiumPath', () => {
  const saved = process.env.CHROMIUM_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = saved;
  });

  it('prefers $CHROMIUM_PATH when it exists', () => {
    process.env.CHROMIUM_PATH = process.execPath;
    expect(chromiumPath()).toBe(process.execPath);
  });

  it('fails loudly when $CHROMIUM_PATH points nowhere', () => {
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    expect(() => chromiumPath()).toThrow(/CHROMIUM_PATH/);
  });

  it('falls back to the system Chromium, or Playwright’s own (undefined)', () => {
    delete process.env.CHROMIUM_PATH;
    expect([SYSTEM_CHROMIUM, undefined]).toContain(chromiumPath());
  });
});

describe('browserPlan (what ensure-browser does)', () => {
  const bare: MachineFacts = { root: true, debian: true, aptGet: '/usr/bin/apt-get' };

  it('uses a browser that exists: the system one first, then Playwright’s own', () => {
    expect(browserPlan({ ...bare, system: '/usr/bin/chromium', playwright: '/pw/chrome' })).toEqual({ action: 'use', path: '/usr/bin/chromium' });
    expect(browserPlan({ ...bare, playwright: '/pw/chrome' })).toEqual({ action: 'use', path: '/pw/chrome' });
  });

  it('installs Debian’s chromium with apt-get as root on Debian when no browser exists', () => {
    expect(browserPlan(bare)).toEqual({ action: 'apt' });
  });

  it('on Ubuntu, whose chromium package is a snap, installs nothing and names Playwright’s install instead', () => {
    for (const root of [true, false]) {
      const plan = browserPlan({ ...bare, root, ubuntu: true });
      expect(plan).toMatchObject({ action: 'fail', message: expect.stringContaining('`npx playwright install --with-deps chromium`') });
      expect(plan).toMatchObject({ message: expect.stringContaining('CHROMIUM_PATH') });
    }
  });

  it('never plans `playwright install`; without rights to install it fails naming the command to run', () => {
    const notRoot = browserPlan({ ...bare, root: false });
    expect(notRoot).toMatchObject({ action: 'fail', message: expect.stringContaining('`sudo apt-get install -y chromium`') });
    const laptop = browserPlan({ root: false, debian: false });
    expect(laptop).toMatchObject({ action: 'fail', message: expect.stringContaining('`npx playwright install chromium`') });
    const rootWithoutApt = browserPlan({ root: true, debian: false });
    expect(rootWithoutApt.action).toBe('fail');
    for (const plan of [notRoot, laptop, rootWithoutApt]) expect(plan).toMatchObject({ message: expect.stringContaining('CHROMIUM_PATH') });
  });

  it('reads this machine’s facts', () => {
    const facts = machineFacts('/nonexistent/playwright-chrome');
    expect(facts.playwright).toBeUndefined();
    expect(typeof facts.root).toBe('boolean');
    if (facts.aptGet) expect(facts.aptGet).toMatch(/\/apt-get$/);
  });
});

describe('CHROMIUM_ARGS', () => {
  it('keeps every feature Playwright turns off, and a new context builds no browser UI beside the page', async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.goto('chrome://version');
      const commandLine = (await page.locator('#command_line').textContent()) ?? '';
      const disabled = commandLine.split(' ').filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));
      // Playwright's switch comes first, ours last; Chromium keeps the last one.
      expect(disabled.length).toBeGreaterThanOrEqual(2);
      const ours = disabled.at(-1)!;
      for (const list of disabled.slice(0, -1)) expect(list.filter((feature) => !ours.includes(feature))).toEqual([]);
      expect(ours).toEqual(expect.arrayContaining(BROWSER_UI_FEATURES_OFF));

      await browser.newContext().then((context) => context.newPage());
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.filter((t) => t.url.startsWith('chrome://omnibox-popup')).map((t) => t.url)).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 30_000);
});
