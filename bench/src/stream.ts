/**
 * Case 6 page: an answer streamed into one renderer, 4 characters per chunk, back to back and every
 * 16 ms. The renderer is chosen by the page's `data-renderer` attribute (each page downloads only its
 * own). Measured in the page (bench/run.mjs reads `window.__stream`): update cost per chunk (source
 * set → DOM shows it), arrival → DOM latency at 16 ms, long tasks (and what ran in the frame with the
 * most blocking time), replacements of the first `<p>`/`<h2>`/`<table>`/`<pre>`, elements removed per
 * chunk, looks showing raw markdown syntax, looks showing a code block without colours, and whether
 * the final DOM equals a one-shot render.
 */
import answer from '../fixtures/answer-stream.md?raw';
import { chunks, rawSyntax } from '../../stories/support/streaming';
import { recordWorstFrame } from './frames';

/** A streaming renderer mounted in `host`; `set` resolves once the DOM shows `source`. */
export interface StreamRenderer {
  set(source: string, streaming: boolean): Promise<void>;
}

// The renderer's adapter: `./stream-renderer` is ours; bench/stream.vite.config.ts points it at the
// page's peer adapter when it builds a peer's page, so each page contains one renderer only.
const renderers: Record<string, () => Promise<(host: Element) => Promise<StreamRenderer>>> = {
  [document.documentElement.dataset.renderer!]: async () => (await import('./stream-renderer')).mount,
};

const name = document.documentElement.dataset.renderer!;
const FIRSTS = ['p', 'h2', 'table', 'pre'] as const;

/** Whether a code block with text shows no coloured token (inline colour styles or classes). */
function uncolouredCode(host: Element): boolean {
  return [...host.querySelectorAll('pre')].some((pre) => pre.textContent!.trim() !== '' && !pre.querySelector('span[style], span[class*="token"]'));
}

async function run(mode: 'b2b' | '16ms') {
  const host = document.getElementById('app')!;
  host.replaceChildren();
  const mount = await renderers[name]!();
  const renderer = await mount(host);
  const parts = chunks(answer, 4);
  const costs: number[] = [];
  const latencies: number[] = [];
  const replaced: Record<string, number> = Object.fromEntries(FIRSTS.map((t) => [t, 0]));
  const firsts: Record<string, Element | null> = Object.fromEntries(FIRSTS.map((t) => [t, null]));
  let removed = 0;
  let rawLooks = 0;
  let uncolouredLooks = 0;
  let looks = 0;
  const observer = new MutationObserver((records) => {
    for (const r of records) for (const n of r.removedNodes) if (n.nodeType === 1) removed += 1 + (n as Element).querySelectorAll('*').length;
  });
  const longTasks: number[] = [];
  const longObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longTasks.push(e.duration);
  });
  const look = () => {
    looks++;
    if (rawSyntax(host).length) rawLooks++;
    if (uncolouredCode(host)) uncolouredLooks++;
    for (const t of FIRSTS) {
      const el = host.querySelector(t);
      if (firsts[t] && el !== firsts[t]) replaced[t]!++;
      firsts[t] = el ?? firsts[t]!;
    }
  };
  // Warm-up: the page shows a finished answer with code (as a chat shows its history), so the
  // grammars and themes load outside the timed stream. The JS loaded so far is the page's initial JS
  // (bench/run.mjs counts the files fetched before the message below); what a renderer loads only
  // once an answer streams (ours: the display completion with remend) is counted as loaded while
  // streaming, and its cost lands in the first chunk's time.
  await renderer.set('```ts\nconst a = 1;\n```\n\n```bash\nls\n```', false);
  await renderer.set('', false);
  console.log('__stream-start');
  observer.observe(host, { subtree: true, childList: true });
  longObserver.observe({ type: 'longtask' });
  const frames = recordWorstFrame();
  let text = '';
  if (mode === 'b2b') {
    for (const part of parts) {
      text += part;
      const start = performance.now();
      await renderer.set(text, true);
      costs.push(performance.now() - start);
      look();
      // The next chunk arrives in a task of its own, as from the network (untimed).
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  } else {
    // Chunks arrive every 16 ms whatever the renderer does; a render in flight takes the newest text.
    const arrivals: number[] = [];
    let shown = 0;
    let busy = false;
    await new Promise<void>((resolve) => {
      const pump = async () => {
        busy = true;
        while (shown < arrivals.length) {
          const upTo = arrivals.length;
          const start = performance.now();
          await renderer.set(parts.slice(0, upTo).join(''), true);
          const now = performance.now();
          costs.push(now - start);
          for (let i = shown; i < upTo; i++) latencies.push(now - arrivals[i]!);
          shown = upTo;
          look();
        }
        busy = false;
        if (shown === parts.length) resolve();
      };
      const timer = setInterval(() => {
        if (arrivals.length === parts.length) return clearInterval(timer);
        arrivals.push(performance.now());
        if (!busy) void pump();
      }, 16);
    });
    text = answer;
  }
  await new Promise((r) => setTimeout(r, 50));
  observer.disconnect();
  longObserver.disconnect();
  const worstFrame = frames.stop();
  await renderer.set(answer, false);
  const oneShotHost = document.getElementById('oneshot')!;
  oneShotHost.replaceChildren();
  const oneShot = await mount(oneShotHost);
  await oneShot.set(answer, false);
  const finalEqualsOneShot = host.innerHTML === oneShotHost.innerHTML;
  return {
    chunks: parts.length,
    costs,
    latencies,
    longTasks,
    worstFrame,
    replaced,
    removedPerChunk: removed / parts.length,
    rawLooks,
    uncolouredShare: uncolouredLooks / looks,
    looks,
    finalEqualsOneShot,
  };
}

