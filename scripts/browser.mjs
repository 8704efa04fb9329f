// Which Chromium the tests, the benchmark and the consumer checks launch.
// Order: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own download
// (undefined executablePath). Shared by vitest.config.ts and scripts/*.mjs.
// `browserPlan` decides what scripts/ensure-browser.mjs does when none of them exists.
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

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

/**
 * The Chromium features Playwright 1.65 turns off at every launch (its `chromiumSwitches`). Chromium
 * keeps only the last `--disable-features` switch, so {@link CHROMIUM_ARGS}' own repeats them;
 * scripts/browser.test.ts fails when Playwright's list holds one that is missing here.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Browser UI that Chromium 156 builds for every new window, i.e. for every Playwright context: the
 * address bar's WebUI popup and its AI-mode variant (two `chrome://omnibox-popup.top-chrome/` pages).
 * On a 2-core machine that work runs beside the page under test: the bench's cold markdown page
 * (our component) painted at 242–383 ms with it and at 198–210 ms without (8 visits each).
 */
export const BROWSER_UI_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

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
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES_OFF].join(',')}`,
];

/**
 * What scripts/ensure-browser.mjs does on this machine, decided from plain facts (testable):
 * - `use`: a browser exists (`path`: $CHROMIUM_PATH, /usr/bin/chromium or Playwright's own);
 * - `apt`: none exists, and this process may install Debian's `chromium` (root, apt-get on PATH,
 *   Debian or a derivative of it other than Ubuntu: Ubuntu ships Chromium only as a snap, whose
 *   `apt-get install` leaves no /usr/bin/chromium and needs snapd, which containers lack);
 * - `fail`: none exists and nothing may be installed from here; `message` names the command to run.
 * Never `playwright install`: it downloads from Playwright's CDN, which offline machines cannot reach,
 * so it is named as a command for a person to run, not run unasked.
 * @param {{ system?: string, playwright?: string, root: boolean, debian: boolean, ubuntu?: boolean, aptGet?: string }} facts
 * @returns {{ action: 'use', path: string } | { action: 'apt' } | { action: 'fail', message: string }}
 */
export function browserPlan(facts) {
  const found = facts.system ?? facts.playwright;
  if (found) return { action: 'use', path: found };
  const debianChromium = facts.debian && !facts.ubuntu && facts.aptGet;
  if (debianChromium && facts.root) return { action: 'apt' };
  const command = debianChromium ? 'sudo apt-get install -y chromium' : facts.ubuntu ? 'npx playwright install --with-deps chromium' : 'npx playwright install chromium';
  return {
    action: 'fail',
    message:
      `No Chromium found (not $CHROMIUM_PATH, not ${SYSTEM_CHROMIUM}, not Playwright's own). ` +
      `Run \`${command}\`${command.startsWith('npx') ? ' (downloads Playwright\'s Chromium; needs internet)' : ''}, ` +
      'or set CHROMIUM_PATH to a Chromium executable, then run the tests again.',
  };
}

/** The facts `browserPlan` needs, read from this machine. `playwright`: Playwright's own executable path. */
export function machineFacts(playwright) {
  let osRelease = '';
  try {
    osRelease = readFileSync('/etc/os-release', 'utf8');
  } catch {
    // not Linux, or a minimal image without it
  }
  const ids = /^ID(?:_LIKE)?=(.*)$/gm;
  const names = [...osRelease.matchAll(ids)].map((m) => m[1]);
  const debian = existsSync('/etc/debian_version') || names.some((name) => /\b(debian|ubuntu)\b/.test(name));
  const ubuntu = names.some((name) => /\bubuntu\b/.test(name));
  const aptGet = (process.env.PATH ?? '').split(delimiter).filter(Boolean).map((dir) => join(dir, 'apt-get')).find((file) => existsSync(file));
  return {
    system: chromiumPath(),
    playwright: playwright && existsSync(playwright) ? playwright : undefined,
    root: process.getuid?.() === 0,
    debian,
    ubuntu,
    aptGet,
  };
}
