/** Our component, as an app uses it (source imports; the bench build minifies them). */
import { createApp, h } from 'vue';
import AddonMarkdownRemark from '../../src/components/AddonMarkdownRemark/AddonMarkdownRemark.vue';
import type { AddonMarkdownRemarkExposed } from '../../src/components/AddonMarkdownRemark/types';
import { BENCH_LANGS, BENCH_THEMES } from './config';

export { clearBlockCache } from '../../src/markdown/internal';
export { oursPipeline } from './ours-pipeline';

const langs = [...BENCH_LANGS];

/** Mount 500 chat messages as components and wait until every one reports its HTML in place. */
export async function oursMount500(host: Element, chat: string): Promise<void> {
  const exposed: (AddonMarkdownRemarkExposed | null)[] = [];
  const app = createApp({
    render: () =>
      Array.from({ length: 500 }, (_, i) =>
        h(AddonMarkdownRemark, { ref: (r: unknown) => (exposed[i] = r as AddonMarkdownRemarkExposed | null), source: `${chat}\n\nMessage ${i}`, langs, themes: BENCH_THEMES }),
      ),
  });
  app.mount(host);
  await Promise.all(exposed.map((e) => e!.rendered()));
}

/** Cold page: mount one component and wait for its highlighted HTML. */
export async function oursColdPaint(host: Element, chat: string): Promise<void> {
  let exposed: AddonMarkdownRemarkExposed | null = null;
  createApp({ render: () => h(AddonMarkdownRemark, { ref: (r: unknown) => (exposed = r as AddonMarkdownRemarkExposed | null), source: chat, langs, themes: BENCH_THEMES }) }).mount(host);
  await exposed!.rendered();
}
