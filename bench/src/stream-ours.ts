/** Case 6 adapter: our component with `streaming`, as an app uses it. */
import { createApp, h, nextTick, shallowReactive } from 'vue';
import AddonMarkdownRemark from '../../src/components/AddonMarkdownRemark/AddonMarkdownRemark.vue';
import type { AddonMarkdownRemarkExposed } from '../../src/components/AddonMarkdownRemark/types';
import { BENCH_LANGS, BENCH_THEMES } from './config';
import type { StreamRenderer } from './stream';

const langs = [...BENCH_LANGS];

export async function mountOurs(host: Element): Promise<StreamRenderer> {
  const props = shallowReactive({ source: '', streaming: false });
  let exposed: AddonMarkdownRemarkExposed | undefined;
  createApp({
    render: () =>
      h(AddonMarkdownRemark, { ...props, langs, themes: BENCH_THEMES, ref: (el) => (exposed = (el ?? undefined) as AddonMarkdownRemarkExposed | undefined) }),
  }).mount(host);
  await nextTick();
  return {
    async set(source, streaming) {
      props.source = source;
      props.streaming = streaming;
      await nextTick();
      await exposed!.rendered();
    },
  };
}
