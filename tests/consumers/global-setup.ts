/**
 * Runs once before the consumer checks (vitest.consumers.config.ts): `npm pack` (prepack builds
 * dist/), then for each app in consumers/ a copy outside the repository, `npm install` of the tarball
 * and the app's build (scripts/consumer-apps.mjs).
 *
 * A failing step does not abort the run: its outcome is handed to the tests (SETUP_FILE, read by
 * support.ts `setupResult()`),
 * where the check named after the step fails with the step's error and the checks that need its result
 * fail with "not built". Each step's duration is printed.
 *
 * $VAK_CONSUMERS_REUSE=1 keeps the installed tarball and builds (iterating on the checks, not for CI);
 * $VAK_HOST_CSS=<file> skips every step (the host-style check alone on any stylesheet).
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { APPS, ROOT, WORK, buildApp, consumerDir, installApp, lastTarball, pack, prepareApp, run } from '../../scripts/consumer-apps.mjs';

/** Outcome of one setup step: `detail` is the step's summary, or the error message when `ok` is false. */
interface StepResult {
  ok: boolean;
  detail: string;
  seconds: number;
}

/** What the tests receive: the tarball and the outcome of each step (`pack`, `install <app>`, `build <app>`). */
export interface ConsumerSetup {
  work: string;
  /** Files in the tarball (paths relative to the package root) and its size in bytes. */
  files: string[];
  size: number;
  reused: boolean;
  steps: Record<string, StepResult>;
}


/** Where the outcome of the setup steps is handed to the tests (JSON of ConsumerSetup). */
export const SETUP_FILE = join(WORK, 'setup.json');

/** The file the figures of the checks are appended to (tests/consumers/support.ts `figure`). */
export const FIGURES_FILE = join(ROOT, 'test-results/consumers-figures.txt');

function step<T>(steps: Record<string, StepResult>, name: string, fn: () => T): T | undefined {
  const start = performance.now();
  try {
    const value = fn();
    steps[name] = { ok: true, detail: typeof value === 'string' ? value : '', seconds: (performance.now() - start) / 1000 };
    return value;
  } catch (error) {
    steps[name] = { ok: false, detail: String((error as Error)?.message ?? error), seconds: (performance.now() - start) / 1000 };
    return undefined;
  } finally {
    console.log(`consumer setup: ${name} ${steps[name]?.ok ? 'done' : 'FAILED'} in ${steps[name]?.seconds.toFixed(1)} s`);
  }
}

export default function setup() {
  rmSync(FIGURES_FILE, { force: true });
  const steps: Record<string, StepResult> = {};
  const setupResult: ConsumerSetup = { work: WORK, files: [], size: 0, reused: false, steps };
  if (process.env.VAK_HOST_CSS) return handOver(setupResult);
  console.log(`consumer work directory: ${WORK}`);
  let tarball: string | undefined;
  if (process.env.VAK_CONSUMERS_REUSE === '1') {
    tarball = lastTarball();
    setupResult.reused = true;
    setupResult.files = run('tar', ['-tzf', tarball], WORK).split('\n').filter(Boolean).map((f) => f.replace(/^package\//, ''));
    setupResult.size = statSync(tarball).size;
    for (const app of APPS) {
      steps[`install ${app}`] = { ok: true, detail: 'reused', seconds: 0 };
      steps[`build ${app}`] = { ok: true, detail: 'reused', seconds: 0 };
    }
    steps.pack = { ok: true, detail: 'reused', seconds: 0 };
  } else {
    const packed = step(steps, 'pack', () => pack());
    if (packed) {
      tarball = packed.tarball;
      setupResult.files = packed.files;
      setupResult.size = packed.size;
    }
    for (const app of APPS) {
      if (!tarball) {
        steps[`install ${app}`] = { ok: false, detail: 'npm pack failed', seconds: 0 };
        continue;
      }
      const dir = prepareApp(app, tarball);
      step(steps, `install ${app}`, () => installApp(dir));
      if (steps[`install ${app}`]?.ok) step(steps, `build ${app}`, () => buildApp(app, consumerDir(app)));
    }
  }
  handOver(setupResult);
}

function handOver(result: ConsumerSetup): void {
  mkdirSync(dirname(SETUP_FILE), { recursive: true });
  writeFileSync(SETUP_FILE, `${JSON.stringify(result, null, 2)}\n`);
}
