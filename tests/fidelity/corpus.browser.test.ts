/**
 * Real-world corpus: every README.md shipped in node_modules is rendered through AddonMarkdownRemark
 * in Chromium and compared with the whole-document reference (`sanitize(marked.parse(document))`,
 * see reference.ts), after the same DOM serialisation. Images are blocked by a Content Security
 * Policy (nothing leaves the machine). Prints documents, differences, page errors and the slowest
 * document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import type { CorpusDocument } from '../../scripts/markdown-corpus.mjs';
import { defaultSanitizer } from '../../src/markdown/sanitize/sanitizer';
import { mountMarkdown, whenRendered } from '../hardening/support';
import { comparable, referenceHtml } from './reference';

declare module 'vitest/browser' {
  interface BrowserCommands {
    readmeCorpus: () => Promise<CorpusDocument[]>;
  }
}

/** Documents allowed to differ, with the reason. Empty: every document must match. */
const ALLOWED: Record<string, string> = {};

const errors: string[] = [];
const onError = (event: ErrorEvent) => errors.push(event.message);
const onRejection = (event: PromiseRejectionEvent) => errors.push(String(event.reason));

beforeAll(() => {
  const csp = document.createElement('meta');
  csp.httpEquiv = 'Content-Security-Policy';
  csp.content = "img-src 'none'; media-src 'none'";
  document.head.append(csp);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
});
afterAll(() => {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
});

/** HTML as the DOM serialises it after parsing into a `div` (how the component's HTML is compared). */
function reserialise(html: string): string {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div.innerHTML;
}

describe('README corpus from node_modules', () => {
  it('renders every document like the whole-document reference, without page errors', { timeout: 600_000 }, async () => {
    const corpus = await commands.readmeCorpus();
    const sanitize = defaultSanitizer();
    const differences: { path: string; ours: string; reference: string }[] = [];
    let slowest = { path: '', ms: 0 };
    for (const doc of corpus) {
      const started = performance.now();
      const mounted = mountMarkdown({ source: doc.source });
      await whenRendered(mounted.host, 60_000);
      const ms = performance.now() - started;
      if (ms > slowest.ms) slowest = { path: doc.path, ms };
      // The component gives footnote ids its own prefix (its useId); the reference has none.
      const prefix = mounted.host.querySelector('.vak-markdown')!.getAttribute('data-vak-ssr')!;
      const ours = comparable(mounted.host.querySelector('.vak-markdown__body')!.innerHTML.replaceAll(`${prefix}-footnote-`, 'footnote-'));
      mounted.unmount();
      const reference = comparable(reserialise(referenceHtml(doc.source, sanitize)));
      if (ours !== reference && !(doc.path in ALLOWED)) differences.push({ path: doc.path, ours, reference });
    }
    console.log(
      `README corpus: ${corpus.length} documents, ${differences.length} differences, ${errors.length} page errors; ` +
        `slowest ${slowest.path} in ${slowest.ms.toFixed(0)} ms`,
    );
    for (const d of differences.slice(0, 10)) {
      let at = 0;
      while (at < d.ours.length && d.ours[at] === d.reference[at]) at++;
      console.log(`  ${d.path} differs at ${at}:\n    ours:      ${JSON.stringify(d.ours.slice(Math.max(0, at - 60), at + 100))}\n    reference: ${JSON.stringify(d.reference.slice(Math.max(0, at - 60), at + 100))}`);
    }
    expect(corpus.length).toBeGreaterThan(300);
    expect(differences.map((d) => d.path)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
