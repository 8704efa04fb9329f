/**
 * Cold page: first highlighted paint of the 465-byte chat message, on a fresh page with an empty
 * cache. The pipeline is chosen by the page's `data-pipeline` attribute; each page downloads only
 * its own pipeline, loaded on demand after navigation starts, as in an app. Every pipeline renders
 * into the same host the same way (`innerHTML`), so case 1 compares pipelines; `oursComponent`
 * measures our Vue component instead (it also loads and mounts Vue), reported as case 1b.
 */
import chat from '../fixtures/chat-465.md?raw';
import type { Pipeline } from './config';

const name = document.documentElement.dataset.pipeline!;
const host = document.getElementById('app')!;

const pipelines: Record<string, () => Promise<Pipeline>> = {
  ours: async () => (await import('./ours-pipeline')).oursPipeline(),
  markdownIt: async () => (await import('./peers/markdown-it')).markdownItPipeline(),
  unified: async () => (await import('./peers/unified')).unifiedPipeline(),
  markedFresh: async () => (await import('./peers/marked-fresh')).markedFreshPipeline(),
};

async function run() {
  if (name === 'oursComponent') {
    const { oursColdPaint } = await import('./ours');
    await oursColdPaint(host, chat);
  } else {
    const pipeline = await pipelines[name]!();
    host.innerHTML = await pipeline.render(chat);
  }
  await new Promise((r) => requestAnimationFrame(() => r(null)));
  const highlighted = host.querySelector('pre.shiki span[style]') !== null;
  const painted = { at: performance.now(), highlighted };
  (window as unknown as { __painted: typeof painted }).__painted = painted;
  console.info(`__painted ${JSON.stringify(painted)}`); // what bench/run.mjs waits for
}
void run();
