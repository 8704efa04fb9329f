import type { Meta, StoryObj } from '@storybook/vue3-vite';
import type { LanguageRegistration } from 'shiki/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { computed, onBeforeUnmount, ref } from 'vue';
import README from '../../../README.md?raw';
import { CHAT_MESSAGE, HOSTILE_DOC, LANGUAGE_SAMPLES, PERSIAN_DOC, STREAMING_ANSWER, fence } from '../../../stories/fixtures/markdown/samples';
import { INK_THEME, PAPER_THEME } from '../../../stories/fixtures/markdown/themes';
import vakLog from '../../../stories/fixtures/markdown/vak-log.tmLanguage.json';
import { toRgb } from '../../../stories/support/color';
import { expectThemeColors, hasLineNumber, tokens, waitForMarkdown } from '../../../stories/support/markdown';
import { chunks, rawSyntax } from '../../../stories/support/streaming';
import AddonMarkdownRemark from './AddonMarkdownRemark.vue';
import { highlighterInstanceCount } from './highlighter';
import { highlightCallCount, renderMarkdown } from './pipeline';
import { DEFAULT_LANGS, MARKDOWN_MODES, MARKDOWN_SIZES } from './types';

/** Markdown rendered in the browser: GFM, shiki-highlighted code, sanitised, inside `BaseProse`. */
const meta = {
  title: 'Components/AddonMarkdownRemark',
  component: AddonMarkdownRemark,
  args: { source: CHAT_MESSAGE, size: 'base', lines: true, fullwidth: false },
  argTypes: {
    source: { control: 'text' },
    size: { control: 'inline-radio', options: MARKDOWN_SIZES },
    mode: { control: 'inline-radio', options: [undefined, ...MARKDOWN_MODES] },
    lines: { control: 'boolean' },
    fullwidth: { control: 'boolean' },
    themes: { control: false },
    langs: { control: false },
  },
} satisfies Meta<typeof AddonMarkdownRemark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Time from setup to the first highlighted paint of the first story rendered in a page. */
const mountedAt = { value: 0 };

/** A chat message with a heading, a highlighted bash block, a task list and links. */
export const Default: Story = {
  render: (args) => ({
    components: { AddonMarkdownRemark },
    setup: () => {
      mountedAt.value = performance.now();
      return { args };
    },
    template: '<AddonMarkdownRemark v-bind="args" />',
  }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const [root] = await waitForMarkdown(canvasElement);
    console.info(`[AddonMarkdownRemark] first highlighted paint: ${(performance.now() - mountedAt.value).toFixed(0)} ms`);
    await step('headings, lists and links render', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Deploying the preview' })).toHaveAttribute('id', 'deploying-the-preview');
      await expect(canvas.getByRole('checkbox', { name: 'build the image' })).toBeChecked();
      await expect(canvas.getByRole('checkbox', { name: 'switch traffic' })).not.toBeChecked();
      await expect(canvas.getByRole('link', { name: 'Vue docs' })).toHaveAttribute('rel', 'noopener noreferrer');
      // Same-page anchors are asserted, never clicked.
      await expect(canvas.getByRole('link', { name: 'deploy section' })).toHaveAttribute('href', '#deploying-the-preview');
    });
    const block = root!.querySelector('.vak-code')!;
    await step('the bash block is highlighted, labelled and numbered', async () => {
      await expectThemeColors(block, 'light');
      await expect(within(block as HTMLElement).getByText('bash')).toBeVisible();
      const lines = block.querySelectorAll('.line');
      await expect(lines).toHaveLength(2);
      for (const line of lines) await expect(hasLineNumber(line)).toBe(true);
    });
    await step('copy puts the code (without line numbers) on the clipboard and announces it', async () => {
      const writeText = fn<(text: string) => Promise<void>>(async () => {});
      Object.defineProperty(navigator.clipboard, 'writeText', { value: writeText, configurable: true });
      try {
        await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
        await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied'));
        await expect(writeText).toHaveBeenCalledWith(
          'npm run build\ndocker run --rm -p 8080:80 vue-addon-kit:preview # serves the catalog',
        );
      } finally {
        delete (navigator.clipboard as { writeText?: unknown }).writeText;
      }
    });
  },
};

