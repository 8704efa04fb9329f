// vue-addon-kit/nuxt with its defaults: AddonMarkdownRemark auto-imported, rendered on the server,
// default languages (html, vue, bash, dockerfile, json, yaml, markdown, diff) and themes
// (github-light-default / github-dark-default).
export default defineNuxtConfig({
  compatibilityDate: '2026-11-01',
  modules: ['vue-addon-kit/nuxt'],
  devtools: { enabled: false },
  telemetry: false,
});
