/**
 * Server-side rendering of every public component through the package's entry points, in Node (no
 * DOM), as Nuxt or any `vue/server-renderer` host does it. Hydration of this markup in Chromium is
 * checked by tests/consumers/apps.test.ts (consumers/with-router, `/all?ssr`).
 */
import { addCollection } from '@iconify/vue';
import ph from '@iconify-json/ph/icons.json';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSSRApp, h, type Component } from 'vue';
import { renderToString } from 'vue/server-renderer';
import { AddonCarouselIcons, AddonCarouselTeam } from './carousel';
import { AddonMarkdownRemark, BaseProse } from './markdown';

async function render(component: Component, props: Record<string, unknown>, slot?: () => unknown): Promise<string> {
  const app = createSSRApp({ render: () => h(component, props, slot ? { default: slot } : undefined) });
  const warnings: unknown[] = [];
  app.config.warnHandler = (msg) => warnings.push(msg);
  const html = await renderToString(app);
  expect(warnings, 'Vue warnings while rendering on the server').toEqual([]);
  return html;
}

const TEAM = [
  { avatar: '/avatars/ada.png', badge: 'Lead', name: 'Ada Lovelace', role: 'Engineering', text: 'Writes the first program.', to: '/team/ada' },
  { name: 'Grace Hopper', role: 'Compilers', text: 'Makes machines understand people.', to: '/team/grace' },
  { name: 'Linus Torvalds', role: 'Kernels', text: 'Reviews every patch.' },
];
const ICONS = [
  { icon: 'ph:house', title: 'Home', to: '/' },
  { icon: 'ph:code', title: 'Code', to: 'https://example.com/code' },
  { icon: 'ph:palette', title: 'Design' },
];

describe('server-side rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('BaseProse renders its slot inside the prose wrapper', async () => {
    const html = await render(BaseProse, { as: 'article', size: 'lg' }, () => h('p', 'Hello prose'));
    expect(html).toMatch(/^<article class="[^"]*\bprose\b[^"]*\bprose-lg\b/);
    expect(html).toContain('<p>Hello prose</p>');
  });

  it('AddonMarkdownRemark without a server sanitiser renders the busy placeholder holding the (escaped) source', async () => {
    const html = await render(AddonMarkdownRemark, { source: '# Release notes\n\n```bash\nnpm i <pkg>\n```' });
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('# Release notes');
    expect(html).toContain('npm i &lt;pkg&gt;');
    // No markdownServerPlugin in this app: highlighting happens in the browser (src/server.test.ts covers the plugin).
    expect(html).not.toContain('class="shiki');
  });

  describe('carousels', () => {
    // As an app does it: icons come from registered JSON, never from the Iconify API.
    beforeAll(() => {
      addCollection({ prefix: ph.prefix, width: ph.width, height: ph.height, icons: { house: ph.icons.house!, code: ph.icons.code!, palette: ph.icons.palette! } });
    });

    it('AddonCarouselTeam renders every slide with its text and plain links (no router installed)', async () => {
      const html = await render(AddonCarouselTeam, { slides: TEAM, carousel: { itemsToShow: 2 } });
      expect(html.match(/class="[^"]*\bcarousel__slide\b/g)?.length ?? 0).toBeGreaterThanOrEqual(TEAM.length);
      for (const member of TEAM) expect(html).toContain(member.name);
      expect(html).toContain('href="/team/ada"');
    });

    it('AddonCarouselIcons renders every slide with its title', async () => {
      const html = await render(AddonCarouselIcons, { slides: ICONS, carousel: { itemsToShow: 3 } });
      expect(html.match(/class="[^"]*\bcarousel__slide\b/g)?.length ?? 0).toBeGreaterThanOrEqual(ICONS.length);
      for (const item of ICONS) expect(html).toContain(item.title);
      expect(html).toContain('href="/"');
      // Registered icons are drawn on the server too (@iconify/vue's `ssr` prop): each is an <svg>
      // with the icon's own 256-unit Phosphor viewBox and its path, not the "unregistered" placeholder.
      const icons = html.match(/<svg[^>]*viewBox="0 0 256 256"[^>]*>\s*<path/g) ?? [];
      expect(icons.length).toBe(ICONS.length);
      expect(html).not.toContain('data-icon-placeholder');
    });
  });
});
