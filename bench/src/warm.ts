/**
 * Warm benchmark page: every pipeline loaded in one page, timed by the runner (bench/run.mjs)
 * through `window.__bench`. Timings use performance.now() (5 µs resolution: the page is served
 * cross-origin isolated).
 */
import chat from '../fixtures/chat-465.md?raw';
import doc from '../fixtures/doc-100k.md?raw';
import type { Pipeline } from './config';
import { changelogDoc } from './large-docs';
import { clearBlockCache, oursMount500, oursPipeline } from './ours';
import { markdownItPipeline, markedFreshPipeline, markedPurifyPipeline, unifiedPipeline } from './peers';

const changelog = changelogDoc();

const pipelines: Record<string, Pipeline> = {
  ours: oursPipeline(),
  markdownIt: markdownItPipeline(),
  unified: unifiedPipeline(),
  markedFresh: markedFreshPipeline(),
  // Only the CHANGELOG row times it (bench/run.mjs, CHANGELOG_FLOOR).
  markedPurify: markedPurifyPipeline(),
};

/** A one-character edit inside a paragraph (not code): iteration `i` edits a different character. */
function editParagraph(source: string, i: number): string {
  const at = source.indexOf('The renderer turns markdown', 2000 + i * 997);
  const pos = at < 0 ? 1000 : at + 4;
  return source.slice(0, pos) + String.fromCharCode(97 + (i % 26)) + source.slice(pos + 1);
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

const bench = {
  names: Object.keys(pipelines),
  label: (name: string) => pipelines[name]!.name,
  async setup(name: string) {
    await pipelines[name]!.setup();
    // Warm every grammar the document uses (JIT, caches of the regex engine).
    await pipelines[name]!.render(doc);
    // Ours also renders it once with its caches emptied: the peers' timed renders follow a render of
    // the same path (their set-up renders the document), while ours so far only ran the cached path.
    // Without it ours had two slow first runs (65–83 ms against ~50 for the others, the JIT warming
    // the tokenising and sanitising code) where peer (a) has one (116 ms against ~80).
    if (name === 'ours') {
      clearBlockCache();
      await pipelines.ours!.render(doc);
    }
  },
  /** Case 2: warm render of the 100 KB document, `runs` times. */
  async fullRender(name: string, runs: number) {
    const out: number[] = [];
    for (let i = 0; i < runs; i++) out.push(await timed(() => pipelines[name]!.render(doc)));
    return out;
  },
  /** Case 2 for ours without its block cache (every block rendered, highlighted and sanitised again), `runs` times. */
  async fullRenderUncached(runs: number) {
    const out: number[] = [];
    for (let i = 0; i < runs; i++) {
      clearBlockCache();
      out.push(await timed(() => pipelines.ours!.render(doc)));
    }
    return out;
  },
  /**
   * Case 3: render after a one-character paragraph edit (the previous render was the document), `runs`
   * times, with edits `from` … `from + runs` (a round of interleaved runs passes its number).
   */
  async editRender(name: string, runs: number, from = 0) {
    const out: number[] = [];
    for (let i = from; i < from + runs; i++) {
      await pipelines[name]!.render(editParagraph(doc, i));
      out.push(await timed(() => pipelines[name]!.render(editParagraph(doc, i + 1))));
    }
    return out;
  },
  /** Case 4: re-render per keystroke while typing the 465-byte message. */
  async typing(name: string, step = 1) {
    const out: number[] = [];
    for (let i = 1; i <= chat.length; i += step) out.push(await timed(() => pipelines[name]!.render(chat.slice(0, i))));
    return out;
  },
  /** Case 5: mount 500 chat messages (ours: the Vue component; peers: their HTML into 500 elements). */
  async mount500(name: string) {
    const host = document.createElement('div');
    document.body.append(host);
    const start = performance.now();
    if (name === 'ours') {
      await oursMount500(host, chat);
    } else {
      const html = await Promise.all(Array.from({ length: 500 }, (_, i) => pipelines[name]!.render(`${chat}\n\nMessage ${i}`)));
      for (const h of html) {
        const el = document.createElement('div');
        el.innerHTML = h;
        host.append(el);
      }
    }
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    const total = performance.now() - start;
    const heap = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
    const nodes = host.querySelectorAll('pre').length;
    // Every message correct: message i shows its own number and highlighted code.
    const messages = [...host.children];
    const correct = messages.length === 500 && messages.every((el, i) => el.textContent!.includes(`Message ${i}`) && el.querySelector('pre.shiki span[style]') !== null);
    host.remove();
    return { total, heap, nodes, correct, highlighters: pipelines[name]!.highlighters() };
  },
  /**
   * The 260 KB CHANGELOG (large-docs.ts), rendered and put into the page, `runs` times; ours with
   * every cache emptied before each run (a document seen for the first time).
   */
  async changelog(name: string, runs: number) {
    const out: number[] = [];
    for (let i = 0; i < runs; i++) {
      if (name === 'ours') clearBlockCache();
      const host = document.createElement('div');
      document.body.append(host);
      const start = performance.now();
      host.innerHTML = await pipelines[name]!.render(changelog);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      out.push(performance.now() - start);
      host.remove();
    }
    return out;
  },
  highlighters: (name: string) => pipelines[name]!.highlighters(),
};

(window as unknown as { __bench: typeof bench }).__bench = bench;
document.body.dataset.ready = 'true';