/** Every default language highlighted, one block each, generated from `DEFAULT_LANGS`. */
export const DefaultLanguages: Story = {
  args: {
    source: DEFAULT_LANGS.map((lang) => `### ${lang}\n\n${fence(lang, LANGUAGE_SAMPLES[lang])}`).join('\n\n'),
  },
  play: async ({ canvasElement, step }) => {
    const [root] = await waitForMarkdown(canvasElement);
    for (const lang of DEFAULT_LANGS) {
      await step(`${lang} is highlighted with theme colours`, async () => {
        const block = root!.querySelector(`.vak-code[data-lang="${lang}"]`)!;
        await expect(block).not.toBeNull();
        await expect(block.querySelector('code')).toHaveClass(`language-${lang}`);
        await expectThemeColors(block, 'light');
      });
    }
  },
};

/** Unknown and unlisted languages: escaped plain text, language class and label kept, never blank. */
export const UnknownLanguage: Story = {
  args: {
    source: [
      'An unknown language:',
      fence('xyz', 'print <b>"not bold"</b> & $& done'),
      'A real language that `langs` does not list:',
      fence('python', 'def hello():\n    return "<world>"'),
    ].join('\n\n'),
  },
  play: async ({ canvasElement, step }) => {
    const [root] = await waitForMarkdown(canvasElement);
    const canvas = within(canvasElement);
    for (const [lang, text] of [
      ['xyz', 'print <b>"not bold"</b> & $& done'],
      ['python', 'return "<world>"'],
    ] as const) {
      await step(`${lang}: plain, escaped text with its class and label`, async () => {
        const block = root!.querySelector(`.vak-code[data-lang="${lang}"]`)!;
        const code = block.querySelector('code')!;
        await expect(code).toHaveClass(`language-${lang}`);
        await expect(code.textContent).toContain(text);
        await expect(code.querySelector('b')).toBeNull();
        await expect(tokens(block)).toHaveLength(0);
        await expect(within(block as HTMLElement).getByText(lang)).toBeVisible();
      });
    }
    await expect(canvas.getAllByRole('button', { name: 'Copy code' })).toHaveLength(2);
  },
};

const VAK_LOG = vakLog as unknown as LanguageRegistration;

/** A custom grammar given as a registration object, with an embedded JSON section (`embeddedLangs`). */
export const CustomLanguage: Story = {
  args: {
    langs: [VAK_LOG],
    source: [
      'Server log, highlighted by a grammar of our own:',
      fence('vak-log', '12:00:01 INFO started "api" # first boot\n12:00:03 ERROR lost "db"\n---json\n{ "retry": 3, "ok": false }\n---'),
      'The same grammar through its alias:',
      fence('applog', '12:01:00 WARN slow "cache"'),
    ].join('\n\n'),
  },
  play: async ({ canvasElement, step }) => {
    const [root] = await waitForMarkdown(canvasElement);
    const [block, alias] = [...root!.querySelectorAll('.vak-code')];
    await step('the custom grammar colours levels, strings and comments', async () => {
      await expectThemeColors(block!, 'light');
      const error = tokens(block!).find((t) => t.textContent?.trim() === 'ERROR')!;
      const info = tokens(block!).find((t) => t.textContent?.trim() === 'INFO')!;
      await expect(getComputedStyle(error).color).not.toBe(getComputedStyle(info).color);
    });
    await step('the embedded JSON is highlighted by the bundled json grammar', async () => {
      const retry = tokens(block!).find((t) => t.textContent?.includes('retry'))!;
      const frameColor = (block as HTMLElement).style.getPropertyValue('--shiki-light');
      await expect(retry.style.getPropertyValue('--shiki-light').toLowerCase()).not.toBe(frameColor.toLowerCase());
    });
    await step('the alias resolves to the same grammar', async () => {
      await expectThemeColors(alias!, 'light');
    });
  },
};

