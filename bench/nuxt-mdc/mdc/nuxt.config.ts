// @nuxtjs/mdc highlighting the same languages with the same two themes as vue-addon-kit's defaults,
// all bundled at build time (shiki never fetches a grammar or theme at run time).
export default defineNuxtConfig({
  compatibilityDate: '2026-11-01',
  modules: ['@nuxtjs/mdc'],
  mdc: {
    highlight: {
      theme: { default: 'github-light-default', dark: 'github-dark-default' },
      langs: ['html', 'vue', 'bash', 'dockerfile', 'json', 'yaml', 'markdown', 'diff'],
    },
  },
  devtools: { enabled: false },
  telemetry: false,
});