/** Lines of a generated block: `count` of them, from `line(i)`. */
const lines = (count: number, line: (i: number) => string) => Array.from({ length: count }, (_, i) => line(i)).join('\n');

/**
 * Long blocks that grow at their end, each after a sentence: a chunk's work grows with the block it
 * extends, never with the square of it, and in the page only the block's last item changes. `limit`:
 * the target for a chunk's p95 (ms): a code block keeps its finished lines' tokens, 8 ms; a table or
 * list is lexed and sanitised again whole at each chunk, one frame (16 ms).
 */
const LONG_BLOCKS = [
  {
    name: 'one code block',
    limit: 8,
    block: `\`\`\`ts\n${lines(300, (i) => `export function handler${i}(request: Request, options: { retries: number } = { retries: ${i} }): Promise<Response> { return fetch(request); }`)}\n\`\`\``,
  },
  { name: 'a code block in a list item', limit: 8, block: `1. Install:\n\n   \`\`\`bash\n${lines(300, (i) => `   npm install package-${i} --save-exact && echo "installed ${i}"`)}\n   \`\`\`` },
  { name: 'a table', limit: 16, block: `| package | version | notes |\n|---|---|---|\n${lines(300, (i) => `| package-${i} | ${i}.0.0 | **pinned** with \`npm ci\` |`)}` },
  { name: 'a list', limit: 16, block: lines(300, (i) => `- step ${i}: run \`task-${i}\` and check *the output* of [job ${i}](https://ci.example.com/${i})`) },
];

/**
 * Each of {@link LONG_BLOCKS} streamed back to back, 40 characters per chunk. Returns the cost of
 * each chunk (source set → DOM shows it, ms), the block's size and its target.
 */
async function longBlocks() {
  const host = document.getElementById('app')!;
  const out = [];
  for (const { name: block, block: markdown, limit } of LONG_BLOCKS) {
    host.replaceChildren();
    const renderer = await (await renderers[name]!())(host);
    const text = `Here is the module:\n\n${markdown}\n`;
    await renderer.set(text.slice(0, 400), true);
    const costs: number[] = [];
    for (let end = 440; end < text.length + 40; end += 40) {
      const start = performance.now();
      await renderer.set(text.slice(0, end), true);
      costs.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await renderer.set(text, false);
    out.push({ name: block, chars: markdown.length, limit, costs });
  }
  host.replaceChildren();
  return out;
}

(window as unknown as { __stream: unknown }).__stream = { run, longBlocks };
document.body.dataset.ready = 'true';
