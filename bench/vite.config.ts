import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';
import { SOLO_PAGES } from './pages.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
/** Pages built together into `.bench/dist/` (each runs several pipelines in one page, or ours alone). */
const SHARED_PAGES = ['index', 'engine', 'pathological', 'longtask'];
const solo = process.env.BENCH_PAGE;
if (solo !== undefined && !SOLO_PAGES.includes(solo)) throw new Error(`BENCH_PAGE=${solo} is not one of ${SOLO_PAGES.join(', ')}`);
const pages = solo ? [solo] : SHARED_PAGES;
/** `BENCH_MINIFY_DIR=<dir>`: the shared pages again, into `.bench/dist/<dir>/` (bench/run.mjs's second minifier). */
const minifyDir = process.env.BENCH_MINIFY_DIR;

// Production build of the benchmark pages (minified, real chunks), as an app would ship them.
export default defineConfig({
  root: here,
  base: './',
  plugins: [vue()],
  // A cold page's pipeline (bench/src/cold.ts), so its build drops the other pipelines' imports.
  define: solo?.startsWith('cold-') ? { __BENCH_PIPELINE__: JSON.stringify(solo.slice('cold-'.length)) } : {},
  logLevel: 'warn',
  build: {
    outDir: resolve(here, solo ? `../.bench/dist/solo/${solo}` : minifyDir ? `../.bench/dist/${minifyDir}` : '../.bench/dist'),
    emptyOutDir: true,
    reportCompressedSize: false,
    // BENCH_NO_MINIFY=1 keeps function names readable in CPU profiles and traces of the bench pages.
    minify: process.env.BENCH_NO_MINIFY ? false : (process.env.BENCH_MINIFY as 'esbuild' | 'terser' | undefined),
    chunkSizeWarningLimit: 10_000,
    rolldownOptions: {
      input: Object.fromEntries(pages.map((p) => [p, resolve(here, `${p}.html`)])),
      // terser takes most of a build's 7 s, which Rolldown reports as slow plugins on every bench run.
      checks: { bundlerTimings: false },
    },
  },
});
