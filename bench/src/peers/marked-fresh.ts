/** Peer (c): marked + marked-shiki + DOMPurify with a new highlighter per render. */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import markedShiki from 'marked-shiki';
import { createHighlighter } from 'shiki';
import { BENCH_THEMES, BENCH_LANGS, type Pipeline } from '../config';

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
