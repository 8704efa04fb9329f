import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetWarnings } from '../dev';
import { createMarkdownRenderer } from './renderer';
import { createSanitizer } from './sanitize/sanitizer';

// While `offline.value` is true, loading the GitHub extensions fails as a failed download of their
// chunk does: the renderer's `import('./github-markdown')`, with its set-up, rejects. (The mock
// throws from the set-up: Vitest keeps a module it has loaded once, so the import itself cannot
// fail again in a later test.)
const offline = vi.hoisted(() => ({ value: false }));
vi.mock('./github-markdown', async (importOriginal) => {
  const real = await importOriginal<typeof import('./github-markdown')>();
  return {
    ...real,
    configureMarked: (...args: Parameters<typeof real.configureMarked>) => {
      if (offline.value) throw new TypeError('Failed to fetch dynamically imported module: github-markdown.js');
      return real.configureMarked(...args);
    },
  };
});

const { window } = new JSDOM('', { url: 'https://docs.example.com/guide/' });
const sanitize = createSanitizer(window as unknown as Window);
const alert = '> [!WARNING]\n> Back up first.\n\nText after.';
const footnote = 'A claim.[^1]\n\n[^1]: The source.';

const body = (html: string) => new JSDOM(`<body>${html}</body>`, { url: 'https://docs.example.com/' }).window.document.body;

afterEach(() => {
  offline.value = false;
  vi.restoreAllMocks();
  resetWarnings();
});

describe('GitHub footnotes and alerts whose code fails to load', () => {
  it.each([
    ['an alert', alert, '.markdown-alert-warning', 'Back up first.'],
    ['a footnote', footnote, 'section.footnotes', 'A claim.'],
  ])('render %s without them, warn once, and render it with them once the code loads', async (_, source, selector, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const renderer = createMarkdownRenderer({ sanitize });
    offline.value = true;
    const without = await renderer.render(source);
    await renderer.render(source);
    expect(body(without).querySelector(selector)).toBeNull();
    expect(body(without).textContent).toContain(text);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/GitHub footnotes, alerts and emoji could not be loaded/);

    offline.value = false;
    // Loaded now, and the blocks rendered without the extensions did not come back from the cache.
    expect(body(await renderer.render(source)).querySelector(selector)).not.toBeNull();
  });
});
