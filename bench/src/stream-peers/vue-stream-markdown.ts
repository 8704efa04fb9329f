/** Case 6 adapter: vue-stream-markdown 1.0.4, streaming mode, animation off. */
import { createApp, h, shallowReactive } from 'vue';
import { Markdown } from 'vue-stream-markdown';
import 'vue-stream-markdown/index.css';
import 'vue-stream-markdown/theme.css';
import type { StreamRenderer } from '../stream';
import { settled } from './settle';

export async function mount(host: Element): Promise<StreamRenderer> {
  const props = shallowReactive({ content: '', streaming: true });
  createApp({
    render: () => h(Markdown, { content: props.content, mode: props.streaming ? 'streaming' : 'static', enableAnimate: false }),
  }).mount(host);
  await settled(host);
  return {
    async set(source, streaming) {
      props.content = source;
      props.streaming = streaming;
      await settled(host);
    },
  };
}
