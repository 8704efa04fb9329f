/** Peer (a): markdown-it + @shikijs/markdown-it (shared highlighter; markdown-it's own `html: false` is its sanitising). */
import Shiki from '@shikijs/markdown-it';
import MarkdownIt from 'markdown-it';
import { BENCH_LANGS, BENCH_THEMES, type Pipeline } from '../config';

export function markdownItPipeline(): Pipeline {
  let md: ReturnType<typeof MarkdownIt> | undefined;
  let created = 0;
  return {
    name: 'markdown-it + @shikijs/markdown-it',
    async setup() {
      if (md) return;
      md = MarkdownIt({ html: false, linkify: true });
      // An unknown fence (`t` while typing `ts`) renders as plain text, as ours does, instead of throwing.
      md.use(await Shiki({ themes: BENCH_THEMES, langs: [...BENCH_LANGS], defaultColor: false, fallbackLanguage: 'text' as never })); // 'text' (plain) is missing from the option's type
      created++;
    },
    async render(source) {
      await this.setup();
      return md!.render(source);
    },
    highlighters: () => created,
  };
}
