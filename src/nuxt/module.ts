/**
 * vue-addon-kit/nuxt — Nuxt module (built with `@nuxt/kit`). In `nuxt.config.ts`:
 *
 * ```ts
 * export default defineNuxtConfig({
 *   modules: ['vue-addon-kit/nuxt'],
 *   vueAddonKit: { icons: ['ph:house', 'ph:code'] },
 * })
 * ```
 *
 * It registers the components for auto-import, adds `vue-addon-kit/style.css`, registers the named
 * icons (only those ship), installs the server sanitiser so `AddonMarkdownRemark` sends rendered,
 * highlighted markdown in the server HTML, and keeps shiki's grammar and theme chunks out of Nuxt's
 * `<link rel="prefetch">` tags (they load when a document needs them).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { addComponent, addPluginTemplate, defineNuxtModule, useLogger } from '@nuxt/kit';
import type { IconifyJSON } from '@iconify/vue';

/** Options of the module, under the `vueAddonKit` key of `nuxt.config`. */
export interface ModuleOptions {
  /**
   * Register `AddonCarouselTeam`, `AddonCarouselIcons`, `AddonMarkdownRemark` and `BaseProse` for
   * auto-import (Nuxt's `addComponent`; each is imported only where a template uses it).
   * @defaultValue true
   */
  components?: boolean;
  /**
   * Add `vue-addon-kit/style.css` to every page (`nuxt.options.css`). Turn off to import it yourself,
   * e.g. to place it in your own cascade-layer order.
   * @defaultValue true
   */
  css?: boolean;
  /**
   * Icons to register with Iconify for `AddonCarouselIcons`, as `prefix:name` (`'ph:house'`). Only these
   * icons ship, to both the client and the server bundle. Each prefix needs its `@iconify-json/<prefix>`
   * package installed in the app. An unknown icon or collection is skipped with one build warning
   * naming it.
   * @defaultValue []
   * @link https://iconify.design/docs/icon-components/vue/add-collection.html
   */
  icons?: string[];
  /**
   * Whole icon collections to register (`'ph'` registers every Phosphor icon: 4.6 MB of JSON — prefer
   * `icons`).
   * @defaultValue []
   */
  iconCollections?: string[];
  /**
   * Render markdown on the server: installs `markdownServerPlugin` from `vue-addon-kit/server` (DOMPurify
   * over jsdom) in the server app, so `AddonMarkdownRemark` sends highlighted HTML. `false` sends the
   * placeholder and renders in the browser (like the component's `clientOnly` prop, for every instance).
   * @defaultValue true
   */
  serverMarkdown?: boolean;
  /**
   * Let Nuxt prefetch shiki's grammar and theme chunks (and the markdown component's other on-demand
   * chunks: GitHub footnotes and alerts, streaming completion). Off by default: Nuxt adds a `<link
   * rel="prefetch">` for the dynamic imports of the chunks a page renders from, which, where the
   * markdown code is in such a chunk (imported from `app.vue`, a layout or a plugin), means every
   * bundled grammar and theme (~310 files); imported from a page component only, Nuxt 4.5 prefetches
   * none of them either way.
   * @defaultValue false
   */
  prefetchGrammars?: boolean;
}

/** Components and the entry point each is imported from. */
export const COMPONENTS = {
  AddonCarouselTeam: 'vue-addon-kit/carousel',
  AddonCarouselIcons: 'vue-addon-kit/carousel',
  AddonMarkdownRemark: 'vue-addon-kit/markdown',
  BaseProse: 'vue-addon-kit/markdown',
} as const;

/**
 * Whether a client-manifest key (a source path) is a chunk the markdown component loads only when a
 * document needs it: a shiki grammar or theme module (`@shikijs/langs`, `@shikijs/themes`, shiki's
 * own `langs`/`themes` folders), one of this package's generated grammar chunks (`grammar-…`), or
 * its GitHub footnotes and alerts, GitHub emoji or streaming-completion chunk.
 */
export function isOnDemandChunk(key: string): boolean {
  return /(?:^|\/)(?:@shikijs\/(?:langs|themes|langs-precompiled)\/|shiki\/dist\/(?:langs|themes)\/|vue-addon-kit\/dist\/chunks\/(?:grammar|github-markdown|github-emoji|streaming)-)/.test(
    key,
  );
}

/** Shape of Nuxt's client manifest entries this module edits (vue-bundle-renderer's `ResourceMeta`). */
interface ManifestEntry {
  imports?: string[];
  dynamicImports?: string[];
  prefetch?: boolean;
  preload?: boolean;
}

/**
 * Keys of the manifest's grammar and theme chunks: those whose key is a grammar or theme source path
 * ({@link isOnDemandChunk}), plus the shared chunks the bundler splits out of them. A grammar that
 * other grammars embed (`html`, `javascript`, `c`, …) lands in a shared chunk keyed `_<hash>.js`
 * with no source path; it counts as a grammar chunk when only grammar chunks import it statically.
 */
export function grammarChunkKeys(manifest: Record<string, ManifestEntry>): Set<string> {
  const keys = new Set(Object.keys(manifest).filter(isOnDemandChunk));
  const importers = new Map<string, string[]>();
  for (const [key, entry] of Object.entries(manifest)) {
    for (const imported of entry.imports ?? []) importers.set(imported, [...(importers.get(imported) ?? []), key]);
  }
  // Grammars embed grammars several levels deep (markdown → html → javascript): repeat until stable.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [key, from] of importers) {
      if (!keys.has(key) && key.startsWith('_') && from.every((k) => keys.has(k))) {
        keys.add(key);
        grew = true;
      }
    }
  }
  return keys;
}

