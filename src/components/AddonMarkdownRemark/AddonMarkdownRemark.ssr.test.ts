import { describe, expect, it } from 'vitest';
import { createSSRApp, h } from 'vue';
import { renderToString } from 'vue/server-renderer';
import AddonMarkdownRemark from './AddonMarkdownRemark.vue';

describe('AddonMarkdownRemark on the server', () => {
  it('renders the busy placeholder with the escaped source, without touching a DOM', async () => {
    expect(typeof window).toBe('undefined');
    const app = createSSRApp({
      render: () => h(AddonMarkdownRemark, { source: '# Title <script>x</script>', size: 'lg', mode: 'dark' }),
    });
    const html = await renderToString(app);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('data-mode="dark"');
    expect(html).toContain('prose-lg');
    expect(html).toContain('# Title &lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('keeps the whole source of a long document in the placeholder (text for readers without JavaScript)', async () => {
    const source = `${'A paragraph of prose.\n\n'.repeat(2_000)}The last line.`;
    const html = await renderToString(createSSRApp({ render: () => h(AddonMarkdownRemark, { source }) }));
    expect(html).toContain(`${'A paragraph of prose.\n\n'.repeat(2_000)}The last line.</p>`);
  });
});
