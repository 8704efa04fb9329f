/**
 * Markdown in the server HTML: `AddonMarkdownRemark` under plain Vue SSR (`vue/server-renderer`) with
 * the `vue-addon-kit/server` plugin renders sanitised, shiki-highlighted HTML in Node. Hydration of
 * this markup in Chromium is checked by tests/consumers/apps.test.ts (with-router SSR and the Nuxt app).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createSSRApp, h } from 'vue';
import { renderToString } from 'vue/server-renderer';
import { AddonMarkdownRemark } from './markdown';
import { createServerSanitizer, markdownServerPlugin } from './server';

const DOC = [
  '# Getting started',
  '',
  'Install <img src=x onerror=alert(1)> it:',
  '',
  '```bash',
  'npm i vue-addon-kit',
  '```',
  '',
  '| a | b |',
  '|---|---|',
  '| 1 | 2 |',
].join('\n');

async function ssr(props: Record<string, unknown>, plugin = true): Promise<string> {
  const app = createSSRApp({ render: () => h(AddonMarkdownRemark, props as { source: string }) });
  if (plugin) app.use(markdownServerPlugin);
  const warnings: unknown[] = [];
  app.config.warnHandler = (msg) => warnings.push(msg);
  const html = await renderToString(app);
  expect(warnings).toEqual([]);
  return html;
}

describe('AddonMarkdownRemark server rendering (vue-addon-kit/server)', () => {
  it('sends headings, tables and highlighted code, not busy, with the hydration key', async () => {
    expect(typeof window).toBe('undefined');
    const html = await ssr({ source: DOC });
    expect(html).toContain('aria-busy="false"');
    expect(html).toMatch(/<h1 id="getting-started" dir="auto">Getting started<\/h1>/);
    expect(html).toContain('<table dir="auto" tabindex="0">');
    expect(html).toMatch(/<pre class="shiki/);
    expect(html).toMatch(/--shiki-light:#[0-9A-Fa-f]{6}/);
    expect(html).toMatch(/data-vak-ssr="[^"]+"/);
    expect(html).toMatch(/data-vak-key="[^"]+"/);
    // Sanitised on the server: the handler is gone, the image stays.
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toContain('whitespace-pre-wrap');
  });

  it("gives footnote ids and their references the component's own prefix (its useId, as in the browser)", async () => {
    const html = await ssr({ source: 'A claim[^1].\n\n[^1]: The source.' });
    const prefix = /data-vak-ssr="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain(`href="#${prefix}-footnote-1"`);
    expect(html).toContain(`id="${prefix}-footnote-1"`);
    expect(html).toContain(`aria-describedby="${prefix}-footnote-label"`);
    expect(html).not.toMatch(/(?:id|href)="#?footnote-/);
  });

  it('renders concurrent requests independently', async () => {
    const docs = ['# One\n\n```json\n{"a": 1}\n```', '# Two\n\n```yaml\nb: 2\n```', '# Three'];
    const out = await Promise.all(docs.map((source) => ssr({ source })));
    expect(out[0]).toContain('>One</h1>');
    expect(out[1]).toContain('>Two</h1>');
    expect(out[2]).toContain('>Three</h1>');
    expect(out[0]).not.toContain('Two');
  });

  it('sends the busy placeholder with clientOnly, or without a server sanitiser', async () => {
    for (const html of [await ssr({ source: DOC, clientOnly: true }), await ssr({ source: DOC }, false)]) {
      expect(html).toContain('aria-busy="true"');
      expect(html).toContain('# Getting started');
      expect(html).not.toContain('class="shiki');
      expect(html).not.toContain('data-vak-key');
    }
  });

  it('the server sanitiser neutralises hostile HTML like the browser one', () => {
    const sanitize = createServerSanitizer();
    const out = sanitize('<a href="javascript:alert(1)">x</a><a href="https://example.com">e</a><style>*{}</style><p style="position:fixed">p</p>');
    expect(out).not.toContain('javascript:');
    expect(out).not.toContain('<style');
    expect(out).not.toContain('position:fixed');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('keeps its memory bounded over thousands of calls (jsdom keeps what its window parsed with ids alive with the window)', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heap = () => (gc(), process.memoryUsage().heapUsed / 2 ** 20);
    // A document with 20 headings, as a README has: each heading has an id.
    const html = Array.from({ length: 20 }, (_, i) => `<h2 id="section-${i}" dir="auto">Section ${i}</h2><p dir="auto">Text of <a href="#s${i}">section ${i}</a>.</p>`).join('');
    const sanitize = createServerSanitizer();
    const clean = sanitize(html);
    const before = heap();
    const retained: number[] = [];
    for (let i = 1; i <= 3_000; i++) {
      expect(sanitize(html)).toBe(clean);
      if (i % 50 === 0) await new Promise((resolve) => setImmediate(resolve)); // requests between renders
      if (i % 1_000 === 0) retained.push(heap() - before);
    }
    // One window for every call: ~0.3 MB more per call (~320, 630, 950 MB). Otherwise what the last
    // windows' calls leave until they are collected, which does not grow with the calls.
    expect(Math.max(...retained)).toBeLessThan(300);
    expect(retained[2]! - retained[0]!).toBeLessThan(100);
  }, 60_000);
});
