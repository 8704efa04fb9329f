/**
 * Streaming answers through the real component in Chromium: an answer arrives 4 characters at a time
 * and `source` grows with it.
 * - Stable DOM, with `streaming` on and off: the first paragraph is the same node after every later
 *   chunk, a text selection made in it survives, and a focused copy button keeps focus.
 * - With `streaming` on: no markdown syntax shows as text at any step, `aria-busy` stays `true`, and
 *   turning `streaming` off renders exactly the one-shot output (and announces it when asked).
 * - Hostile markdown streamed in chunks is inert at every step.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, h, nextTick, shallowReactive } from 'vue';
import AddonMarkdownRemark from '../../src/components/AddonMarkdownRemark/AddonMarkdownRemark.vue';
import { DEFAULT_LANGS, type AddonMarkdownRemarkExposed, type AddonMarkdownRemarkProps } from '../../src/components/AddonMarkdownRemark/types';
import ANSWER from '../../stories/fixtures/markdown/streaming-answer.md?raw';
import HOSTILE from '../../stories/fixtures/markdown/hostile.md?raw';
import { chunks, rawSyntax } from '../../stories/support/streaming';
import { dangerousNodes, mountMarkdown, settleEvents, trap, whenRendered } from './support';
import { XSS_VECTORS } from './xss-vectors';

const LANGS = [...DEFAULT_LANGS, 'ts'];
const report: string[] = [];
afterAll(() => console.log(report.join('\n')));

/** Mount the component with reactive props; `set` changes them and resolves once the DOM shows them. */
function mountReactive(initial: AddonMarkdownRemarkProps) {
  const props = shallowReactive<AddonMarkdownRemarkProps>({ ...initial });
  let exposed: AddonMarkdownRemarkExposed | undefined;
  const host = document.createElement('div');
  document.body.append(host);
  const app = createApp({ render: () => h(AddonMarkdownRemark, { ...props, ref: (el) => (exposed = (el ?? undefined) as AddonMarkdownRemarkExposed | undefined) }) });
  app.mount(host);
  return {
    host,
    props,
    body: () => host.querySelector<HTMLElement>('.vak-markdown__body'),
    async set(change: Partial<AddonMarkdownRemarkProps>) {
      Object.assign(props, change);
      await nextTick();
      await exposed!.rendered();
    },
    unmount() {
      app.unmount();
      host.remove();
    },
  };
}

/** Count elements removed from `root`'s subtree while `run` runs. */
async function countRemovals(root: Element, run: () => Promise<void>): Promise<number> {
  let removed = 0;
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.removedNodes) if (node.nodeType === 1) removed += 1 + (node as Element).querySelectorAll('*').length;
  });
  observer.observe(root, { subtree: true, childList: true });
  await run();
  for (const record of observer.takeRecords()) for (const node of record.removedNodes) if (node.nodeType === 1) removed += 1 + (node as Element).querySelectorAll('*').length;
  observer.disconnect();
  return removed;
}

