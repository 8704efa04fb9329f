// A Nuxt app as the README's Nuxt section sets it up: the module does components, CSS, icons,
// server-rendered markdown and prefetch links.
export default defineNuxtConfig({
  compatibilityDate: '2026-11-01',
  modules: ['vue-addon-kit/nuxt'],
  vueAddonKit: {
    // Only these four Phosphor icons ship (not the whole 4.7 MB set).
    icons: ['ph:house', 'ph:rocket-launch', 'ph:code', 'ph:palette'],
  },
  devtools: { enabled: false },
  telemetry: false,
  // Hydration mismatches are reported by the production build too (the consumer check counts them).
  vite: { define: { __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'true' } },
});
