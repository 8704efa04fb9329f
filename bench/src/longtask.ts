/**
 * Long tasks while our component renders a large document for the first time (every cache empty):
 * the 100 KB and 1 MB section documents, the 260 KB CHANGELOG and 1 MB of prose (large-docs.ts), then
 * the largest real READMEs and changelogs of node_modules (`window.__realDocuments`, set by
 * bench/run.mjs before the page's script runs), and a page with a fence in each of 12 languages the
 * page has not highlighted yet (each grammar's first use), mounted one after the other in a fresh
 * page. For each: ms until `rendered()` resolved and the DOM painted, the longest main-thread task
 * meanwhile and the total blocking time (Σ of each long task's time beyond 50 ms), from a `longtask`
 * PerformanceObserver; then the frames while the rendered document is scrolled 100 px a frame (p50
 * and p95 of the time between frames). Each long task comes
 * with what ran in its frame, from the Long Animation Frames API (`long-animation-frame` entries: the
 * frame's scripts, with their invoker and source file, and its style and layout time), so a task over
 * the budget says whose it was. Reported by a `__longtask` console message that bench/run.mjs waits for.
 */
import { createApp, h, ref } from 'vue';
import AddonMarkdownRemark from '../../src/components/AddonMarkdownRemark/AddonMarkdownRemark.vue';
import { clearBlockCache, fenceNames } from '../../src/markdown/internal';
import type { AddonMarkdownRemarkExposed } from '../../src/components/AddonMarkdownRemark/types';
import { BENCH_LANGS, BENCH_THEMES } from './config';
import { percentile, recordFrameGaps, recordWorstFrame, renderEveryFrame } from './frames';
import { changelogDoc, FIRST_USE_LANGS, grammarsDoc, proseDoc, sectionsDoc } from './large-docs';

const langs = [...BENCH_LANGS];

declare global {
  interface Window {
    /** Real documents to render after the generated ones: path below the project root, and text. */
    __realDocuments?: { path: string; source: string }[];
  }
}
/** Name, source and `langs` of each document, in the order they are rendered. */
const DOCS: [name: string, make: () => string, langs: string[]][] = [
  ['100 KB sections', () => sectionsDoc(100 * 1024), langs],
  ['1 MB sections', () => sectionsDoc(1024 * 1024), langs],
  ['260 KB CHANGELOG', changelogDoc, langs],
  ['1 MB prose', () => proseDoc(1024 * 1024), langs],
  ...(window.__realDocuments ?? []).map(({ path, source }): [string, () => string, string[]] => [
    path.replace(/^node_modules\//, ''),
    () => source,
    // The languages its fences name, as an app showing that document would list them.
    [...new Set([...langs, ...fenceNames(source)])],
  ]),
  ['first use of 12 grammars', grammarsDoc, [...langs, ...FIRST_USE_LANGS]],
];
/** The next frame's timestamp. */
const frame = () => new Promise<number>((r) => requestAnimationFrame(r));
const SCROLL_FRAMES = 60;

/** Scroll the page down 100 px a frame, `SCROLL_FRAMES` times: p50 and p95 of the ms between frames. */
async function scrollFrames(): Promise<{ p50: number; p95: number }> {
  const gaps: number[] = [];
  let last = await frame();
  for (let i = 0; i < SCROLL_FRAMES; i++) {
    window.scrollBy(0, 100);
    const now = await frame();
    gaps.push(now - last);
    last = now;
  }
  window.scrollTo(0, 0);
  gaps.sort((a, b) => a - b);
  return { p50: percentile(gaps, 0.5), p95: percentile(gaps, 0.95) };
}

async function run() {
  renderEveryFrame();
  // Warm the highlighter and grammars (a page that already showed code), then measure each document
  // with the block and line caches emptied.
  const warm = document.createElement('div');
  document.body.append(warm);
  const warmRef = ref<AddonMarkdownRemarkExposed>();
  const warmApp = createApp({ render: () => h(AddonMarkdownRemark, { ref: warmRef, source: '```ts\nconst a = 1;\n```\n\n```json\n{"a": 1}\n```', langs, themes: BENCH_THEMES }) });
  warmApp.mount(warm);
  await warmRef.value!.rendered();
  warmApp.unmount();
  warm.remove();
  const results: {
    name: string;
    kb: number;
    renderedMs: number;
    longestTaskMs: number;
    tbtMs: number;
    longTasks: number;
    worstFrame: string;
    /** Ms between frames while the document rendered (the page asks for a frame on every vsync). */
    renderFrames: { p95: number; longest: number };
    scroll: { p50: number; p95: number };
  }[] = [];
  for (const [name, make, docLangs] of DOCS) {
    const source = make();
    clearBlockCache();
    await frame();
    await new Promise((r) => setTimeout(r, 100));
    const host = document.createElement('div');
    document.body.append(host);
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    const frames = recordWorstFrame();
    const gaps = recordFrameGaps();
    const start = performance.now();
    const exposed = ref<AddonMarkdownRemarkExposed>();
    const app = createApp({ render: () => h(AddonMarkdownRemark, { ref: exposed, source, langs: docLangs, themes: BENCH_THEMES }) });
    app.mount(host);
    await exposed.value!.rendered();
    await frame();
    const renderedMs = performance.now() - start;
    const renderFrames = gaps.stop();
    await new Promise((r) => setTimeout(r, 100)); // the observer delivers the last entries
    observer.disconnect();
    const worstFrame = frames.stop();
    const scroll = await scrollFrames();
    app.unmount();
    host.remove();
    results.push({
      name,
      kb: source.length / 1024,
      renderedMs,
      longestTaskMs: Math.max(0, ...tasks),
      tbtMs: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      longTasks: tasks.length,
      worstFrame,
      renderFrames,
      scroll,
    });
  }
  console.info(`__longtask ${JSON.stringify(results)}`);
}
void run();
