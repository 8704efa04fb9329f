/**
 * vue-addon-kit/server — what a server needs to send rendered markdown in its HTML. Node only: it
 * imports jsdom (DOMPurify needs a DOM to sanitise with), so it must never be imported by code that
 * runs in the browser. The Nuxt module (`vue-addon-kit/nuxt`) installs it for you; with plain Vue SSR,
 * `app.use(markdownServerPlugin)` in the server entry.
 *
 * Without it, `AddonMarkdownRemark` sends its busy placeholder (the escaped source) and renders in the
 * browser after hydration.
 */
import { JSDOM } from 'jsdom';
import type { App, Plugin } from 'vue';
import { createSanitizer, type Sanitizer } from './markdown/sanitize/sanitizer';
import { SERVER_SANITIZER_KEY } from './markdown/ssr';

export { SERVER_SANITIZER_KEY };

/**
 * A sanitiser over a new jsdom window (DOMPurify's documented server setup), with the same rules as
 * in the browser. Its window has no origin, so every absolute link counts as external
 * (`rel="noopener noreferrer"`). Each call creates a window (~3 MB): keep one per process
 * ({@link serverSanitizer} does).
 */
export function createServerSanitizer(): Sanitizer {
  const { window } = new JSDOM('');
  return createSanitizer(window as unknown as Window);
}

let shared: Sanitizer | undefined;

/**
 * The process-wide server sanitiser, created on first use. Safe to share between concurrent requests:
 * sanitising is synchronous and keeps no state between calls.
 */
export function serverSanitizer(): Sanitizer {
  return (shared ??= createServerSanitizer());
}

/**
 * Vue plugin for the server app: provides {@link serverSanitizer} to every `AddonMarkdownRemark`, which
 * then renders its markdown during server rendering (`onServerPrefetch`).
 * @example
 * // entry-server.ts
 * const app = createSSRApp(App);
 * app.use(markdownServerPlugin);
 * const html = await renderToString(app);
 */
export const markdownServerPlugin: Plugin = {
  install(app: App) {
    app.provide(SERVER_SANITIZER_KEY, serverSanitizer());
  },
};
