import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The case-6 page to build (`stream-<name>.html`), set by bench/run.mjs. */
const name = process.env.BENCH_STREAM_PAGE ?? 'ours';
/** Each page's adapter module (`bench/src/stream-renderer.ts` is ours). */
const ADAPTERS: Record<string, string> = {
  markstream: 'src/stream-peers/markstream.ts',
  streamdown: 'src/stream-peers/streamdown.ts',
  vueStreamMarkdown: 'src/stream-peers/vue-stream-markdown.ts',
};

// Production build of one case-6 page on its own, as an app that uses only that renderer would ship
// it: no chunk is shared with another renderer's page, so each page's initial JS holds only what its
// renderer needs (a build of all pages together puts the union of what they use from Vue in one chunk).
export default defineConfig({
  root: here,
  base: './',
  plugins: [vue()],
  resolve: { alias: ADAPTERS[name] ? [{ find: /^\.\/stream-renderer$/, replacement: resolve(here, ADAPTERS[name]) }] : [] },
  logLevel: 'warn',
  build: {
    outDir: resolve(here, `../.bench/dist/stream/${name}`),
    emptyOutDir: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 10_000,
    rolldownOptions: { input: { [`stream-${name}`]: resolve(here, `stream-${name}.html`) } },
  },
});
