/**
 * The peers, each set up the way its documentation shows, with the same grammars and themes as ours:
 * (a) markdown-it + @shikijs/markdown-it (shared highlighter; markdown-it's own `html: false` is its
 *     sanitising), (b) unified: remark-parse + remark-gfm + remark-rehype + rehype-sanitize +
 *     @shikijs/rehype, (c) marked + marked-shiki + DOMPurify with a new highlighter per render.
 */
import Shiki from '@shikijs/markdown-it';
import rehypeShiki from '@shikijs/rehype';
import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';
import { Marked } from 'marked';
import markedShiki from 'marked-shiki';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { createHighlighter } from 'shiki';
import { unified } from 'unified';
import { BENCH_LANGS, BENCH_THEMES, type Pipeline } from './config';

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

export function markedFreshPipeline(): Pipeline {
  let created = 0;
  return {
    name: 'marked + marked-shiki, new highlighter per render',
    async setup() {},
    async render(source) {
      const highlighter = await createHighlighter({ themes: Object.values(BENCH_THEMES), langs: [...BENCH_LANGS] });
      created++;
      try {
        const marked = new Marked().use(
          markedShiki({
            highlight: (code, lang) =>
              highlighter.codeToHtml(code, {
                lang: highlighter.getLoadedLanguages().includes(lang) ? lang : 'text',
                themes: BENCH_THEMES,
                defaultColor: false,
              }),
          }),
        );
        return DOMPurify.sanitize(await marked.parse(source));
      } finally {
        highlighter.dispose();
      }
    },
    highlighters: () => created,
  };
}
