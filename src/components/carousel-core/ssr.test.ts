/**
 * Server rendering of both carousels in Node (no DOM): no window/document access during setup, the
 * accessible markup is present in the HTML, bad data renders too.
 */
import { describe, expect, it, vi } from 'vitest';
import { createSSRApp, h } from 'vue';
import { renderToString } from 'vue/server-renderer';
import { AddonCarouselIcons } from '../AddonCarouselIcons';
import { AddonCarouselTeam } from '../AddonCarouselTeam';

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

  it('renders autoplay as not started (nothing rotates before the client takes over)', async () => {
    const html = await render(AddonCarouselTeam, { slides: [{ name: 'A' }, { name: 'B' }], carousel: { autoplay: 3000 } });
    expect(html).toContain('data-rotation="pending"');
    expect(html).toContain('aria-label="Start slide rotation"');
    expect(html).not.toContain('Stop slide rotation');
    expect(html).toMatch(/aria-live="polite"/);
  });

  it('renders the icons carousel with an autoplay rotation button', async () => {
    const html = await render(AddonCarouselIcons, {
      slides: [{ title: 'One', icon: 'ph:unregistered' }, { title: 'Two', icon: '/two.svg' }],
      carousel: { autoplay: 3000 },
    });
    expect(html).toContain('aria-label="Topics"');
    expect(html).toContain('aria-label="Start slide rotation"');
    expect(html).toContain('data-icon-placeholder');
    expect(html).toContain('src="/two.svg"');
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