/** A custom theme pair given as registration objects (warm paper / ink). */
export const CustomThemes: Story = {
  args: {
    themes: { light: PAPER_THEME, dark: INK_THEME },
    source: `Custom themes:\n\n${fence('json', LANGUAGE_SAMPLES.json)}`,
  },
  play: async ({ canvasElement }) => {
    const [root] = await waitForMarkdown(canvasElement);
    const block = root!.querySelector<HTMLElement>('.vak-code')!;
    await expect(toRgb(getComputedStyle(block).backgroundColor)).toEqual(toRgb('#fffbeb'));
    await expect(block.querySelector('pre')).toHaveClass('vak-paper', 'vak-ink');
    await expectThemeColors(block, 'light');
  },
};

/** Toggling the page's dark mode switches code colours by CSS alone: no new highlight call. */
export const DarkModeWithoutRehighlight: Story = {
  render: (args) => ({
    components: { AddonMarkdownRemark },
    setup: () => {
      const dark = ref(false);
      return { args, dark };
    },
    template: `<div>
      <button type="button" class="mb-4 rounded border border-muted-400 px-3 py-1 text-muted-900 dark:border-muted-600 dark:text-muted-100" :aria-pressed="dark" @click="dark = !dark">Dark page</button>
      <div :class="dark ? 'dark bg-muted-950 text-muted-100' : 'bg-white'" class="p-4" data-testid="page">
        <AddonMarkdownRemark v-bind="args" />
      </div>
    </div>`,
  }),
  args: { source: `Toggle me:\n\n${fence('vue', LANGUAGE_SAMPLES.vue)}` },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const [root] = await waitForMarkdown(canvasElement);
    const block = root!.querySelector('.vak-code')!;
    const calls = highlightCallCount();
    const html = root!.innerHTML;
    await step('light page: light theme colours', () => expectThemeColors(block, 'light'));
    await step('dark page: dark theme colours, same HTML, no highlight call', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Dark page' }));
      await expect(canvas.getByTestId('page')).toHaveClass('dark');
      await expectThemeColors(block, 'dark');
      await expect(root!.innerHTML).toBe(html);
      await expect(highlightCallCount()).toBe(calls);
    });
  },
};

/** Fifty chat messages on one page share one highlighter. */
export const ManyInstances: Story = {
  render: () => ({
    components: { AddonMarkdownRemark },
    setup: () => ({
      messages: Array.from({ length: 50 }, (_, i) => `**Message ${i + 1}**\n\n${fence(i % 2 ? 'json' : 'bash', i % 2 ? `{ "n": ${i + 1} }` : `echo ${i + 1}`)}`),
    }),
    template: `<div class="grid gap-2">
      <AddonMarkdownRemark v-for="(m, i) in messages" :key="i" :source="m" size="sm" />
    </div>`,
  }),
  play: async ({ canvasElement }) => {
    const started = performance.now();
    const roots = await waitForMarkdown(canvasElement, 50);
    console.info(`[AddonMarkdownRemark] 50 messages rendered ${(performance.now() - started).toFixed(0)} ms after play start; highlighters: ${highlighterInstanceCount()}`);
    await expect(roots).toHaveLength(50);
    await expect(highlighterInstanceCount()).toBe(1);
    for (const root of roots) await expect(tokens(root).length).toBeGreaterThan(0);
  },
};

/** The project's own README: a long real document with anchors, lists and code. */
export const LongDocument: Story = {
  args: { source: README },
  parameters: {
    // The content is the live README, which changes with every documentation edit: a screenshot would
    // fail on doc changes, not on rendering changes. Its rendering is asserted by the play function
    // below; every markdown construct it uses has a screenshot in the other markdown stories.
    visual: { disable: true, reason: 'renders the live README.md, whose content changes with every docs edit' },
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvasElement }) => {
    const [root] = await waitForMarkdown(canvasElement);
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading');
    await expect(headings.length).toBeGreaterThan(3);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'vue-addon-kit');
    const ids = headings.map((h) => h.id);
    await expect(new Set(ids).size).toBe(ids.length);
    // In-page links point at real heading ids (asserted, never clicked).
    for (const link of root!.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      await expect(root!.querySelector(`[id="${CSS.escape(decodeURIComponent(link.hash.slice(1)))}"]`)).not.toBeNull();
    }
    await expect(root!.querySelectorAll('.vak-code').length).toBeGreaterThan(0);
  },
};

