/**
 * Cold page: first highlighted paint of the 465-byte chat message, on a fresh page with an empty
 * cache. The pipeline is chosen by the page's `data-pipeline` attribute; everything it needs is
 * loaded on demand after navigation starts, as in an app.
 */
import chat from '../fixtures/chat-465.md?raw';

const name = document.documentElement.dataset.pipeline!;
const host = document.getElementById('app')!;

async function run() {
  if (name === 'ours') {
    const { oursColdPaint } = await import('./ours');
    await oursColdPaint(host, chat);
  } else {
    const peers = await import('./peers');
    const pipeline =
      name === 'markdownIt' ? peers.markdownItPipeline() : name === 'unified' ? peers.unifiedPipeline() : peers.markedFreshPipeline();
    host.innerHTML = await pipeline.render(chat);
  }
  await new Promise((r) => requestAnimationFrame(() => r(null)));
  const highlighted = host.querySelector('pre.shiki span[style]') !== null;
  (window as unknown as { __painted: { at: number; highlighted: boolean } }).__painted = { at: performance.now(), highlighted };
}
void run();
