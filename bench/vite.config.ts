import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const pages = ['index', 'engine', 'defaults', 'cold-ours', 'cold-oursComponent', 'cold-markdownIt', 'cold-unified', 'cold-markedFresh', 'pathological', 'longtask'];

// Production build of the benchmark pages (minified, real chunks), as an app would ship them.
export default defineConfig({
  root: here,
  base: './',
  plugins: [vue()],
  logLevel: 'warn',
  build: {
    outDir: resolve(here, '../.bench/dist'),
    emptyOutDir: true,
    reportCompressedSize: false,
    // BENCH_NO_MINIFY=1 keeps function names readable in CPU profiles and traces of the bench pages.
    minify: process.env.BENCH_NO_MINIFY ? false : (process.env.BENCH_MINIFY as 'esbuild' | undefined),
    chunkSizeWarningLimit: 10_000,
    rolldownOptions: { input: Object.fromEntries(pages.map((p) => [p, resolve(here, `${p}.html`)])) },
  },
});