/** Persian prose right to left; code blocks stay left to right. */
export const RightToLeft: Story = {
  args: { source: PERSIAN_DOC },
  render: (args) => ({
    components: { AddonMarkdownRemark },
    setup: () => ({ args }),
    template: '<div dir="rtl" lang="fa" class="font-persian"><AddonMarkdownRemark v-bind="args" /></div>',
  }),
  play: async ({ canvasElement }) => {
    const [root] = await waitForMarkdown(canvasElement);
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'راهنمای شروع' });
    await expect(getComputedStyle(title).direction).toBe('rtl');
    await expect(canvas.getByRole('table')).toBeVisible();
    const block = root!.querySelector<HTMLElement>('.vak-code')!;
    await expect(getComputedStyle(block).direction).toBe('ltr');
    await expectThemeColors(block, 'light');
  },
};

/** Hostile HTML and URLs render inert: no script runs, nothing can navigate or restyle the page. */
export const HostileHtml: Story = {
  args: { source: HOSTILE_DOC },
  beforeEach: () => {
    const trap = fn();
    (window as { __vakXss?: unknown }).__vakXss = trap;
    return () => {
      delete (window as { __vakXss?: unknown }).__vakXss;
    };
  },
  play: async ({ canvasElement, step }) => {
    const [root] = await waitForMarkdown(canvasElement);
    await step('no dangerous element or attribute is left', async () => {
      await expect(root!.querySelectorAll('script, iframe, object, embed, form, style, base, meta, link')).toHaveLength(0);
      for (const el of root!.querySelectorAll('*')) {
        for (const attr of el.attributes) {
          await expect(attr.name).not.toMatch(/^on/i);
          if (['href', 'src', 'xlink:href', 'action'].includes(attr.name)) {
            await expect(attr.value.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(javascript|vbscript|data:text\/html)/);
          }
          if (attr.name === 'style') await expect(attr.value).toMatch(/^--shiki-/);
        }
      }
      await expect(root!.querySelector('[autofocus]')).toBeNull();
    });
    await step('the payload inside code is shown as text', async () => {
      await expect(within(root!).getByText(/const payload =/).closest('code')?.textContent).toContain('<script>');
    });
    await step('external links are isolated, and no trap fired', async () => {
      await expect(within(root!).getByRole('link', { name: 'Safe external link' })).toHaveAttribute('rel', 'noopener noreferrer');
      // Give error/load events of the injected images a frame to fire if they could.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await expect((window as unknown as { __vakXss: ReturnType<typeof fn> }).__vakXss).not.toHaveBeenCalled();
    });
  },
};

