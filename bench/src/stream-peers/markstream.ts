/** Case 6 adapter: markstream-vue 2.0.13 in its chat mode, pacing and fade off (the DOM shows the text as it arrives). */
import MarkdownRender from 'markstream-vue';
import 'markstream-vue/index.css';
import { createApp, h, shallowReactive } from 'vue';
import type { StreamRenderer } from '../stream';
import { settled } from './settle';

export async function mount(host: Element): Promise<StreamRenderer> {
  const props = shallowReactive({ content: '', final: false });
  createApp({
    render: () => h(MarkdownRender, { content: props.content, final: props.final, mode: 'chat', fade: false, typewriter: false, smoothStreaming: false }),
  }).mount(host);
  await settled(host);
  return {
    async set(source, streaming) {
      props.content = source;
      props.final = !streaming;
      await settled(host);
    },
  };
}
