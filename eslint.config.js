// Flat config: typescript-eslint + eslint-plugin-vue + eslint-plugin-storybook.
import storybook from 'eslint-plugin-storybook';
import pluginVue from 'eslint-plugin-vue';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'node_modules/**', '**/__screenshots__/**', 'consumers/*/dist/**', 'consumers/*/node_modules/**', 'consumers/*/.nuxt/**', 'consumers/*/.output/**', '.bench/**', 'src/markdown/highlight/fast-engine/generated/**'] },
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  ...storybook.configs['flat/recommended'],
  {
    rules: {
      // Prettier-free formatting: the template style rules below are covered by review.
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/no-v-html': 'off',
      // Render functions in stories and benchmarks create several small components per file.
      'vue/one-component-per-file': 'off',
    },
  },
  {
    // Nuxt pages are named by their route file (index.vue, carousel.vue).
    files: ['consumers/nuxt/app/pages/**/*.vue'],
    rules: { 'vue/multi-word-component-names': 'off' },
  },
);
