import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { iconSubsets, isGrammarOrTheme, withoutGrammarPrefetch } from './module';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

describe('vue-addon-kit/nuxt', () => {
  it('keeps grammar and theme chunks out of prefetch, nothing else', () => {
    const manifest = {
      'node_modules/vue-addon-kit/dist/chunks/markdown-X.js': {
        dynamicImports: ['../node_modules/@shikijs/langs/dist/abap.mjs', '../node_modules/@shikijs/themes/dist/nord.mjs', 'node_modules/vue-addon-kit/dist/chunks/typescript-DbHBLms6.js', 'pages/other.vue'],
      },
      '../node_modules/@shikijs/langs/dist/abap.mjs': { prefetch: true },
      'pages/other.vue': { prefetch: true },
    };
    expect(withoutGrammarPrefetch(manifest)).toBe(3);
    expect(manifest['node_modules/vue-addon-kit/dist/chunks/markdown-X.js'].dynamicImports).toEqual(['pages/other.vue']);
    expect(manifest['../node_modules/@shikijs/langs/dist/abap.mjs'].prefetch).toBe(false);
    expect(manifest['pages/other.vue'].prefetch).toBe(true);
    expect(isGrammarOrTheme('node_modules/vue-addon-kit/dist/chunks/carousel-Yeqi3XpC.js')).toBe(false);
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
