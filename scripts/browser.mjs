// Which Chromium the tests, the benchmark and the consumer checks launch.
// Order: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own download
// (undefined executablePath). Shared by vitest.config.ts and scripts/*.mjs.
import { existsSync } from 'node:fs';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** @returns {string | undefined} the executable to launch, or undefined for Playwright's own browser. */
export function chromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

/** Flags that work as root and offline (no background network, no sandbox in containers). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];
