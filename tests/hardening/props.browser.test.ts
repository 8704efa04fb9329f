/**
 * Malformed props of the markdown component and of `BaseProse` (`size`, `as`), mounted in Chromium: each is ignored
 * (the component renders as without it) with ONE development warning naming the prop and the value,
 * however many components share it and however often they render.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp, h, nextTick, shallowReactive } from 'vue';
import AddonMarkdownRemark from '../../src/components/AddonMarkdownRemark/AddonMarkdownRemark.vue';
import BaseProse from '../../src/components/BaseProse/BaseProse.vue';
import type { AddonMarkdownRemarkProps } from '../../src/components/AddonMarkdownRemark/types';
import { resetWarnings } from '../../src/dev';
import { mountMarkdown, whenRendered, type Mounted } from './support';

let mounted: Mounted[] = [];
let warn: { mock: { calls: unknown[][] }; mockRestore(): void };
beforeEach(() => {
  resetWarnings();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const m of mounted) m.unmount();
  mounted = [];
  warn.mockRestore();
});

/** The package's own warnings (Vue's prop type checks print theirs too). */
const ours = () => warn.mock.calls.map(([message]) => String(message)).filter((message) => /^\[(AddonMarkdownRemark|BaseProse)\]/.test(message));

const SOURCE = '# Title\n\n```bash\necho hi\n```\n';

/** Bad values, each given as the component's prop, and what its one warning names. */
const CASES: { prop: keyof AddonMarkdownRemarkProps; value: unknown; warning: RegExp }[] = [
  { prop: 'size', value: 'huge', warning: /^\[BaseProse\] size "huge" is not one of "sm", "base", "lg", "xl", "2xl"/ },
  { prop: 'mode', value: 'sepia', warning: /^\[AddonMarkdownRemark\] mode "sepia" is not one of "light", "dark"/ },
  { prop: 'i18n', value: 'Kopieren', warning: /^\[AddonMarkdownRemark\] i18n "Kopieren" is not an object of texts/ },
  { prop: 'i18n', value: { copy: 42 }, warning: /^\[AddonMarkdownRemark\] i18n\.copy 42 is not a string/ },
  { prop: 'themes', value: 'dracula', warning: /^\[AddonMarkdownRemark\] themes "dracula" is not an object/ },
  { prop: 'streaming', value: 'yes', warning: /^\[AddonMarkdownRemark\] streaming "yes" is not a boolean/ },
  { prop: 'announceFinished', value: 42, warning: /^\[AddonMarkdownRemark\] announceFinished 42 is not a boolean or a string/ },
];

