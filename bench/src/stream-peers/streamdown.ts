/** Case 6 adapter: streamdown-vue 1.0.34, its documented streaming use (source repaired with parseIncompleteMarkdown while streaming). */
import { parseIncompleteMarkdown, StreamMarkdown } from 'streamdown-vue';
import 'streamdown-vue/style.css';
import { createApp, h, shallowReactive } from 'vue';
import type { StreamRenderer } from '../stream';
import { settled } from './settle';

export async function mount(host: Element): Promise<StreamRenderer> {
  const props = shallowReactive({ content: '' });
  createApp({ render: () => h(StreamMarkdown, { content: props.content, class: 'prose' }) }).mount(host);
  await settled(host);
  return {
    async set(source, streaming) {
      props.content = streaming ? parseIncompleteMarkdown(source) : source;
      await settled(host);
    },
  };
}