describe('stable DOM while an answer streams in', () => {
  it.each([false, true])('streaming=%s: the first paragraph, a selection in it and a focused copy button survive every later chunk', async (streaming) => {
    const mounted = mountReactive({ source: '', langs: LANGS, streaming });
    try {
      await mounted.set({ source: '' });
      let firstP: HTMLParagraphElement | null = null;
      let selected = '';
      let button: HTMLButtonElement | null = null;
      let text = '';
      const parts = chunks(ANSWER, 4);
      const removed = await countRemovals(mounted.host, async () => {
        for (const chunk of parts) {
          text += chunk;
          await mounted.set({ source: text });
          const body = mounted.body()!;
          // Once the first paragraph is finished (a later block exists), select words in it.
          if (!firstP && body.querySelector('p') && body.children.length >= 3) {
            firstP = body.querySelector('p');
            const walker = document.createTreeWalker(firstP!, NodeFilter.SHOW_TEXT);
            let node = walker.nextNode();
            while (node && node.nodeValue!.length < 24) node = walker.nextNode();
            const range = document.createRange();
            range.setStart(node!, 4);
            range.setEnd(node!, 24);
            getSelection()!.removeAllRanges();
            getSelection()!.addRange(range);
            selected = getSelection()!.toString();
            expect(selected.length).toBe(20);
          }
          // Once the TypeScript block shows, focus its copy button (as a keyboard user would).
          if (!button && body.querySelector('.vak-code[data-lang="ts"]')) {
            button = body.querySelector<HTMLButtonElement>('.vak-code[data-lang="ts"] button[data-copy]');
            button!.focus();
          }
          if (firstP) expect(body.querySelector('p'), `first <p> replaced after ${text.length} characters`).toBe(firstP);
        }
      });
      expect(firstP).not.toBeNull();
      expect(button).not.toBeNull();
      expect(getSelection()!.toString(), 'the selection in the first paragraph').toBe(selected);
      expect(firstP!.contains(getSelection()!.anchorNode)).toBe(true);
      expect(document.activeElement, 'the focused copy button').toBe(button);
      expect(button!.isConnected).toBe(true);
      report.push(`streaming=${streaming}: ${parts.length} chunks, ${(removed / parts.length).toFixed(2)} elements removed per chunk`);
      expect(removed / parts.length, 'elements removed per chunk').toBeLessThanOrEqual(0.5);
    } finally {
      getSelection()!.removeAllRanges();
      mounted.unmount();
    }
  });

  it('a chunk never visits the finished blocks (work per chunk does not grow with the answer), and the DOM equals the whole HTML parsed', async () => {
    const mounted = mountReactive({ source: '', langs: LANGS, streaming: true });
    const isEqualNode = Element.prototype.isEqualNode;
    let finished: Element[] = [];
    let visits = 0;
    Element.prototype.isEqualNode = function (this: Element, other: Node | null) {
      if (finished.includes(this)) visits++;
      return isEqualNode.call(this, other);
    };
    try {
      await mounted.set({ source: '' });
      let text = '';
      for (const chunk of chunks(ANSWER, 4)) {
        text += chunk;
        await mounted.set({ source: text });
        const body = mounted.body()!;
        // Every block but the last two (the growing one, and one its next characters may still join).
        finished = [...body.children].slice(0, -2);
        // Adjacent text nodes (a block's text merged wrongly with its neighbour's) would differ here.
        const whole = body.cloneNode(false) as HTMLElement;
        whole.innerHTML = body.innerHTML;
        expect(isEqualNode.call(body, whole), `after ${text.length} characters`).toBe(true);
      }
      expect(visits, 'comparisons of finished blocks with their new HTML').toBe(0);
    } finally {
      Element.prototype.isEqualNode = isEqualNode;
      mounted.unmount();
    }
  });

  it('an edit in the middle of a document keeps the nodes of the blocks before it and after it', async () => {
    const doc = '# Title\n\nFirst paragraph.\n\nSecond paragraph.\n\n```bash\nnpm test\n```\n\nLast paragraph.';
    const mounted = mountReactive({ source: doc });
    try {
      await mounted.set({});
      const before = [...mounted.body()!.children];
      await mounted.set({ source: doc.replace('Second paragraph.', 'Second paragraph, edited.') });
      const after = [...mounted.body()!.children];
      expect(after).toHaveLength(before.length);
      after.forEach((el, i) => expect(el, `block ${i}`).toBe(before[i]));
      expect(after[2]!.textContent).toBe('Second paragraph, edited.');
    } finally {
      mounted.unmount();
    }
  });

  it.each([
    ['an unchanged block, then an edit after it', '<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n\nFirst.', '\n\nSecond.', false],
    ['its growing content, streamed', '<details>\n<summary>More</summary>\n\nFirst para.\n\nSecond', ' para grows', true],
  ])('a <details> the reader opened stays open: %s', async (_, source, more, streaming) => {
    const mounted = mountReactive({ source, streaming });
    try {
      await mounted.set({});
      const details = mounted.body()!.querySelector('details')!;
      details.open = true;
      await mounted.set({ source: source + more });
      expect(mounted.body()!.querySelector('details')).toBe(details);
      expect(details.open).toBe(true);
      expect(details.textContent).toContain(more === ' para grows' ? 'Second para grows' : 'Hidden text.');
    } finally {
      mounted.unmount();
    }
  });

  it('with the default texts, a chunk writes nothing on the code-block controls (their texts are in the HTML)', async () => {
    const doc = 'Intro.\n\n```ts\nconst a = 1;\n```\n\n```bash\nnpm test\n```\n\nAnd';
    const mounted = mountReactive({ source: doc, streaming: true });
    try {
      await mounted.set({});
      const bars = [...mounted.body()!.querySelectorAll('.vak-code__bar')];
      expect(bars).toHaveLength(2);
      const label = bars[0]!.querySelector<HTMLElement>('.vak-code__lang')!;
      expect(label.title).toBe('Language: ts');
      expect(bars[0]!.querySelector('button')!.getAttribute('aria-label')).toBe('Copy code');
      const writes: string[] = [];
      const note = (records: MutationRecord[]) => writes.push(...records.map((record) => `${record.type} ${record.attributeName ?? ''}`));
      const observer = new MutationObserver(note);
      for (const bar of bars) observer.observe(bar, { subtree: true, attributes: true, characterData: true, childList: true });
      for (const chunk of [' then', ' more', ' text.']) await mounted.set({ source: (mounted.props.source as string) + chunk });
      expect(mounted.body()!.querySelectorAll('.vak-code__bar')[0]).toBe(bars[0]); // the same nodes, watched throughout
      note(observer.takeRecords());
      observer.disconnect();
      expect(writes).toEqual([]);
    } finally {
      mounted.unmount();
    }
  });
});