/**
 * Drop grammar and theme chunks ({@link grammarChunkKeys}) from every entry's dynamic imports and from
 * prefetching, so Nuxt writes no `<link rel="prefetch">` for them. Returns how many dynamic imports
 * were dropped.
 */
export function withoutGrammarPrefetch(manifest: Record<string, ManifestEntry>): number {
  const shared = grammarChunkKeys(manifest);
  const isGrammar = (key: string) => shared.has(key) || isOnDemandChunk(key);
  let dropped = 0;
  for (const [key, entry] of Object.entries(manifest)) {
    if (isGrammar(key)) {
      entry.prefetch = false;
      entry.preload = false;
    }
    if (entry.dynamicImports) {
      const kept = entry.dynamicImports.filter((k) => !isGrammar(k));
      dropped += entry.dynamicImports.length - kept.length;
      entry.dynamicImports = kept;
    }
  }
  return dropped;
}

/**
 * The Iconify collections (JSON) holding exactly the named icons (with the icons their aliases point
 * at), read from the app's `@iconify-json/<prefix>` packages; whole collections for `collections`.
 */
export function iconSubsets(rootDir: string, icons: string[], collections: string[], warn: (message: string) => void): IconifyJSON[] {
  const require = createRequire(join(rootDir, 'package.json'));
  const loaded = new Map<string, IconifyJSON | null>();
  const load = (prefix: string): IconifyJSON | null => {
    if (!loaded.has(prefix)) {
      try {
        loaded.set(prefix, JSON.parse(readFileSync(require.resolve(`@iconify-json/${prefix}/icons.json`), 'utf8')) as IconifyJSON);
      } catch {
        warn(`icon collection "${prefix}" not found: install @iconify-json/${prefix}`);
        loaded.set(prefix, null);
      }
    }
    return loaded.get(prefix)!;
  };
  const out = new Map<string, IconifyJSON>();
  for (const prefix of collections) {
    const full = load(prefix);
    if (full) out.set(prefix, full);
  }
  for (const icon of icons) {
    const match = /^([a-z0-9-]+):([a-z0-9-]+)$/.exec(String(icon));
    if (!match) {
      warn(`icon "${String(icon)}" skipped: write it as prefix:name, e.g. ph:house`);
      continue;
    }
    const [, prefix, name] = match as unknown as [string, string, string];
    const full = load(prefix);
    if (!full || collections.includes(prefix)) continue;
    let subset = out.get(prefix);
    if (!subset) {
      const meta = Object.fromEntries(Object.entries(full).filter(([k]) => k !== 'icons' && k !== 'aliases'));
      out.set(prefix, (subset = { ...meta, prefix, icons: {}, aliases: {} }));
    }
    let current = name;
    // Follow aliases to the icon they point at (keeping each alias).
    for (let depth = 0; depth < 8; depth++) {
      if (full.icons[current]) {
        subset.icons[current] = full.icons[current]!;
        break;
      }
      const alias = full.aliases?.[current];
      if (!alias) {
        warn(`icon "${prefix}:${current}" not found in @iconify-json/${prefix}: skipped`);
        break;
      }
      subset.aliases![current] = alias;
      current = alias.parent;
    }
  }
  return [...out.values()];
}

export default defineNuxtModule<ModuleOptions>({
  meta: { name: 'vue-addon-kit', configKey: 'vueAddonKit', compatibility: { nuxt: '>=3.12.0' } },
  defaults: {
    components: true,
    css: true,
    icons: [],
    iconCollections: [],
    serverMarkdown: true,
    prefetchGrammars: false,
  },
  setup(options, nuxt) {
    const logger = useLogger('vue-addon-kit');

    if (options.components !== false) {
      for (const [name, from] of Object.entries(COMPONENTS)) addComponent({ name, export: name, filePath: from });
    }

    if (options.css !== false && !nuxt.options.css.includes('vue-addon-kit/style.css')) {
      nuxt.options.css.push('vue-addon-kit/style.css');
    }

    const icons = Array.isArray(options.icons) ? options.icons : [];
    const collections = Array.isArray(options.iconCollections) ? options.iconCollections : [];
    if (icons.length || collections.length) {
      const subsets = iconSubsets(nuxt.options.rootDir, icons, collections, (message) => logger.warn(message));
      const count = subsets.reduce((n, c) => n + Object.keys(c.icons).length, 0);
      logger.info(`registering ${count} icon(s) from ${subsets.map((c) => c.prefix).join(', ') || 'no collection'}`);
      addPluginTemplate({
        filename: 'vue-addon-kit-icons.mjs',
        getContents: () =>
          [
            "import { addCollection } from 'vue-addon-kit/carousel';",
            "import { defineNuxtPlugin } from '#app/nuxt';",
            `const collections = ${JSON.stringify(subsets)};`,
            "export default defineNuxtPlugin({ name: 'vue-addon-kit:icons', setup() { for (const collection of collections) addCollection(collection); } });",
          ].join('\n'),
      });
    }

    if (options.serverMarkdown !== false) {
      addPluginTemplate({
        filename: 'vue-addon-kit-markdown.server.mjs',
        mode: 'server',
        getContents: () =>
          [
            "import { defineNuxtPlugin } from '#app/nuxt';",
            "import { markdownServerPlugin } from 'vue-addon-kit/server';",
            "export default defineNuxtPlugin({ name: 'vue-addon-kit:markdown-server', setup(nuxtApp) { nuxtApp.vueApp.use(markdownServerPlugin); } });",
          ].join('\n'),
      });
    }

    if (options.prefetchGrammars !== true) {
      nuxt.hook('build:manifest', (manifest: Record<string, ManifestEntry>) => {
        const dropped = withoutGrammarPrefetch(manifest);
        if (dropped) logger.info(`kept ${dropped} grammar/theme chunk(s) out of prefetch links`);
      });
    }
  },
});
