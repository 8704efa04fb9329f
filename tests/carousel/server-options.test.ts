/**
 * Server rendering (Node, no DOM) of options that change what the carousel is: `enabled: false`
 * renders the slides as plain content, `slideEffect: 'fade'` shows one slide per band in the
 * breakpoint CSS and announces one slide.
 */
import { describe, expect, it, vi } from 'vitest';
import { createSSRApp, h } from 'vue';
import { renderToString } from 'vue/server-renderer';
import { AddonCarouselTeam } from '../../src/components/AddonCarouselTeam';

const team = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Member ${i + 1}` }));
/** Whether the server HTML's button `control` has the `disabled` attribute. */
const disabled = (html: string, control: string) => /\sdisabled[\s=>]/.test(html.match(new RegExp(`<button[^>]*data-control="${control}"[^>]*>`))![0]);
const render = (props: Record<string, unknown>) => renderToString(createSSRApp({ render: () => h(AddonCarouselTeam as never, props) }));

describe('server rendering of options', () => {
  it('enabled: false renders every slide as content, without controls, dots, inert slides or announcement', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = await render({ slides: team(6), carousel: { enabled: false, pagination: true, autoplay: 3000 } });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    for (let i = 1; i <= 6; i++) expect(html).toContain(`Member ${i}`);
    expect(html).not.toContain('<button');
    expect(html).not.toContain('inert');
    expect(html).not.toContain('data-pagination');
    expect(html).not.toContain('<style');
    expect(html).toMatch(/aria-live="polite" aria-atomic="true">\s*<\/div>/);
  });

  it("slideEffect 'fade': one slide wide in every band of the breakpoint CSS, announced as one slide", async () => {
    const html = await render({ slides: team(6), carousel: { slideEffect: 'fade' } });
    const widths = [...html.matchAll(/\.carousel__slide\{width:([^!]+)!important\}/g)].map(([, width]) => width);
    expect(widths.length).toBeGreaterThan(1);
    expect(new Set(widths)).toEqual(new Set(['100%']));
    expect(html).toContain('Slide 1 of 6');
    expect(html).not.toContain('Slides 1–');
  });
});

describe('server HTML when only some breakpoint bands can move', () => {
  // 3 members: the top level (and the band from 1024 px) shows all 3, the bands from 300 and 768 px do not.
  const carousel = { pagination: true, autoplay: 3000 };

  it('renders the dots, the rotation button and an enabled Next, hidden by the breakpoint CSS where every slide fits', async () => {
    const html = await render({ slides: team(3), carousel });
    expect(html).toContain('data-pagination');
    expect(html).toContain('data-control="rotation"');
    expect(html).toMatch(/<button[^>]*data-control="prev"[^>]*>/);
    expect(disabled(html, 'prev')).toBe(true);
    expect(disabled(html, 'next')).toBe(false);
    // Hidden below 300 px (3 in view) and from 1024 px (3 in view); shown from 300 to 1023 px.
    const css = html.match(/<style>([^<]*)<\/style>/)![1]!;
    const hides = css.split('\n').filter((line) => line.includes('[data-vak-moves]{display:none!important}')).map((line) => line.slice(0, line.indexOf('[data-vak-carousel')));
    expect(hides).toEqual(['@media not all and (min-width:300px){', '@media (min-width:1024px){']);
  });

  it('renders neither dots nor a rotation button when every band shows every slide', async () => {
    const html = await render({ slides: team(3), carousel: { ...carousel, itemsToShow: 3 } });
    expect(html).not.toContain('data-pagination');
    expect(html).not.toContain('data-control="rotation"');
    expect(disabled(html, 'next')).toBe(true);
  });
});