describe('streaming on', () => {
  it('shows no raw syntax at any step, stays aria-busy, and the final render is the one-shot output', async () => {
    const mounted = mountReactive({ source: '', langs: LANGS, streaming: true, announceFinished: 'Answer ready' });
    const oneShot = mountMarkdown({ source: ANSWER, langs: LANGS });
    try {
      const flashes: string[] = [];
      const losses: string[] = [];
      const coloured: boolean[][] = [];
      let uncoloured = 0;
      let text = '';
      for (const chunk of chunks(ANSWER, 4)) {
        text += chunk;
        await mounted.set({ source: text });
        expect(mounted.host.querySelector('.vak-markdown')).toHaveAttribute('aria-busy', 'true');
        expect(mounted.host.querySelector('[role="status"]')!.textContent, 'nothing announced per chunk').toBe('');
        for (const raw of rawSyntax(mounted.body()!)) flashes.push(`after ${text.length}: ${raw}`);
        // Colours never disappear: a code line that had coloured tokens keeps them in every later look.
        mounted.body()!.querySelectorAll('.vak-code').forEach((block, b) => {
          const lines = [...block.querySelectorAll('.line')].map((line) => line.querySelector('span[style*="--shiki-light"]') !== null);
          const before = coloured[b] ?? [];
          before.forEach((was, i) => {
            if (was && !lines[i] && i < lines.length - 1) losses.push(`block ${b} line ${i} after ${text.length}`);
          });
          if (block.querySelector('code')!.textContent!.trim() && !lines.some(Boolean)) uncoloured++;
          coloured[b] = lines;
        });
      }
      expect(flashes).toEqual([]);
      expect(losses, 'code lines that lost their colours').toEqual([]);
      expect(uncoloured, 'looks with a code block shown without colours').toBe(0);
      await mounted.set({ streaming: false });
      await whenRendered(oneShot.host);
      expect(mounted.host.querySelector('.vak-markdown')).toHaveAttribute('aria-busy', 'false');
      expect(mounted.body()!.innerHTML).toBe(oneShot.host.querySelector('.vak-markdown__body')!.innerHTML);
      await expect.poll(() => mounted.host.querySelector('[role="status"]')!.textContent).toBe('Answer ready');
    } finally {
      mounted.unmount();
      oneShot.unmount();
    }
  });

  it('hostile markdown streamed in 7-character chunks is inert at every step', async () => {
    trap.install();
    trap.reset();
    const startUrl = location.href;
    const hostile = [HOSTILE, ...XSS_VECTORS.map((v) => v.markdown)].join('\n\n');
    const mounted = mountReactive({ source: '', streaming: true });
    try {
      let text = '';
      let steps = 0;
      for (const chunk of chunks(hostile, 7)) {
        text += chunk;
        await mounted.set({ source: text });
        if (++steps % 10 === 0) await settleEvents(mounted.host);
        expect(dangerousNodes(mounted.host), `after ${text.length} characters`).toEqual([]);
      }
      await mounted.set({ streaming: false });
      await settleEvents(mounted.host);
      expect(dangerousNodes(mounted.host)).toEqual([]);
      expect(trap.calls, 'script ran').toEqual([]);
      expect(location.href).toBe(startUrl);
      report.push(`hostile stream: ${steps} chunks of ${hostile.length} characters, inert at every step`);
    } finally {
      mounted.unmount();
    }
  });
});
