/** Our component, as an app uses it (source imports; the bench build minifies them). */
import { createApp, h } from 'vue';
import AddonMarkdownRemark from '../../src/components/AddonMarkdownRemark/AddonMarkdownRemark.vue';
import { BENCH_LANGS, BENCH_THEMES } from './config';

export { clearBlockCache } from '../../src/markdown/internal';
export { oursPipeline } from './ours-pipeline';

const langs = [...BENCH_LANGS];

/** Resolve once `count` components below `host` report aria-busy="false". */
function whenRendered(host: Element, count: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (host.querySelectorAll('[aria-busy="false"]').length >= count) {
        observer.disconnect();
        resolve();
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(host, { subtree: true, attributes: true, childList: true });
    check();
  });
}

/** Mount 500 chat messages as components and wait until every one is highlighted. */
export async function oursMount500(host: Element, chat: string): Promise<void> {
  const app = createApp({
    render: () => Array.from({ length: 500 }, (_, i) => h(AddonMarkdownRemark, { source: `${chat}\n\nMessage ${i}`, langs, themes: BENCH_THEMES })),
  });
  app.mount(host);
  await whenRendered(host, 500);
}

/** Cold page: mount one component and wait for its highlighted HTML. */
export async function oursColdPaint(host: Element, chat: string): Promise<void> {
  createApp({ render: () => h(AddonMarkdownRemark, { source: chat, langs, themes: BENCH_THEMES }) }).mount(host);
  await whenRendered(host, 1);
}
