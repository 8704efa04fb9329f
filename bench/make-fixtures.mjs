// Writes the benchmark fixtures (committed; re-run only to change them):
//   bench/fixtures/doc-100k.md   ~100 KB documentation page, ~30 % code in the 8 default languages, 38 fences
//   bench/fixtures/chat-465.md   a 465-byte chat message with one TypeScript block
// Deterministic: no randomness, no dates.
import { writeFileSync } from 'node:fs';

const CODE = {
  html: (i) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Dashboard ${i}</title>
    <link rel="stylesheet" href="/assets/app-${i}.css" />
  </head>
  <body class="min-h-screen bg-white">
    <header id="top-${i}"><nav aria-label="Main"><a href="/">Home</a> <a href="/docs">Docs</a></nav></header>
    <main>
      <h1>Welcome back</h1>
      <form action="/search" method="get">
        <label for="q-${i}">Search</label>
        <input id="q-${i}" name="q" type="search" placeholder="Find anything" />
        <button type="submit">Go</button>
      </form>
    </main>
  </body>
</html>`,
  vue: (i) => `<script setup lang="ts">
import { computed, ref } from 'vue';

const props = defineProps<{ items: string[]; limit?: number }>();
const query = ref('');
const visible${i} = computed(() =>
  props.items.filter((item) => item.toLowerCase().includes(query.value.toLowerCase())).slice(0, props.limit ?? ${10 + i}),
);
</script>

<template>
  <section>
    <input v-model="query" type="search" aria-label="Filter" />
    <ul>
      <li v-for="item in visible${i}" :key="item">{{ item }}</li>
    </ul>
  </section>
</template>`,
  bash: (i) => `#!/usr/bin/env bash
set -euo pipefail
# Deploy step ${i}: build, test and upload the static site
export NODE_ENV=production
npm ci --no-audit
npm run build -- --mode production
for file in dist/*.html; do
  echo "checking \${file}"
  grep -q '<title>' "\${file}" || { echo "missing title in \${file}" >&2; exit 1; }
done
tar -czf "site-${i}.tar.gz" -C dist .
rsync -az --delete dist/ "deploy@127.0.0.1:/srv/www/site-${i}/"`,
  dockerfile: (i) => `# syntax=docker/dockerfile:1
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=${3000 + i}
WORKDIR /app
COPY --from=build /app/dist ./dist
COPY --from=build /app/node_modules ./node_modules
EXPOSE ${3000 + i}
USER node
CMD ["node", "dist/server.js"]`,
  json: (i) => `{
  "name": "service-${i}",
  "version": "1.${i}.0",
  "private": true,
  "scripts": { "build": "vite build", "test": "vitest run", "lint": "eslint ." },
  "dependencies": { "vue": "^3.5.0", "vue-router": "^4.5.0" },
  "devDependencies": { "vite": "^8.0.0", "vitest": "^4.1.0", "typescript": "^6.0.0" },
  "engines": { "node": ">=20.19" },
  "features": [${[1, 2, 3].map((n) => `{ "id": ${n + i}, "enabled": ${n % 2 === 0}, "label": "Feature ${n}" }`).join(', ')}]
}`,
  yaml: (i) => `name: ci-${i}
on:
  push:
    branches: [main]
  pull_request:
jobs:
  test:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        node: [20, 22, 24]
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: \${{ matrix.node }}
          cache: npm
      - run: npm ci
      - run: npm test -- --shard=${(i % 4) + 1}/4
        env:
          CI: true`,
  markdown: (i) => `# Release notes ${i}

## Added

- A **new** carousel option: \`pauseAutoplayOnHover\`.
- Support for [custom themes](https://example.invalid/themes).

## Fixed

1. Headings keep their ids after a re-render.
2. Tables no longer overflow on small screens.

> Upgrade with \`npm install vue-addon-kit@1.${i}\`.

| option | default |
|---|---|
| lines | true |`,
  diff: (i) => `diff --git a/src/render.ts b/src/render.ts
index 3b18e51..a9f4c2d 100644
--- a/src/render.ts
+++ b/src/render.ts
@@ -${10 + i},9 +${10 + i},11 @@ export async function render(source: string) {
-  const html = await marked.parse(source);
-  return html;
+  const html = await marked.parse(source, { async: true });
+  // sanitise the final HTML, always
+  return purify.sanitize(html, config);
 }
 
 export function clear() {
-  cache.clear();
+  cache.clear();
+  slugger.reset();
 }`,
};

const PROSE = [
  'The renderer turns markdown into HTML in the browser, highlights fenced code and sanitises the result before it reaches the page. Every step is deterministic, so the same source always produces the same markup.',
  'Configuration happens through props. Languages are loaded on demand, one grammar at a time, and the highlighter is shared by every instance on the page, which keeps memory flat even in long chat histories.',
  'When a document changes, only the parts that changed need work. Paragraphs are cheap to parse again; code blocks are expensive to tokenise, so their highlighted output is cached by content, language and theme.',
  'Accessibility is part of the contract: headings get stable ids, code blocks get a language label and a copy button, and the component tells assistive technology when it is busy rendering.',
  'Security is not optional either. Raw HTML in markdown is rendered inert, links with script URLs never become clickable, and external links open without giving the new page access to this one.',
];

const LANGS = Object.keys(CODE);
let doc = '# vue-addon-kit rendering guide\n\nThis page exercises every default language with realistic snippets.\n\n';
let fences = 0;
let section = 0;
while (doc.length < 100_000 - 1200) {
  section++;
  doc += `## Section ${section}: ${['Setup', 'Configuration', 'Deployment', 'Testing', 'Theming', 'Migration'][section % 6]}\n\n`;
  for (let p = 0; p < 3; p++) doc += `${PROSE[(section + p) % PROSE.length]} See *step ${section}.${p + 1}* and \`option${p}\` for details.\n\n`;
  if (section % 3 === 0) {
    doc += '- First item with **bold** text\n- Second item with a [link](https://example.invalid/docs)\n- Third item with `inline code`\n\n';
    doc += '| Name | Type | Default |\n|---|---|---|\n| size | string | base |\n| lines | boolean | true |\n\n';
  }
  const codeShare = () => (doc.match(/```[a-z]+\n[\s\S]*?```/g) ?? []).join('').length / doc.length;
  if (codeShare() < 0.3) {
    const lang = LANGS[fences % LANGS.length];
    // Two variants per fence (~800 bytes of code), as in real documentation pages.
    const more = fences % 8 === 0 ? '' : '\n' + CODE[lang](fences + 100).split('\n').slice(0, 20).join('\n');
    doc += '```' + lang + '\n' + CODE[lang](fences) + more + '\n```\n\n';
    fences++;
  }
}
const codeBytes = (doc.match(/```[a-z]+\n[\s\S]*?```/g) ?? []).join('').length;
writeFileSync(new URL('./fixtures/doc-100k.md', import.meta.url), doc);
console.log(`doc-100k.md: ${doc.length} bytes, ${fences} fences, ${((codeBytes / doc.length) * 100).toFixed(1)} % code`);

let chat = `Here's how to debounce the search box so it doesn't fire on every keystroke:

\`\`\`ts
import { ref, watch } from 'vue';

export function useDebounced<T>(source: () => T, ms = 300) {
  const value = ref(source());
  let timer: ReturnType<typeof setTimeout>;
  watch(source, (next) => {
    clearTimeout(timer);
    timer = setTimeout(() => (value.value = next), ms);
  });
  return value;
}
\`\`\`

Call it with the query ref and a delay in **milliseconds**.
`;
chat = chat.padEnd(465, ' ').slice(0, 465);
writeFileSync(new URL('./fixtures/chat-465.md', import.meta.url), chat);
console.log(`chat-465.md: ${Buffer.byteLength(chat)} bytes`);
