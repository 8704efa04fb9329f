/**
 * Streaming when the completion's code (`src/markdown/streaming.ts`, loaded on the first streamed
 * chunk) cannot be loaded: the streamed text renders as markdown as it is, with one development
 * warning, and a later chunk loads the completion again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp, h, nextTick, shallowReactive } from 'vue';
import AddonMarkdownRemark from '../../src/components/AddonMarkdownRemark/AddonMarkdownRemark.vue';
import type { AddonMarkdownRemarkExposed, AddonMarkdownRemarkProps } from '../../src/components/AddonMarkdownRemark/types';
import { resetWarnings } from '../../src/dev';

// While `offline.value` is true, loading the completion fails as a failed download of its chunk
// does (the mock throws from its set-up: Vitest keeps a module it has loaded once, so the import
// itself cannot fail again after a test loaded it).
const offline = vi.hoisted(() => ({ value: false }));
vi.mock('../../src/markdown/streaming', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/markdown/streaming')>();
  return {
    ...real,
    createStreamCompleter: () => {
      if (offline.value) throw new TypeError('Failed to fetch dynamically imported module: streaming.js');
      return real.createStreamCompleter();
    },
  };
});

afterEach(() => {
  offline.value = false;
  vi.restoreAllMocks();
  resetWarnings();
});

describe('streaming without its completion code', () => {
  it('renders the chunks as markdown as they are, warns once, and completes them once the code loads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const props = shallowReactive<AddonMarkdownRemarkProps>({ source: '', streaming: true });
    let exposed: AddonMarkdownRemarkExposed | undefined;
    const host = document.createElement('div');
    document.body.append(host);
    const app = createApp({ render: () => h(AddonMarkdownRemark, { ...props, ref: (el) => (exposed = (el ?? undefined) as AddonMarkdownRemarkExposed | undefined) }) });
    app.mount(host);
    const show = async (source: string) => {
      props.source = source;
      await nextTick();
      await exposed!.rendered();
      return host.querySelector<HTMLElement>('.vak-markdown__body')!;
    };
    try {
      offline.value = true;
      await show('Hello **wor');
      const body = await show('Hello **world');
      expect(body.querySelector('pre'), 'the text shown as a plain-text fallback').toBeNull();
      expect(body.querySelector('p')?.textContent).toBe('Hello **world');
      expect(warn.mock.calls.filter(([m]) => /completion of streamed markdown could not be loaded/.test(String(m)))).toHaveLength(1);

      offline.value = false;
      expect((await show('Hello **world, ag')).querySelector('p strong')?.textContent).toBe('world, ag');
    } finally {
      app.unmount();
      host.remove();
    }
  });
});
