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
 * Sanitising calls after which {@link createServerSanitizer} moves to a new jsdom window. jsdom 29
 * (the last release for Node 20) tracks every element with an `id` in any document its window
 * created as a named property of that window, so each document DOMPurify parses stays alive as long
 * as the window does: ~0.7 MB per call for HTML with 20 headings, a server out of memory after a few
 * thousand renders. Closing the window every 100 calls bounds that to what 100 calls leave (jsdom 31
 * tracks the window's own document only, but needs Node 22.22).
 */
const CALLS_PER_WINDOW = 100;

/**
 * A sanitiser over a jsdom window (DOMPurify's documented server setup), with the same rules as in
 * the browser. Its window has no origin, so every absolute link counts as external
 * (`rel="noopener noreferrer"`). It replaces its window every {@link CALLS_PER_WINDOW} calls, closing
 * the old one (sanitising is synchronous: no call is under way then). Each sanitiser keeps a window
 * (~3 MB): keep one per process ({@link serverSanitizer} does).
 */
export function createServerSanitizer(): Sanitizer {
  let window: JSDOM['window'] | undefined;
  let sanitize: Sanitizer | undefined;
  let calls = 0;
  return (html) => {
    if (!sanitize || calls === CALLS_PER_WINDOW) {
      window?.close();
      window = new JSDOM('').window;
      sanitize = createSanitizer(window as unknown as Window);
      calls = 0;
    }
    calls++;
    return sanitize(html);
  };
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
