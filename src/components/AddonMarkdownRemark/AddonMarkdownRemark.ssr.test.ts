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
});
