import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { iconSubsets, isOnDemandChunk, withoutGrammarPrefetch } from './module';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

describe('vue-addon-kit/nuxt', () => {
  it('keeps grammar and theme chunks out of prefetch, nothing else', () => {
    const manifest = {
      'node_modules/vue-addon-kit/dist/chunks/markdown-X.js': {
        dynamicImports: ['../node_modules/@shikijs/langs/dist/abap.mjs', '../node_modules/@shikijs/themes/dist/nord.mjs', 'node_modules/vue-addon-kit/dist/chunks/grammar-typescript-DbHBLms6.js', 'pages/other.vue'],
      },
      '../node_modules/@shikijs/langs/dist/abap.mjs': { prefetch: true },
      'pages/other.vue': { prefetch: true },
    };
    expect(withoutGrammarPrefetch(manifest)).toBe(3);
    expect(manifest['node_modules/vue-addon-kit/dist/chunks/markdown-X.js'].dynamicImports).toEqual(['pages/other.vue']);
    expect(manifest['../node_modules/@shikijs/langs/dist/abap.mjs'].prefetch).toBe(false);
    expect(manifest['pages/other.vue'].prefetch).toBe(true);
    expect(isOnDemandChunk('node_modules/vue-addon-kit/dist/chunks/carousel-Yeqi3XpC.js')).toBe(false);
    expect(isOnDemandChunk('node_modules/vue-addon-kit/dist/chunks/markdown-BHSLINWc.js')).toBe(false);
    // Every generated grammar chunk (pre-converted grammars, long patterns), and the on-demand GitHub and streaming chunks.
    for (const chunk of ['grammar-racket-C_dnEt8R.js', 'grammar-css-CduIZcjb.js', 'grammar-typescript-D02izyh4.js', 'github-markdown-DyhqP-7u.js', 'github-emoji-CsW9p2Qc.js', 'streaming-DehXxXXU.js']) {
      expect(isOnDemandChunk(`node_modules/vue-addon-kit/dist/chunks/${chunk}`)).toBe(true);
    }
  });

  it('also keeps out the shared chunks grammars embed (html, javascript, c, cpp), not a shared chunk app code imports', () => {
    // The shape of a real Nuxt 4.5 client manifest (bench/nuxt-mdc/ours): grammars that other grammars
    // embed are split into shared chunks keyed `_<hash>.js`, without a source path, and the entry's
    // dynamic imports name those chunks.
    const entry = '../node_modules/nuxt/dist/app/entry.js';
    const error404 = '../node_modules/nuxt/dist/app/components/error-404.vue';
    const manifest: Record<string, { imports?: string[]; dynamicImports?: string[]; prefetch?: boolean; preload?: boolean }> = {
      [entry]: { dynamicImports: ['_CLo61o4M.js', '_DVAwP35z.js', '_CQVPPFc8.js', '_51O7KbWC.js', '_BhG0KqP7.js', error404] },
      '../node_modules/@shikijs/langs/dist/vue.mjs': { imports: [entry, '_CLo61o4M.js'], prefetch: true },
      '_CLo61o4M.js': { imports: [entry, '_DVAwP35z.js'], prefetch: true, preload: true }, // html
      '_DVAwP35z.js': { imports: [entry], prefetch: true, preload: true }, // javascript
      '../node_modules/@shikijs/langs/dist/ruby.mjs': { imports: [entry, '_CQVPPFc8.js', '_51O7KbWC.js', '_BhG0KqP7.js'] },
      '_CQVPPFc8.js': { imports: [entry, '_51O7KbWC.js'], prefetch: true, preload: true }, // cpp
      '_51O7KbWC.js': { imports: [entry], prefetch: true, preload: true }, // c
      [error404]: { imports: ['_BhG0KqP7.js'], prefetch: true },
      '_BhG0KqP7.js': { prefetch: true, preload: true }, // _plugin-vue_export-helper: app code imports it too
    };
    expect(withoutGrammarPrefetch(manifest)).toBe(4);
    expect(manifest[entry]!.dynamicImports).toEqual(['_BhG0KqP7.js', error404]);
    for (const shared of ['_CLo61o4M.js', '_DVAwP35z.js', '_CQVPPFc8.js', '_51O7KbWC.js']) expect(manifest[shared]!.prefetch).toBe(false);
    expect(manifest['_BhG0KqP7.js']!.prefetch).toBe(true);
    expect(manifest[error404]!.prefetch).toBe(true);
  });

  it('registers only the named icons (with alias targets) and warns about unknown ones', () => {
    const warnings: string[] = [];
    const [ph, ...rest] = iconSubsets(ROOT, ['ph:house', 'ph:code', 'ph:no-such-icon', 'nonsense', 'nope:house'], [], (m) => warnings.push(m));
    expect(rest).toEqual([]);
    expect(ph!.prefix).toBe('ph');
    expect(Object.keys(ph!.icons).sort()).toEqual(['code', 'house']);
    expect(JSON.stringify(ph).length).toBeLessThan(5_000);
    expect(warnings).toHaveLength(3);
    expect(warnings.join('\n')).toMatch(/ph:no-such-icon[\s\S]*nonsense[\s\S]*@iconify-json\/nope/);
  });
});
