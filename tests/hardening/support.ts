/**
 * Browser-side helpers of the hardening suites: mount the real markdown component, wait for its
 * `aria-busy="false"`, install script-execution traps, and scan a DOM for anything that can run script.
 */
import { createApp, h, type App } from 'vue';
import AddonMarkdownRemark from '../../src/components/AddonMarkdownRemark/AddonMarkdownRemark.vue';
import type { AddonMarkdownRemarkProps } from '../../src/components/AddonMarkdownRemark/types';

export interface Mounted {
  host: HTMLElement;
  app: App;
  unmount(): void;
}

/** Mount AddonMarkdownRemark with `props` into a fresh element of the page. */
export function mountMarkdown(props: AddonMarkdownRemarkProps): Mounted {
  const host = document.createElement('div');
  document.body.append(host);
  const app = createApp({ render: () => h(AddonMarkdownRemark, props) });
  app.mount(host);
  return {
    host,
    app,
    unmount() {
      app.unmount();
      host.remove();
    },
  };
}

/** Resolve when the component below `host` reports aria-busy="false" (rejects after `timeout` ms). */
export function whenRendered(host: Element, timeout = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => host.querySelector('[aria-busy="false"]') && !host.querySelector('[aria-busy="true"]');
    if (done()) return resolve();
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('component never reported aria-busy="false"'));
    }, timeout);
    const observer = new MutationObserver(() => {
      if (!done()) return;
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    });
    // Only aria-busy changes (the component's root exists once it is mounted): not every insertion in
    // the subtree, as a long document goes in a slice at a time and a query per slice is quadratic.
    observer.observe(host, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
}

/** Wait for images to finish loading or failing, then two frames (error/load/toggle/focus events fire). */
export async function settleEvents(root: Element): Promise<void> {
  await Promise.all([...root.querySelectorAll('img, video, audio')].map((el) => ('decode' in el ? (el as HTMLImageElement).decode().catch(() => undefined) : undefined)));
  for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(() => r(null)));
  await new Promise((r) => setTimeout(r, 20));
}

/** Script-execution traps: every way a payload in the corpus reports that it ran. */
export const trap = {
  calls: [] as string[],
  install() {
    const w = window as unknown as Record<string, unknown>;
    w.__xss = () => trap.calls.push('__xss');
    for (const name of ['alert', 'confirm', 'prompt', 'print']) w[name] = () => trap.calls.push(name);
  },
  reset() {
    trap.calls.length = 0;
  },
};

const DANGEROUS_ELEMENTS = 'script, iframe, frame, frameset, object, embed, applet, base, meta, link, form, style, noscript, template, portal';
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'poster', 'background', 'ping', 'srcset'];

/** Everything in `root` that could run script, navigate, or restyle the host page. Empty is safe. */
export function dangerousNodes(root: Element): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll(DANGEROUS_ELEMENTS)) found.push(`<${el.localName}>`);
  for (const el of [root, ...root.querySelectorAll('*')]) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`<${el.localName} ${name}>`);
      if (name === 'srcdoc') found.push(`<${el.localName} srcdoc>`);
      if (URL_ATTRS.includes(name) || name.endsWith(':href')) {
        // What a browser would see: control characters and whitespace removed, lowercased.
        const url = attr.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
        const safeImageData = el.localName === 'img' && name === 'src' && /^data:image\/(png|gif|jpe?g|webp|avif);/.test(url);
        if (/^(javascript|vbscript|livescript):/.test(url) || (url.startsWith('data:') && !safeImageData)) {
          found.push(`<${el.localName} ${name}="${attr.value}">`);
        }
      }
      if (name === 'target' && attr.value === '_blank') {
        const rel = (el.getAttribute('rel') ?? '').split(/\s+/);
        if (!rel.includes('noopener')) found.push(`<${el.localName} target=_blank without noopener>`);
      }
    }
  }
  return found;
}
