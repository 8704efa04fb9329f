// Pre-test step: make sure a Chromium exists before any browser test starts.
// Uses $CHROMIUM_PATH, /usr/bin/chromium or Playwright's own Chromium, whichever exists first. When
// none does and this process may install system packages (root with apt-get on Debian or a derivative
// other than Ubuntu, whose chromium is a snap: see browserPlan), it installs Debian's `chromium`
// (apt-get update, then install); otherwise it exits 1 with one message naming the command to run.
// It never runs `playwright install` itself (see browserPlan).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';
import { browserPlan, machineFacts, SYSTEM_CHROMIUM } from './browser.mjs';

let plan;
try {
  plan = browserPlan(machineFacts(chromium.executablePath()));
} catch (error) {
  // $CHROMIUM_PATH names a file that does not exist.
  console.error(`browser: ${error.message}`);
  process.exit(1);
}

if (plan.action === 'use') {
  console.log(`browser: ${plan.path}`);
} else if (plan.action === 'fail') {
  console.error(`browser: ${plan.message}`);
  process.exit(1);
} else {
  console.log("browser: none found; installing Debian's chromium (apt-get update && apt-get install -y chromium)");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const result = spawnSync('apt-get', args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) {
      const tail = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n');
      console.error(`${tail}\nbrowser: \`apt-get ${args.join(' ')}\` failed (exit ${result.status}). Install a Chromium (\`apt-get install -y chromium\`) or set CHROMIUM_PATH, then run the tests again.`);
      process.exit(1);
    }
  }
  if (!existsSync(SYSTEM_CHROMIUM)) {
    console.error(`browser: apt-get installed chromium but ${SYSTEM_CHROMIUM} does not exist; set CHROMIUM_PATH to its executable.`);
    process.exit(1);
  }
  console.log(`browser: ${SYSTEM_CHROMIUM} (installed with apt-get)`);
}
