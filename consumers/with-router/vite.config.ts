import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import vue from '@vitejs/plugin-vue';
import { defineConfig, type Plugin } from 'vite';

/** Phosphor icons the app shows. Only these are bundled: the whole set is 4.5 MB of JSON. */
const PH_ICONS = ['house', 'rocket-launch', 'code', 'palette', 'github-logo', 'caret-left', 'caret-right', 'arrow-right'];

/**
 * `virtual:ph-icons`: the listed icons of `@iconify-json/ph` as an IconifyJSON object, for
 * `addCollection()` from `@iconify/vue` — icons render offline and nothing is fetched from the Iconify API.
 */
function phIcons(names: string[]): Plugin {
  const id = 'virtual:ph-icons';
  return {
    name: 'ph-icons',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return;
      const file = createRequire(import.meta.url).resolve('@iconify-json/ph/icons.json');
      const set = JSON.parse(readFileSync(file, 'utf8'));
      const icons = Object.fromEntries(
        names.map((name) => {
          if (!set.icons[name]) throw new Error(`ph:${name} is not in @iconify-json/ph`);
          return [name, set.icons[name]];
        }),
      );
      return `export default ${JSON.stringify({ prefix: set.prefix, width: set.width, height: set.height, icons })};`;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [vue(), phIcons(PH_ICONS)],
  // Full hydration-mismatch messages in the production build, so the SSR check can say what differed.
  define: { __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'true' },
  build: isSsrBuild
    ? { outDir: 'dist-ssr' }
    : {
        // The manifest lets tests/consumers/apps.test.ts follow which chunks each page loads.
        manifest: true,
        rolldownOptions: { input: { index: 'index.html', ssr: 'ssr.html' } },
      },
}));