/** Typing into the editor re-renders the output; the last keystroke always wins. */
export const Editor: Story = {
  render: (args) => ({
    components: { AddonMarkdownRemark },
    setup: () => {
      const text = ref('# Draft');
      return { args, text };
    },
    template: `<div class="grid gap-4 md:grid-cols-2">
      <label class="grid gap-1 text-sm font-medium">Markdown
        <textarea v-model="text" rows="10" class="rounded border border-muted-400 bg-transparent p-2 font-mono"></textarea>
      </label>
      <AddonMarkdownRemark v-bind="args" :source="text" />
    </div>`,
  }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await waitForMarkdown(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Draft' })).toBeVisible();
    const editor = canvas.getByRole('textbox', { name: 'Markdown' });
    await step('type a new document', async () => {
      await userEvent.clear(editor);
      await userEvent.type(editor, '## Typed title{enter}{enter}Some **bold** text.{enter}{enter}```json{enter}{{ "ok": true }{enter}```');
      await waitForMarkdown(canvasElement);
      await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Typed title' })).toBeVisible());
      await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
      await expect(canvas.getByText('bold').tagName).toBe('STRONG');
    });
    await step('the typed code block is highlighted', async () => {
      const block = canvasElement.querySelector('.vak-code[data-lang="json"]')!;
      await expectThemeColors(block, 'light');
    });
  },
};

/**
 * An answer streamed in at a steady pace (4 characters every 20 ms) with `streaming` on, then rendered
 * once more with `streaming` off. Pause holds the stream; Stop ends it with the text so far.
 */
export const StreamingAnswer: Story = {
  args: { langs: [...DEFAULT_LANGS, 'ts'], announceFinished: 'Answer ready' },
  render: (args) => ({
    components: { AddonMarkdownRemark },
    setup: () => {
      const parts = chunks(STREAMING_ANSWER, 4);
      const received = ref(0);
      const paused = ref(false);
      const stopped = ref(false);
      const streaming = computed(() => !stopped.value && received.value < parts.length);
      const source = computed(() => parts.slice(0, received.value).join(''));
      const timer = setInterval(() => {
        if (!paused.value && streaming.value) received.value++;
      }, 20);
      onBeforeUnmount(() => clearInterval(timer));
      const restart = () => {
        received.value = 0;
        paused.value = false;
        stopped.value = false;
      };
      return { args, source, streaming, paused, stopped, restart };
    },
    template: `<div class="grid gap-3">
      <div class="flex gap-2 text-sm">
        <button type="button" class="rounded border border-muted-400 px-3 py-1 text-muted-900 disabled:opacity-50 dark:border-muted-600 dark:text-muted-100" :aria-pressed="paused" :disabled="!streaming" @click="paused = !paused">Pause</button>
        <button type="button" class="rounded border border-muted-400 px-3 py-1 text-muted-900 disabled:opacity-50 dark:border-muted-600 dark:text-muted-100" :disabled="!streaming" @click="stopped = true">Stop</button>
        <button type="button" class="rounded border border-muted-400 px-3 py-1 text-muted-900 dark:border-muted-600 dark:text-muted-100" @click="restart">Restart</button>
      </div>
      <AddonMarkdownRemark v-bind="args" :source="source" :streaming="streaming" />
    </div>`,
  }),
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector<HTMLElement>('.vak-markdown')!;
    const flashes: string[] = [];
    // Every state the DOM shows is checked: the observer runs after each applied chunk.
    const observer = new MutationObserver(() => {
      const body = root.querySelector('.vak-markdown__body');
      if (body) flashes.push(...rawSyntax(body));
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    let firstP: HTMLParagraphElement | null = null;
    let selected = '';
    try {
      await step('while streaming: busy, and a selection in the finished first paragraph', async () => {
        await waitFor(() => expect(root.querySelectorAll('.vak-markdown__body > *').length).toBeGreaterThanOrEqual(3), { timeout: 20_000 });
        await expect(root).toHaveAttribute('aria-busy', 'true');
        firstP = root.querySelector('.vak-markdown__body p');
        const text = [...firstP!.childNodes].find((n) => n.nodeType === 3 && n.nodeValue!.length >= 24)!;
        const range = document.createRange();
        range.setStart(text, 4);
        range.setEnd(text, 24);
        getSelection()!.removeAllRanges();
        getSelection()!.addRange(range);
        selected = getSelection()!.toString();
      });
      await step('pause holds the text, resume continues', async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
        await expect(canvas.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'true');
        const length = root.textContent!.length;
        await new Promise((resolve) => setTimeout(resolve, 200));
        await expect(root.textContent!.length).toBe(length);
        // Clicking moved the selection; select the same words again before the stream resumes.
        await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
        const text = [...firstP!.childNodes].find((n) => n.nodeType === 3 && n.nodeValue!.length >= 24)!;
        const range = document.createRange();
        range.setStart(text, 4);
        range.setEnd(text, 24);
        getSelection()!.removeAllRanges();
        getSelection()!.addRange(range);
      });
      await step('the finished answer: same first paragraph, selection kept, one-shot output, announced once', async () => {
        await waitFor(() => expect(root).toHaveAttribute('aria-busy', 'false'), { timeout: 40_000 });
        await expect(root.querySelector('.vak-markdown__body p')).toBe(firstP);
        await expect(getSelection()!.toString()).toBe(selected);
        await expect(flashes).toEqual([]);
        const oneShot = await renderMarkdown(STREAMING_ANSWER, { langs: args.langs });
        await expect(root.querySelector('.vak-markdown__body')!.innerHTML).toBe(oneShot);
        await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Answer ready'));
        await expect(canvas.getByRole('heading', { level: 2, name: 'Adding a streaming answer to the chat' })).toBeVisible();
        await expectThemeColors(root.querySelector('.vak-code[data-lang="ts"]')!, 'light');
      });
    } finally {
      observer.disconnect();
      getSelection()!.removeAllRanges();
    }
  },
};
