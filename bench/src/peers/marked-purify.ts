/**
 * The CHANGELOG row's floor, not a peer: marked + DOMPurify with neither highlighting nor anything
 * else (no slugs, no code frames, no cache), the pair the issue measured real documents with. What
 * any renderer that sanitises with DOMPurify pays for a document at least.
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import type { Pipeline } from '../config';

export function markedPurifyPipeline(): Pipeline {
  const marked = new Marked();
  return {
    name: 'marked + DOMPurify, no highlighting',
    async setup() {},
    render: async (source) => DOMPurify.sanitize(await marked.parse(source)),
    highlighters: () => 0,
  };
}
