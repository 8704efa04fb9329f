import { defineConfig } from 'vitest/config';

/**
 * Consumer checks (`npm run test:consumers`, the last step of `npm test`): the packed package installed
 * into the apps of consumers/, type-checked, built, served and checked in Chromium
 * (tests/consumers/). A separate config so the builds and servers never run beside the browser
 * projects of vitest.config.ts on a shared machine.
 */
export default defineConfig({
  test: {
    name: 'consumers',
    environment: 'node',
    include: ['tests/consumers/**/*.test.ts'],
    // npm pack + install + build of every app, before any check (the outcome of each step is a check).
    globalSetup: ['tests/consumers/global-setup.ts'],
    // Harness limits, not budgets: a check that hangs fails instead of blocking the run. The longest
    // checks start `nuxi dev` (20–60 s on 2 cores) or run `nuxi generate` (~15 s).
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // The JSON file is what .ci/run counts passed/failed checks from (scripts/count-results.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results/consumers.json' }]],
  },
});
