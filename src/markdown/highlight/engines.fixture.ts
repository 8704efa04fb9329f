/**
 * A document exercising every pre-converted grammar, the grammars whose long patterns are converted
 * ahead of time (css, html, sql) and a few plain ones, rendered by the engine
 * tests (`plain-engine.test.ts`, `fast-engine/fast-engine.test.ts`): both must produce the committed
 * `__snapshots__/engines.html`, so the fast engine and the plain one render the same HTML.
 */
import { JSDOM } from 'jsdom';
import { clearBlockCache } from '../internal';
import { createMarkdownRenderer } from '../renderer';
import { createSanitizer } from '../sanitize/sanitizer';

export const ENGINES_DOCUMENT = [
  '# Engines',
  'Text with `inline code` and a [link](https://vuejs.org).',
  '```ts\n#!/usr/bin/env node\n/** @param {string} name {@link https://x.dev|docs} */\nexport function hi(name: string): string {\n  return `hi ${name}` as const;\n}\n```',
  '```js\nconst n = 1 /* c */; // {@link Foo}\n```',
  '```bash\nset -euo pipefail\ncat <<EOF\nhello $USER\nEOF\nf() { echo "${x:-y}"; }\n```',
  '```yaml\n%YAML 1.2\n---\nkey: &anchor !!str value # c\nblock: |\n  line one\nnext: [a, {b: c}]\n```',
  '```json\n{ "a": [1, true, null] }\n```',
  '```vue\n<template><p :title="t">{{ msg }}</p></template>\n<script setup lang="ts">\nconst msg = "hi";\n</script>\n```',
  '```css\n.card > a:hover::after { color: rgb(0 0 0 / 50%); display: grid; GAP: 1rem; }\n```',
  '```html\n<section><img src="a.png" alt=""><custom-card></custom-card></section>\n```',
  "```sql\nSELECT author, count(*) AS posts FROM posts WHERE published_at > now() - interval '7 days';\n```",
  '```no-such-language\nplain < text\n```',
].join('\n\n');

/**
 * The document's HTML, rendered twice by fresh renderers: the first render compiles the grammars'
 * patterns, the second (caches emptied) tokenises with them compiled, so shiki's per-line time limit
 * (500 ms), which a loaded machine can hit on a first compile, never cuts a line short in what is compared.
 */
export async function renderEnginesDocument(): Promise<string> {
  const sanitize = createSanitizer(new JSDOM('').window as unknown as Window);
  const once = () => createMarkdownRenderer({ sanitize, langs: ['ts', 'js', 'bash', 'yaml', 'json', 'vue', 'css', 'html', 'sql'] }).render(ENGINES_DOCUMENT);
  await once();
  clearBlockCache();
  return once();
}
