import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

// Production build of the carousel bench page (bench/carousel.mjs), as an app would ship it.
export default defineConfig({
  root: here,
  base: './',
  plugins: [vue(), tailwindcss()],
  logLevel: 'warn',
  build: {
    outDir: resolve(here, '../.bench/carousel'),
    emptyOutDir: true,
    reportCompressedSize: false,
    minify: !process.env.BENCH_NO_MINIFY,
    rolldownOptions: { input: { carousel: resolve(here, 'carousel.html') } },
  },
});
