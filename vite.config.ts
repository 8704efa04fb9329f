import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import vue from '@vitejs/plugin-vue';
import { defineConfig, type UserConfig } from 'vite';
import dts from 'vite-plugin-dts';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * Public entry points: `vue-addon-kit`, `vue-addon-kit/carousel`, `vue-addon-kit/markdown`, and for
 * servers only `vue-addon-kit/server` (jsdom sanitiser) and `vue-addon-kit/nuxt` (the Nuxt module).
 */
const ENTRIES = {
  index: 'src/index.ts',
  carousel: 'src/carousel.ts',
  markdown: 'src/markdown.ts',
  server: 'src/server.ts',
  nuxt: 'src/nuxt/module.ts',
};

/** Runtime libraries the package imports but never bundles (dependencies or peers of the package). */
const EXTERNAL =
  /^(vue|vue-router|vue3-carousel|marked|marked-alert|marked-footnote|shiki|@shikijs\/[^/]+|oniguruma-to-es|dompurify|morphdom|remend|@iconify\/vue|github-slugger|entities|jsdom|@nuxt\/kit|node:.*)(\/.*)?$/;

/**
 * Declarations must resolve under `moduleResolution: "NodeNext"` too, which needs explicit
 * extensions: rewrite every relative specifier in the emitted .d.ts files to the file it names
 * (`./types` → `./types.js`, `./components/X` → `./components/X/index.js`, `./X.vue` → `./X.vue.js`,
 * whose declaration is the emitted `X.vue.d.ts`).
 */
function withExtensions(filePath: string, content: string): string {
  const srcDir = join(root, 'src', relative(join(root, 'dist'), dirname(filePath)));
  return content.replace(/(from\s+|import\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g, (match, lead: string, quote: string, spec: string) => {
    if (/\.(js|mjs|css)$/.test(spec)) return match;
    let target = spec;
    if (spec.endsWith('.vue')) target = `${spec}.js`;
    else if (existsSync(resolve(srcDir, `${spec}.ts`)) || existsSync(resolve(srcDir, `${spec}.vue`))) target = `${spec}.js`;
    else if (existsSync(resolve(srcDir, spec, 'index.ts'))) target = `${spec}/index.js`;
    return `${lead}${quote}${target}${quote}`;
  });
}

/** What Storybook, Vitest and the library build share. */
export function baseConfig(): UserConfig {
  return {
    plugins: [vue(), tailwindcss()],
    // Pre-bundled up front: discovering them mid-run makes Vite reload and load Vue twice.
    optimizeDeps: { include: ['vue3-carousel', '@iconify/vue', 'vue-router'] },
  };
}

export default defineConfig(({ mode }) => {
  const config = baseConfig();
  // `vite build --mode lib` (npm run build) builds the package; Storybook and Vitest use the plain config.
  if (mode !== 'lib') return config;
  // The package is a production build whoever runs it: under a test runner (NODE_ENV=test, as when the
  // consumer suite runs `npm pack`) Vite would otherwise compile the SFCs with development-only
  // runtime prop checks. Read by Vite after this function returns.
  process.env.NODE_ENV = 'production';
  // Development diagnostics (`isDev` in src/dev.ts) are decided where the package runs, not here: the
  // build leaves `import.meta.env.DEV` unknown, and the package reads `process.env.NODE_ENV`, which the
  // app's bundler sets (Vite, webpack, Nuxt: "development" in its dev server) and Node has on a server.
  config.define = { ...config.define, 'import.meta.env.DEV': 'undefined' };
  config.plugins!.push(
    dts({
      processor: 'vue',
      tsconfigPath: 'tsconfig.build.json',
      entryRoot: 'src',
      outDirs: 'dist',
      beforeWriteFile: (filePath, content) => ({ filePath, content: withExtensions(filePath, content) }),
    }),
  );
  config.build = {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for local debugging, not referenced from the scripts: the tarball leaves them out
    // (package.json `files`), and a reference to a missing map makes devtools and dev servers warn.
    sourcemap: 'hidden',
    cssCodeSplit: false,
    lib: {
      entry: Object.fromEntries(Object.entries(ENTRIES).filter(([, file]) => existsSync(join(root, file)))),
      formats: ['es'],
      cssFileName: 'style',
    },
    rolldownOptions: {
      // CSS imported from dependencies (vue3-carousel's stylesheet) is bundled into style.css.
      external: (id) => EXTERNAL.test(id) && !id.endsWith('.css'),
      output: {
        // Generated grammar modules (pre-converted grammars and long patterns, loaded on a language's
        // first use) are named `grammar-…`, so the Nuxt module can keep them out of prefetch by name.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && /[\\/]fast-engine[\\/]generated[\\/]/.test(chunk.facadeModuleId) ? 'chunks/grammar-[name]-[hash].js' : 'chunks/[name]-[hash].js',
        // One chunk per carousel (and one for what they share), so an app that imports only
        // AddonCarouselTeam never loads AddonCarouselIcons' chunk and its `@iconify/vue` import.
        codeSplitting: {
          groups: [
            { name: 'carousel-icons', test: /[\\/]AddonCarouselIcons[\\/]/, priority: 10 },
            { name: 'carousel-team', test: /[\\/]AddonCarouselTeam[\\/]/, priority: 10 },
            { name: 'carousel', test: /[\\/]src[\\/]carousel[\\/]|[\\/]vue3-carousel[\\/]/, priority: 20 },
            // What both features import (development diagnostics, the server-HTML check): a chunk of
            // its own, so the markdown entry never imports the carousel chunk (and vue3-carousel) to
            // reach `warnOnce` or `showsServerHtml`.
            { name: 'shared', test: /[\\/]src[\\/](?:dev|mount-kind)\.ts$/, priority: 30 },
          ],
        },
      },
    },
  };
  return config;
});
