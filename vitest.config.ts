import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/browser.mjs';
import { markdownCorpus } from './scripts/markdown-corpus.mjs';
import { baseConfig } from './vite.config.ts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));
const VUE_COMPILER_CORE_BROWSER = createRequire(import.meta.url).resolve('@vue/compiler-core/dist/compiler-core.esm-bundler.js');

/** Headless Chromium through Playwright: system Chromium when present (scripts/browser.mjs). */
const chromiumProvider = (extraArgs: string[] = []) =>
  playwright({
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...extraArgs] },
    // The page holding the test iframe is larger than any story viewport, so the iframe
    // keeps scale 1 and screenshots are taken at real CSS pixels.
    contextOptions: { viewport: { width: 1920, height: 9200 }, deviceScaleFactor: 1 },
  });

/**
 * Every story is a test in headless Chromium: play function + axe (a11y.test = 'error') + screenshot,
 * in the given theme (the `theme` global, as the toolbar sets it).
 */
const storyProject = (theme: 'light' | 'dark'): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [storybookTest({ configDir })],
  optimizeDeps: {
    rolldownOptions: {
      // @storybook/vue3-vite aliases `vue` to its full build (story templates compile at run
      // time). @vitest/browser's dependency bundler resolves @vue/compiler-core to its Node
      // (CommonJS) build for @vue/test-utils, which this project does not use; beside the
      // browser build of compiler-dom that build warns "decodeEntities option is passed but will
      // be ignored in non-browser builds" at every compile. Resolve it (first) to the browser build.
      plugins: [
        {
          name: 'vak:vue-compiler-core-browser-build',
          resolveId: (source: string) => (source === '@vue/compiler-core' ? VUE_COMPILER_CORE_BROWSER : null),
        },
      ],
    },
  },
  test: {
    name: theme === 'light' ? 'storybook' : `storybook-${theme}`,
    // Read by .storybook/preview.ts as the initial theme global.
    env: { VAK_STORY_THEME: theme },
    testTimeout: 60_000,
    setupFiles: ['./.storybook/visual.ts'],
    // VAK_VISUAL=0 skips screenshot comparisons while iterating on a story.
    provide: { visual: process.env.VAK_VISUAL !== '0' },
    browser: {
      enabled: true,
      headless: true,
      // Non-story browser tests render at this size; story tests get @storybook/addon-vitest's
      // frame (1200 × 900) or their named viewport (.storybook/viewports.ts).
      viewport: { width: 1280, height: 1600 },
      expect: {
        toMatchScreenshot: {
          // Time to find two identical captures in a row (not a comparison tolerance). Vitest's 5 s is
          // too short for a page of 50 components on 2 cores while the other browser projects run
          // beside it ("Could not capture a stable screenshot within 5000ms" in CI).
          timeout: 30_000,
          comparatorName: 'pixelmatch',
          comparatorOptions: {
            // Per-pixel colour distance (0–1) below which two pixels count as equal: 0.1 is
            // pixelmatch's default, tolerant of anti-aliasing noise only.
            threshold: 0.1,
            // Up to 0.1 % of the pixels may differ (e.g. sub-pixel glyph rasterisation);
            // a changed colour token or layout shift changes far more than that.
            allowedMismatchedPixelRatio: 0.001,
          },
        },
      },
      provider: chromiumProvider(),
      instances: [{ browser: 'chromium' }],
    },
  },
});

export default mergeConfig(
  baseConfig(),
  defineConfig({
    test: {
      // The JSON file is what .ci/run counts passed/failed tests from.
      reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }], './scripts/visual-reporter.ts'],
      projects: [
        {
          // Framework-free modules (markdown pipeline, option normalisation) in Node.
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
            // tests/consumers/ runs in its own config (vitest.consumers.config.ts).
            exclude: ['**/*.browser.test.ts', '**/node_modules/**', 'tests/consumers/**'],
          },
        },
        {
          // Hardening suites that need a real browser (XSS traps, races, memory) in headless Chromium.
          extends: true,
          test: {
            name: 'browser',
            include: ['tests/**/*.browser.test.ts'],
            testTimeout: 120_000,
            browser: {
              enabled: true,
              headless: true,
              // Exact heap figures and a callable gc() for the memory suite.
              provider: chromiumProvider(['--enable-precise-memory-info', '--js-flags=--expose-gc']),
              instances: [{ browser: 'chromium' }],
              // The README corpus of tests/fidelity/corpus.browser.test.ts, read from node_modules; larger
              // documents are left to the bench (their render time, not their shape, is the point there).
              commands: {
                readmeCorpus: () => markdownCorpus(fileURLToPath(new URL('.', import.meta.url)), { names: ['readme.md'], maxBytes: 300_000 }),
                // The system's colour scheme as the page sees it (`prefers-color-scheme`); `null` restores it.
                emulateColorScheme: ({ page }, colorScheme: 'light' | 'dark' | null) => page.emulateMedia({ colorScheme }),
              },
            },
          },
        },
        storyProject('light'),
        // The same stories again with the theme global set to dark: play functions and axe (colour
        // contrast included) run against the dark rendering, and the dark screenshots are taken here.
        storyProject('dark'),
      ],
    },
  }),
);
