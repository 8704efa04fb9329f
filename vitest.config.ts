import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/browser.mjs';
import viteConfig from './vite.config';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // The JSON file is what .ci/run counts passed/failed tests from.
      reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
      projects: [
        {
          // Framework-free modules (markdown pipeline, option normalisation) in Node.
          extends: true,
          test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] },
        },
        {
          // Every story is a test in headless Chromium: play function + axe (a11y.test = 'error').
          extends: true,
          plugins: [storybookTest({ configDir })],
          test: {
            name: 'storybook',
            testTimeout: 30_000,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
