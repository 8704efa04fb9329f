/** Peer (b): unified — remark-parse + remark-gfm + remark-rehype + rehype-sanitize + @shikijs/rehype. */
import rehypeShiki from '@shikijs/rehype';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { BENCH_LANGS, BENCH_THEMES, type Pipeline } from '../config';

export function unifiedPipeline(): Pipeline {
  let processor: ReturnType<typeof build> | undefined;
  const build = () =>
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeSanitize)
      .use(rehypeShiki, { themes: BENCH_THEMES, langs: [...BENCH_LANGS], defaultColor: false, fallbackLanguage: 'text' })
      .use(rehypeStringify);
  return {
    name: 'unified (remark + rehype-sanitize + @shikijs/rehype)',
    async setup() {
      processor ??= build();
      // The first process() creates the highlighter and loads grammars.
      await processor.process('```ts\nconst a = 1\n```');
    },
    async render(source) {
      processor ??= build();
      return String(await processor.process(source));
    },
    // @shikijs/rehype keeps one singleton highlighter.
    highlighters: () => (processor ? 1 : 0),
  };
}
