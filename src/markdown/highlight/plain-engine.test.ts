/**
 * The fast engine is optional: with `fast-engine/` replaced by the plain engine (as deleting the
 * folder and changing the one import in `highlighter.ts` would do), the renderer still works and
 * renders every document to the same HTML, tokens and colours included.
 */
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';

const DOCUMENT = [
  '# Engines',
  'Text with `inline code` and a [link](https://vuejs.org).',
  '```ts\n#!/usr/bin/env node\n/** @param {string} name {@link https://x.dev|docs} */\nexport function hi(name: string): string {\n  return `hi ${name}` as const;\n}\n```',
  '```bash\nset -euo pipefail\ncat <<EOF\nhello $USER\nEOF\nf() { echo "${x:-y}"; }\n```',
  '```yaml\n%YAML 1.2\n---\nkey: &anchor !!str value # c\nblock: |\n  line one\nnext: [a, {b: c}]\n```',
  '```json\n{ "a": [1, true, null] }\n```',
  '```vue\n<template><p :title="t">{{ msg }}</p></template>\n<script setup lang="ts">\nconst msg = "hi";\n</script>\n```',
  '```no-such-language\nplain < text\n```',
].join('\n\n');

type Modules = {
  renderer: typeof import('../renderer');
  sanitizer: typeof import('../sanitize/sanitizer');
  highlighter: typeof import('./highlighter');
};

/** A fresh module graph (its own highlighter), with `fast-engine` replaced by the plain engine when asked. */
async function load(plain: boolean): Promise<Modules> {
  vi.resetModules();
  if (plain) vi.doMock('./fast-engine', async () => ({ FAST_ENGINE: (await import('./engine')).PLAIN_ENGINE }));
  else vi.doUnmock('./fast-engine');
  return {
    renderer: await import('../renderer'),
    sanitizer: await import('../sanitize/sanitizer'),
    highlighter: await import('./highlighter'),
  };
}

const render = async ({ renderer, sanitizer }: Modules) => {
  const sanitize = sanitizer.createSanitizer(new JSDOM('').window as unknown as Window);
  return renderer.createMarkdownRenderer({ sanitize, langs: ['ts', 'bash', 'yaml', 'json', 'vue'] }).render(DOCUMENT);
};

afterEach(() => {
  vi.doUnmock('./fast-engine');
  vi.resetModules();
});

describe('the plain engine, without fast-engine/', () => {
  it('renders the same HTML as the fast engine, code colours included', { timeout: 60_000 }, async () => {
    const plain = await load(true);
    const plainHtml = await render(plain);
    const fast = await load(false);
    const fastHtml = await render(fast);
    expect(plainHtml).toContain('--shiki-dark');
    expect(plainHtml.match(/<span style="--shiki-/g)?.length).toBeGreaterThan(100);
    expect(plainHtml).toContain('data-lang="ts"');
    expect(plainHtml).toBe(fastHtml);
  });

  it('never loads the fast engine or its generated grammars', async () => {
    const plain = await load(true);
    const engine = await import('./fast-engine');
    const { PLAIN_ENGINE } = await import('./engine');
    expect(engine.FAST_ENGINE).toBe(PLAIN_ENGINE);
    await render(plain);
    expect(plain.highlighter.loadedLanguages()).toEqual(expect.arrayContaining(['typescript', 'shellscript', 'yaml']));
  });
});
