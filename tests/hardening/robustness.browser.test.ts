/**
 * Pathological input, races, and instances/memory for the markdown component, in Chromium.
 * - Each pathological document renders (or degrades to text) with no uncaught error. How long it
 *   blocks the page is a speed figure, measured and held to its budget by `npm run bench`.
 * - 100 quick `source` changes with slow and fast languages mixed end with the DOM of the last source;
 *   `rendered()` settles when the component unmounts before its render lands.
 * - 1,000 mounts and unmounts leave one highlighter and bounded heap growth.
 */
import { createApp, h, nextTick, ref } from 'vue';
import { afterAll, describe, expect, it } from 'vitest';
import AddonMarkdownRemark from '../../src/components/AddonMarkdownRemark/AddonMarkdownRemark.vue';
import type { AddonMarkdownRemarkExposed } from '../../src/components/AddonMarkdownRemark/types';
import { highlighterInstanceCount } from '../../src/markdown/internal';
import { PATHOLOGICAL } from './pathological';
import { mountMarkdown, whenRendered } from './support';

const report: string[] = [];
afterAll(() => console.log(report.join('\n')));

describe('pathological input', () => {
  it.each(PATHOLOGICAL)('%s renders or degrades to text, with no error', async (name, make) => {
    const source = make();
    const errors: string[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.message);
    const onRejection = (e: PromiseRejectionEvent) => errors.push(String(e.reason));
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const mounted = mountMarkdown({ source });
    try {
      // A liveness limit, not a speed figure (the bench holds speed): the 1 MB document takes ~18 s
      // alone in the test frame, where content-visibility never skips a block, and took 34–74 s in
      // five CI runs with the story projects beside it on 2 cores.
      await whenRendered(mounted.host, 170_000);
      const text = mounted.host.textContent ?? '';
      report.push(`pathological: ${name} (${(source.length / 1024).toFixed(0)} KB): rendered, ${text.length} characters of text shown`);
      expect(errors).toEqual([]);
      expect(text.length, 'content is shown, not a blank component').toBeGreaterThan(0);
    } finally {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      mounted.unmount();
    }
  }, 180_000);
});

describe('races', () => {
  it('100 quick source changes with slow and fast languages end with the last source', async () => {
    // A custom grammar whose registration arrives late (a promise that resolves after 5–40 ms).
    const slowLang = (delay: number) => () =>
      new Promise((resolve) =>
        setTimeout(
          () => resolve({ name: `slow${delay}`, scopeName: `source.slow${delay}`, patterns: [{ match: '\\bslow\\b', name: 'keyword.control' }], repository: {} }),
          delay,
        ),
      );
    // Each change also passes a new `langs` array (as a parent re-creating it inline does), so its
    // languages resolve again: even changes wait 60 ms for them, odd ones 1 ms. Renders therefore
    // finish out of order, and only the render token keeps an older one from landing last.
    const delay = (ms: number) => () => new Promise((resolve) => setTimeout(() => resolve([]), ms));
    const langsFor = (i: number) => ['json', 'bash', slowLang(40), slowLang(5), delay(i % 2 ? 1 : 60)];
    const state = ref({ source: 'start', langs: langsFor(0) });
    const host = document.createElement('div');
    document.body.append(host);
    const app = createApp({ render: () => h(AddonMarkdownRemark, { source: state.value.source, langs: state.value.langs }) });
    app.mount(host);
    const sources = Array.from({ length: 100 }, (_, i) => {
      const lang = ['json', 'slow40', 'bash', 'slow5'][i % 4];
      return `# Version ${i}\n\n\`\`\`${lang}\n${lang === 'json' ? `{ "v": ${i} }` : `slow ${i}`}\n\`\`\`\n`;
    });
    let langs = langsFor(0);
    for (const [i, s] of sources.entries()) {
      langs = langsFor(i);
      state.value = { source: s, langs };
      await nextTick();
      await new Promise((r) => setTimeout(r, i % 3)); // changes land 0–2 ms apart
    }
    await whenRendered(host, 30_000);
    await new Promise((r) => setTimeout(r, 100)); // any straggling older render would land now
    const final = host.querySelector('[aria-busy]')!.innerHTML;

    const reference = mountMarkdown({ source: sources.at(-1)!, langs });
    await whenRendered(reference.host);
    const expected = reference.host.querySelector('[aria-busy]')!.innerHTML;
    reference.unmount();
    app.unmount();
    host.remove();
    report.push(`races: 100 changes, final DOM ${final === expected ? 'equals' : 'DIFFERS FROM'} the render of the last source`);
    expect(final).toContain('Version 99');
    expect(final).toBe(expected);
  });

  it('rendered() settles when the component unmounts before its render lands, and after', async () => {
    let exposed: AddonMarkdownRemarkExposed | null = null;
    const host = document.createElement('div');
    document.body.append(host);
    // A grammar that never arrives: the render cannot finish.
    const never = () => new Promise(() => {});
    const app = createApp({ render: () => h(AddonMarkdownRemark, { ref: (r) => (exposed = r as AddonMarkdownRemarkExposed | null), source: '```never\nx\n```', langs: [never] }) });
    app.mount(host);
    const api = exposed!;
    const waiting = api.rendered();
    app.unmount();
    host.remove();
    const within = (promise: Promise<void>) => Promise.race([promise.then(() => 'settled'), new Promise((r) => setTimeout(() => r('pending'), 1000))]);
    expect(await within(waiting)).toBe('settled');
    expect(await within(api.rendered())).toBe('settled');
  });
});

describe('instances and memory', () => {
  it('1,000 mounts and unmounts keep one highlighter and bounded heap', async () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    const heap = () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
    // Warm up: grammars and themes loaded, caches filled once.
    const warm = mountMarkdown({ source: '```json\n{ "a": 1 }\n```' });
    await whenRendered(warm.host);
    warm.unmount();
    gc?.();
    const before = heap();
    for (let i = 0; i < 1000; i++) {
      const m = mountMarkdown({ source: `Message ${i}\n\n\`\`\`json\n{ "n": ${i} }\n\`\`\`` });
      await whenRendered(m.host);
      m.unmount();
    }
    gc?.();
    await new Promise((r) => setTimeout(r, 50));
    gc?.();
    const growth = heap() - before;
    report.push(`memory: 1,000 mounts/unmounts, ${highlighterInstanceCount()} highlighter(s), heap growth ${(growth / 2 ** 20).toFixed(2)} MB (gc ${gc ? 'forced' : 'not available'})`);
    expect(highlighterInstanceCount()).toBe(1);
    expect(document.querySelectorAll('[aria-busy]').length, 'unmounted components left DOM behind').toBe(0);
    // Bounded: the code-block cache holds at most 500 small blocks; 1,000 leaked components would be far more.
    expect(growth).toBeLessThan(20 * 2 ** 20);
  });
});
