/**
 * Cold page: first highlighted paint of the 465-byte chat message, on a fresh page with an empty
 * cache. Each page is built on its own with its pipeline fixed (`__BENCH_PIPELINE__`), so it holds
 * and downloads only that pipeline, loaded on demand after navigation starts, as in an app. Every
 * pipeline renders into the same host the same way (`innerHTML`), so case 1 compares pipelines;
 * `oursComponent` measures our Vue component instead (it also loads and mounts Vue), reported as case 1b.
 */
import chat from '../fixtures/chat-465.md?raw';
import type { Pipeline } from './config';

/**
 * The page's pipeline, fixed when the page is built on its own (bench/vite.config.ts defines it from
 * the page name), so the other pipelines' branches below are dropped and the page's build holds only
 * its own pipeline's code.
 */
declare const __BENCH_PIPELINE__: string;
const name = __BENCH_PIPELINE__;
const host = document.getElementById('app')!;

async function loadPipeline(): Promise<Pipeline> {
  if (name === 'markdownIt') return (await import('./peers/markdown-it')).markdownItPipeline();
  if (name === 'unified') return (await import('./peers/unified')).unifiedPipeline();
  if (name === 'markedFresh') return (await import('./peers/marked-fresh')).markedFreshPipeline();
  return (await import('./ours-pipeline')).oursPipeline();
}

async function run() {
  if (name === 'oursComponent') {
    const { oursColdPaint } = await import('./ours');
    await oursColdPaint(host, chat);
  } else {
    const pipeline = await loadPipeline();
    host.innerHTML = await pipeline.render(chat);
  }
  await new Promise((r) => requestAnimationFrame(() => r(null)));
  const highlighted = host.querySelector('pre.shiki span[style]') !== null;
  const painted = { at: performance.now(), highlighted };
  (window as unknown as { __painted: typeof painted }).__painted = painted;
  console.info(`__painted ${JSON.stringify(painted)}`); // what bench/run.mjs waits for
}
void run();
