/**
 * Server rendering of both carousels in Node (no DOM): no window/document access during setup, the
 * accessible markup is present in the HTML, bad data renders too.
 */
import { describe, expect, it, vi } from 'vitest';
import { createSSRApp, h } from 'vue';
import { renderToString } from 'vue/server-renderer';
import { AddonCarouselIcons } from '../components/AddonCarouselIcons';
import { AddonCarouselTeam } from '../components/AddonCarouselTeam';

const render = (component: unknown, props: Record<string, unknown>) =>
  renderToString(createSSRApp({ render: () => h(component as never, props) }));

describe('server rendering', () => {
  it('renders the team carousel with region, slide groups and links', async () => {
    const html = await render(AddonCarouselTeam, {
      slides: [{ name: 'Ada', to: '/team/ada' }, { name: 'Babak', to: 'javascript:alert(1)' }, {}],
    });
    expect(html).toContain('role="region"');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Team"');
    expect(html).toContain('aria-label="1 of 3"');
    expect(html).toContain('href="/team/ada"');
    expect(html).not.toMatch(/javascript:/i);
  });

  it('puts each slide\'s content straight into its slide group, with no fragment markers around it', async () => {
    const html = await render(AddonCarouselTeam, { slides: [{ name: 'Ada', to: '/team/ada' }, { name: 'Babak' }] });
    const groups = html.match(/<div role="group" aria-roledescription="slide"[^>]*>(?:<!--\[-->)?<(?:a|div) /g) ?? [];
    expect(groups).toHaveLength(2);
    for (const group of groups) expect(group).not.toContain('<!--[-->');
  });

  it('renders an empty carousel as its empty state: the text (per component, translatable), no controls', async () => {
    const team = await render(AddonCarouselTeam, { slides: [] });
    expect(team).toContain('No team members to show.');
    expect(team).not.toContain('<button');
    const icons = await render(AddonCarouselIcons, { slides: [], carousel: { i18n: { emptyText: 'Rien à montrer.' } } });
    expect(icons).toContain('Rien à montrer.');
    expect(icons).not.toContain('No topics to show.');
  });

  it('renders autoplay as not started (nothing rotates before the client takes over)', async () => {
    // More slides than the 3 in view: with every slide in view there is nothing to rotate.
    const html = await render(AddonCarouselTeam, { slides: ['A', 'B', 'C', 'D'].map((name) => ({ name })), carousel: { autoplay: 3000 } });
    expect(html).toContain('data-rotation="pending"');
    expect(html).toContain('aria-label="Start slide rotation"');
    expect(html).not.toContain('Stop slide rotation');
    expect(html).toMatch(/aria-live="polite"/);
  });

  it('renders the icons carousel with an autoplay rotation button', async () => {
    const html = await render(AddonCarouselIcons, {
      slides: [{ title: 'One', icon: 'ph:unregistered' }, { title: 'Two', icon: '/two.svg' }, ...Array.from({ length: 6 }, (_, i) => ({ title: `T${i}` }))],
      carousel: { autoplay: 3000 },
    });
    expect(html).toContain('aria-label="Topics"');
    expect(html).toContain('aria-label="Start slide rotation"');
    expect(html).toContain('data-icon-placeholder');
    expect(html).toContain('src="/two.svg"');
  });

  it('gives every image of the default content loading="lazy" and an explicit size', async () => {
    const team = await render(AddonCarouselTeam, { slides: [{ name: 'A', avatar: '/a.png', badge: '/b.png', skills: [{ logo: '/vue.svg', name: 'Vue' }] }] });
    const icons = await render(AddonCarouselIcons, { slides: [{ title: 'One', icon: '/one.svg' }] });
    const images = [...`${team}${icons}`.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
    expect(images).toHaveLength(4);
    for (const tag of images) {
      expect(tag).toContain('loading="lazy"');
      expect(tag).toMatch(/ width="\d+"/);
      expect(tag).toMatch(/ height="\d+"/);
    }
  });

  it('renders the slide slot with the item as given and its index, inside the named slide group and link', async () => {
    for (const component of [AddonCarouselTeam, AddonCarouselIcons]) {
      const html = await renderToString(
        createSSRApp({
          render: () =>
            h(component as never, { slides: [{ name: 'A', title: 'A', id: 'x-1', to: '/a' }, { name: 'B', title: 'B', id: 'x-2' }] }, {
              slide: ({ item, index }: { item: { id: string }; index: number }) => h('em', `custom ${item.id} at ${index}`),
            }),
        }),
      );
      expect(html).toContain('<em>custom x-1 at 0</em>');
      expect(html).toContain('<em>custom x-2 at 1</em>');
      expect(html).toMatch(/aria-label="1 of 2"[^>]*>(?:<!--[^>]*-->)*<a href="\/a"[^>]*>(?:<!--[^>]*-->)*<em>custom x-1 at 0<\/em>/);
    }
  });

  it('renders bad data without throwing and without console errors', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(render(AddonCarouselTeam, { slides: 'nope', carousel: 'fast' })).resolves.toContain('role="region"');
    await expect(
      render(AddonCarouselIcons, { slides: [null, 1, { icon: {} }], carousel: { snapAlign: 'middle', itemsToShow: -1, breakpoints: { abc: {} }, autoplay: 'fast' } }),
    ).resolves.toContain('role="region"');
    expect(error).not.toHaveBeenCalled();
    expect(warn.mock.calls.filter(([m]) => String(m).startsWith("[Vue warn]")).map(([m]) => String(m))).toEqual([]);
    error.mockRestore();
    warn.mockRestore();
  });
});
