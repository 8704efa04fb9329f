// Pre-test step: make sure a Chromium exists. Uses $CHROMIUM_PATH or /usr/bin/chromium when present;
// otherwise (a laptop without Debian's Chromium) installs Playwright's own Chromium once.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumPath } from './browser.mjs';

const system = chromiumPath();
if (system) {
  console.log(`browser: ${system}`);
} else if (existsSync(chromium.executablePath())) {
  console.log(`browser: ${chromium.executablePath()} (Playwright)`);
} else {
  console.log('browser: none found, running `playwright install chromium`');
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
}
