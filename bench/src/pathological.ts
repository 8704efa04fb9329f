/**
 * Pathological documents (the robustness suite's, tests/hardening/pathological.ts), each mounted in
 * our component in turn: time until `aria-busy="false"` and the longest task meanwhile (a `longtask`
 * observer), which bench/run.mjs holds to the budget. Reported by a `__pathological` console message.
 */
import { createApp, h } from 'vue';
import AddonMarkdownRemark from '../../src/components/AddonMarkdownRemark/AddonMarkdownRemark.vue';
import { PATHOLOGICAL } from '../../tests/hardening/pathological';
import { renderEveryFrame } from './frames';

/** Resolve when the component below `host` reports aria-busy="false". */
function whenRendered(host: Element): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (host.querySelector('[aria-busy="false"]')) {
        observer.disconnect();
        resolve();
      }
    };
    const observer = new MutationObserver(check);
    // aria-busy changes only: a query on every insertion of a sliced first render is quadratic.
    observer.observe(host, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    check();
  });
}

async function run() {
  renderEveryFrame();
  const results: { name: string; kb: number; renderedMs: number; longestTaskMs: number }[] = [];
  for (const [name, make] of PATHOLOGICAL) {
    const source = make();
    const host = document.createElement('div');
    document.body.append(host);
    let longest = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    const start = performance.now();
    const app = createApp({ render: () => h(AddonMarkdownRemark, { source }) });
    app.mount(host);
    await whenRendered(host);
    const renderedMs = performance.now() - start;
    await new Promise((r) => setTimeout(r, 50)); // the observer delivers the last entries
    observer.disconnect();
    app.unmount();
    host.remove();
    results.push({ name, kb: source.length / 1024, renderedMs, longestTaskMs: longest });
  }
  console.info(`__pathological ${JSON.stringify(results)}`); // what bench/run.mjs waits for
}
void run();