describe('malformed props', () => {
  it.each(CASES)('$prop $value: one warning for two components rendered twice, and it is ignored', async ({ prop, value, warning }) => {
    const props = shallowReactive({ source: SOURCE, [prop]: value } as AddonMarkdownRemarkProps);
    for (let i = 0; i < 2; i++) {
      const host = document.createElement('div');
      document.body.append(host);
      const app = createApp({ render: () => h(AddonMarkdownRemark, { ...props }) });
      app.config.warnHandler = () => {}; // Vue's own prop type warnings
      app.mount(host);
      mounted.push({ host, app, unmount: () => (app.unmount(), host.remove()) });
    }
    for (const m of mounted) await whenRendered(m.host);
    props.source = `${SOURCE}\nMore.`;
    await nextTick();
    for (const m of mounted) await whenRendered(m.host);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]).toMatch(warning);
    // Ignored: the same as without the prop.
    const root = mounted[0]!.host.querySelector('.vak-markdown')!;
    const reference = mountMarkdown({ source: props.source });
    mounted.push(reference);
    await whenRendered(reference.host);
    const shown = (el: Element) => el.outerHTML.replace(/ data-vak-ssr="[^"]*"/, '');
    expect(shown(root)).toBe(shown(reference.host.querySelector('.vak-markdown')!));
  });

  it('BaseProse: one warning for an unknown size, which falls back to base', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const app = createApp({ render: () => [h(BaseProse, { size: 'huge' as 'sm' }), h(BaseProse, { size: 'huge' as 'sm' })] });
    app.mount(host);
    mounted.push({ host, app, unmount: () => (app.unmount(), host.remove()) });
    expect(ours()).toEqual([expect.stringMatching(/^\[BaseProse\] size "huge" is not one of/)]);
    expect(host.firstElementChild!.classList.contains('prose-base')).toBe(true);
  });

  it.each(['', 'my section', '1', 'script', 'TEMPLATE'])('BaseProse: as %j renders a div, with one warning', async (as) => {
    const host = document.createElement('div');
    document.body.append(host);
    const app = createApp({ render: () => [h(BaseProse, { as }, () => 'Text'), h(BaseProse, { as }, () => 'Text')] });
    app.config.warnHandler = () => {}; // Vue's own warnings
    app.mount(host);
    mounted.push({ host, app, unmount: () => (app.unmount(), host.remove()) });
    expect(ours()).toEqual([expect.stringMatching(/^\[BaseProse\] as ".*" is not an element name for prose content; "div" applies/)]);
    expect([...host.children].map((el) => `${el.tagName} ${el.textContent}`)).toEqual(['DIV Text', 'DIV Text']);
  });

  it('BaseProse: as names any other element, custom elements included', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const app = createApp({ render: () => ['article', 'section', 'my-card'].map((as) => h(BaseProse, { as }, () => as)) });
    app.mount(host);
    mounted.push({ host, app, unmount: () => (app.unmount(), host.remove()) });
    expect([...host.children].map((el) => el.localName)).toEqual(['article', 'section', 'my-card']);
    expect(ours()).toEqual([]);
  });

  it.each([
    [42, /^\[AddonMarkdownRemark\] source 42 is not a string; its text form is rendered/, '42'],
    [null, /^\[AddonMarkdownRemark\] source null is missing; nothing is rendered/, ''],
  ])('source %s: one warning, and its text form shows', async (source, warning, text) => {
    for (let i = 0; i < 2; i++) mounted.push(mountMarkdown({ source } as unknown as AddonMarkdownRemarkProps));
    for (const m of mounted) await whenRendered(m.host);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]).toMatch(warning);
    expect(mounted[0]!.host.querySelector('.vak-markdown__body')!.textContent!.trim()).toBe(text);
  });

  it('valid props print nothing, nor does null (unset, as Vue takes it)', async () => {
    mounted.push(mountMarkdown({ source: SOURCE, size: 'lg', mode: 'dark', i18n: { copy: 'Kopieren' }, themes: { light: 'github-light', dark: 'github-dark' }, streaming: false }));
    const unset = { source: SOURCE, size: null, mode: null, i18n: null, themes: null, streaming: null };
    mounted.push(mountMarkdown(unset as unknown as AddonMarkdownRemarkProps));
    for (const m of mounted) await whenRendered(m.host);
    expect(ours()).toEqual([]);
  });
});

describe('langs and themes written as literals in a parent template', () => {
  it('an equal new array and object at each parent render neither re-render nor set aria-busy', async () => {
    const tick = shallowReactive({ n: 0 });
    const host = document.createElement('div');
    document.body.append(host);
    // A new `langs` array and `themes` object at every render of the parent, as a template literal gives.
    const app = createApp({ render: () => h('div', { 'data-n': tick.n }, [h(AddonMarkdownRemark, { source: SOURCE, langs: ['bash'], themes: { light: 'github-light', dark: 'github-dark' } })]) });
    app.mount(host);
    mounted.push({ host, app, unmount: () => (app.unmount(), host.remove()) });
    await whenRendered(host);
    const body = host.querySelector('.vak-markdown__body')!.firstElementChild;
    const busy: string[] = [];
    const observer = new MutationObserver(() => busy.push(host.querySelector('[aria-busy]')!.getAttribute('aria-busy')!));
    observer.observe(host, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    for (let i = 1; i <= 3; i++) {
      tick.n = i;
      await nextTick();
      await new Promise((r) => setTimeout(r, 30));
    }
    observer.disconnect();
    expect(busy).toEqual([]);
    expect(host.querySelector('.vak-markdown__body')!.firstElementChild).toBe(body);
  });
});
