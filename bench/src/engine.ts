/**
 * Regex engine comparison (JavaScript vs Oniguruma WASM) for highlighter.ts, on a fresh page per
 * engine (`?engine=js|wasm`): engine creation (WASM download + instantiation), TypeScript grammar
 * load, first highlight of the chat message's block (regex compilation), and warm tokenising of
 * every code block of the 100 KB document.
 */
import { createHighlighterCore } from 'shiki/core';
import chat from '../fixtures/chat-465.md?raw';
import doc from '../fixtures/doc-100k.md?raw';
import { BENCH_LANGS, BENCH_THEMES } from './config';

const engine = new URLSearchParams(location.search).get('engine') ?? 'js';
const fences = (src: string) => [...src.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1] || 'text', code: m[2]! }));

async function run() {
  const t0 = performance.now();
  const regexEngine =
    engine === 'wasm'
      ? (await import('shiki/engine/oniguruma')).createOnigurumaEngine(import('shiki/wasm'))
      : (await import('shiki/engine/javascript')).createJavaScriptRegexEngine({ forgiving: true });
  const core = await createHighlighterCore({
    themes: [import('shiki/themes/github-light-default.mjs'), import('shiki/themes/github-dark-default.mjs')],
    langs: [import('shiki/langs/typescript.mjs')],
    engine: regexEngine,
  });
  const t1 = performance.now();
  const opts = (lang: string) => ({ lang, themes: BENCH_THEMES, defaultColor: false as const });
  const chatCode = fences(chat)[0]!;
  core.codeToHtml(chatCode.code, opts('ts'));
  const t2 = performance.now();
  const { bundledLanguages } = await import('shiki/langs');
  for (const l of BENCH_LANGS) await core.loadLanguage((await bundledLanguages[l as keyof typeof bundledLanguages]()).default);
  const blocks = fences(doc).map((b) => ({ ...b, lang: core.getLoadedLanguages().includes(b.lang) ? b.lang : 'text' }));
  for (const b of blocks) core.codeToHtml(b.code, opts(b.lang)); // compile every grammar's regexes
  const t3 = performance.now();
  for (const b of blocks) core.codeToHtml(b.code, opts(b.lang));
  const t4 = performance.now();
  (window as unknown as { __engine: unknown }).__engine = {
    engine,
    createAndLoadTs: t1 - t0,
    firstHighlight: t2 - t1,
    firstPaintReady: t2,
    docFirst: t3 - t2,
    docWarm: t4 - t3,
    blocks: blocks.length,
  };
}
void run();
