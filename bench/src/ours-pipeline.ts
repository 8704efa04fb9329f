/** Our pipeline alone (no Vue): the same `renderMarkdown` the package exports, as the cold and warm pages use it. */
import { highlighterInstanceCount } from '../../src/markdown/internal';
import { renderMarkdown } from '../../src/markdown/renderer';
import { BENCH_LANGS, BENCH_THEMES, type Pipeline } from './config';

const langs = [...BENCH_LANGS];

export function oursPipeline(): Pipeline {
  return {
    name: 'vue-addon-kit (marked + shiki core + DOMPurify)',
    async setup() {},
    render: (source) => renderMarkdown(source, { langs, themes: BENCH_THEMES }),
    highlighters: highlighterInstanceCount,
  };
}
