import { afterEach, describe, expect, it } from 'vitest';
import { chromiumPath, SYSTEM_CHROMIUM } from './browser.mjs';

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
