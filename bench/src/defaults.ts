/**
 * Bundle section: what our pipeline downloads for the default languages and themes. `?fences=1`
 * renders one code block in each of the default languages (no `langs` option), `?fences=0` a document
 * without code; the runner counts the JavaScript files the first page fetched beyond the second
 * (the grammars, with the grammars they embed) plus the theme files.
 */
import { DEFAULT_LANGS } from '../../src/markdown/highlight/langs';
import { renderMarkdown } from '../../src/markdown/renderer';

const withFences = new URLSearchParams(location.search).get('fences') === '1';
const source = withFences ? DEFAULT_LANGS.map((lang) => `\`\`\`${lang}\nx\n\`\`\``).join('\n\n') : 'No code here.';

void renderMarkdown(source).then((html) => {
  document.getElementById('app')!.innerHTML = html;
  (window as unknown as { __done: boolean }).__done = true;
});
