/** The breakpoint stylesheet in the server HTML: scoped to the instance, with the app's CSP nonce. */
import { describe, expect, it } from 'vitest';
import { createSSRApp, h } from 'vue';
import { renderToString } from 'vue/server-renderer';
import { AddonCarouselIcons } from '../components/AddonCarouselIcons';
import { AddonCarouselTeam } from '../components/AddonCarouselTeam';
import { CAROUSEL_STYLE_NONCE } from './breakpoint-style';

const team = [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }];

describe('breakpoint stylesheet in the server HTML', () => {
  it('each carousel carries its own stylesheet, scoped by useId, with the default breakpoints', async () => {
    const html = await renderToString(
      createSSRApp({ render: () => [h(AddonCarouselTeam, { slides: team }), h(AddonCarouselIcons, { slides: [{ title: 'x' }] })] }),
    );
    const ids = [...html.matchAll(/\sdata-vak-carousel="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1] ?? '');
    expect(styles).toHaveLength(2);
    expect(styles[0]).toMatch(new RegExp(`@media \\(min-width:300px\\)\\{\\[data-vak-carousel="${ids[0]}"\\][^}]*\\}\\[data-vak-carousel="${ids[0]}"\\] \\.carousel__slide\\{width:100%!important\\}`));
    expect(styles[1]).toContain(`[data-vak-carousel="${ids[1]}"] .carousel__slide{width:40%!important}`);
    expect(html).not.toMatch(/\sdata-vak-sized/);
  });

  it('puts the nonce the app provides on the <style>', async () => {
    const app = createSSRApp({ render: () => h(AddonCarouselTeam, { slides: team }) });
    app.provide(CAROUSEL_STYLE_NONCE, 'r4nd0m');
    expect(await renderToString(app)).toMatch(/<style nonce="r4nd0m">\[data-vak-carousel=/);
  });
});
