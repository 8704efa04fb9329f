import type { Meta, StoryObj } from '@storybook/vue3-vite';
import type { LanguageRegistration } from 'shiki/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { computed, onBeforeUnmount, onMounted, ref } from 'vue';
import README from '../../../README.md?raw';
import { VIEWPORTS } from '../../../.storybook/viewports';
import { CHAT_MESSAGE, GITHUB_README, HOSTILE_DOC, LANGUAGE_SAMPLES, PERSIAN_DOC, STREAMING_ANSWER, WIDE_ANSWER, chatHistory, fence } from '../../../stories/fixtures/markdown/samples';
import { INK_THEME, PAPER_THEME } from '../../../stories/fixtures/markdown/themes';
import vakLog from '../../../stories/fixtures/markdown/vak-log.tmLanguage.json';
import { toRgb } from '../../../stories/support/color';
import { expectedCodeTheme, expectedTexts, expectThemeColors, hasLineNumber, MARKDOWN_I18N_BY_LOCALE, storyI18n, tokens, waitForMarkdown } from '../../../stories/support/markdown';
import { chunks, rawSyntax } from '../../../stories/support/streaming';
import AddonMarkdownRemark from './AddonMarkdownRemark.vue';
import { highlighterInstanceCount } from '../../markdown/highlight/highlighter';
import { highlightCallCount } from '../../markdown/internal';
import { renderMarkdown } from '../../markdown/renderer';
import { DEFAULT_LANGS, MARKDOWN_MODES, MARKDOWN_SIZES } from './types';

/** Markdown rendered in the browser: GFM, shiki-highlighted code, sanitised, inside `BaseProse`. */
const meta = {
  title: 'Components/AddonMarkdownRemark',
  component: AddonMarkdownRemark,
  args: { source: CHAT_MESSAGE, size: 'base', lines: true, fullwidth: false },
  argTypes: {
    source: { control: 'text' },
    size: { control: 'inline-radio', options: MARKDOWN_SIZES },
    mode: { control: 'select', options: MARKDOWN_MODES, table: { defaultValue: { summary: 'follows the page' } } },
    lines: { control: 'boolean' },
    fullwidth: { control: 'boolean' },
    themes: { control: false, table: { defaultValue: { summary: "{ light: 'github-light-default', dark: 'github-dark-default' }" } } },
    langs: { control: false, table: { defaultValue: { summary: "['html', 'vue', 'bash', 'dockerfile', 'json', 'yaml', 'markdown', 'diff']" } } },
    i18n: { control: 'object', table: { defaultValue: { summary: "{ copy: 'Copy', copyLabel: 'Copy code', copied: 'Copied', copyFailed: 'Copy failed', language: 'Language: {lang}' }" } } },
    streaming: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    // `true` reads the answer, a string reads that text; a boolean control could not give a text.
    announceFinished: { control: 'text', table: { type: { summary: 'boolean | string' }, defaultValue: { summary: 'false' } } },
    // Server rendering only: in this browser-only catalog it changes nothing.
    clientOnly: { control: false, table: { defaultValue: { summary: 'false' } } },
  },
  // Without an `i18n` arg, the code-block texts follow the Locale toolbar (live: globals are reactive).
  render: (args, { globals }) => ({
    components: { AddonMarkdownRemark },
    setup: () => ({ args, globals, storyI18n }),
    template: '<AddonMarkdownRemark v-bind="args" :i18n="storyI18n(args.i18n, globals.locale)" />',
  }),
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
  play: async ({ args, canvasElement, step }) => {
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
    await step(`the bash block is highlighted (${expectedCodeTheme(block, args.mode)} theme), labelled, numbered when \`lines\` is on`, async () => {
      await expectThemeColors(block, expectedCodeTheme(block, args.mode));
      await expect(within(block as HTMLElement).getByText('bash')).toBeVisible();
      const lines = block.querySelectorAll('.line');
      await expect(lines).toHaveLength(2);
      for (const line of lines) await expect(hasLineNumber(line)).toBe(args.lines !== false);
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

/** The element that scrolls `el` sideways: `el` itself or its nearest ancestor with `overflow-x` auto or scroll. */
function scrollBoxOf(el: HTMLElement): HTMLElement | null {
  for (let node: HTMLElement | null = el; node && node !== document.body; node = node.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(node).overflowX)) return node;
  }
  return null;
}

/**
 * A chat answer on a 300 px phone (the `bp300` viewport): a five-column table and a code line longer
 * than the screen scroll inside their own boxes; the page never scrolls sideways and Copy stays in view.
 */
export const PhoneWidth: Story = {
  name: 'Phone, 300 px: wide table and code',
  args: { source: WIDE_ANSWER },
  globals: { viewport: { value: 'bp300', isRotated: false } },
  play: async ({ args, canvasElement, globals, step }) => {
    const width = parseInt(VIEWPORTS.bp300.styles.width, 10);
    await step(`the story frame becomes ${width}px wide (the viewport global)`, async () => {
      await waitFor(() => expect(window.innerWidth).toBe(width), { timeout: 10_000 });
    });
    const [root] = await waitForMarkdown(canvasElement);
    const page = document.documentElement;
    await step('the page does not scroll sideways', async () => {
      await waitFor(() => expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth));
      await expect(root!.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
    });
    const boxes = {
      'the table': within(root!).getByRole('table'),
      'the code': root!.querySelector<HTMLElement>('.vak-code pre')!,
    };
    for (const [what, el] of Object.entries(boxes)) {
      await step(`${what} is wider than the screen and scrolls inside its own box`, async () => {
        const box = scrollBoxOf(el);
        await expect(box, `${what}: a box with overflow-x auto or scroll`).not.toBeNull();
        await expect(root!.contains(box)).toBe(true);
        await expect(box!.scrollWidth).toBeGreaterThan(box!.clientWidth);
        await expect(box!.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
      });
    }
    await step('the copy button is fully visible, inside its code block', async () => {
      const block = root!.querySelector<HTMLElement>('.vak-code')!;
      const copy = within(block).getByRole('button', { name: expectedTexts(storyI18n(args.i18n, globals.locale)).copyLabel });
      await expect(copy).toBeVisible();
      const button = copy.getBoundingClientRect();
      const frame = block.getBoundingClientRect();
      await expect(button.left).toBeGreaterThanOrEqual(Math.max(0, frame.left));
      await expect(button.right).toBeLessThanOrEqual(Math.min(page.clientWidth, frame.right));
    });
  },
};

/** Every default language highlighted, one block each, generated from `DEFAULT_LANGS`. */
export const DefaultLanguages: Story = {
  // Long: on its own page only, not on the docs page.
  tags: ['!autodocs'],
  args: {
    source: DEFAULT_LANGS.map((lang) => `### ${lang}\n\n${fence(lang, LANGUAGE_SAMPLES[lang])}`).join('\n\n'),
  },
  play: async ({ args, canvasElement, step }) => {
    const [root] = await waitForMarkdown(canvasElement);
    for (const lang of DEFAULT_LANGS) {
      await step(`${lang} is highlighted with theme colours`, async () => {
        const block = root!.querySelector(`.vak-code[data-lang="${lang}"]`)!;
        await expect(block).not.toBeNull();
        await expect(block.querySelector('code')).toHaveClass(`language-${lang}`);
        await expectThemeColors(block, expectedCodeTheme(block, args.mode));
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
  play: async ({ args, canvasElement, globals, step }) => {
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
    await expect(canvas.getAllByRole('button', { name: expectedTexts(storyI18n(args.i18n, globals.locale)).copyLabel })).toHaveLength(2);
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
  play: async ({ args, canvasElement, step }) => {
    const [root] = await waitForMarkdown(canvasElement);
    const [block, alias] = [...root!.querySelectorAll('.vak-code')];
    await step('the custom grammar colours levels, strings and comments', async () => {
      await expectThemeColors(block!, expectedCodeTheme(block!, args.mode));
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
      await expectThemeColors(alias!, expectedCodeTheme(alias!, args.mode));
    });
  },
};

/** A custom theme pair given as registration objects (warm paper / ink). */
export const CustomThemes: Story = {
  args: {
    themes: { light: PAPER_THEME, dark: INK_THEME },
    source: `Custom themes:\n\n${fence('json', LANGUAGE_SAMPLES.json)}`,
  },
  play: async ({ args, canvasElement }) => {
    const [root] = await waitForMarkdown(canvasElement);
    const block = root!.querySelector<HTMLElement>('.vak-code')!;
    const slot = expectedCodeTheme(block, args.mode);
    // The frame shows the background of the theme in use (paper when light, ink when dark).
    const theme = slot === 'dark' ? INK_THEME : PAPER_THEME;
    await expect(toRgb(getComputedStyle(block).backgroundColor)).toEqual(toRgb(theme.colors!['editor.background']!));
    await expectThemeColors(block, slot);
  },
};

/**
 * Toggling the page's dark mode switches code colours by CSS alone: no new highlight call. The button
 * toggles the `dark` class of the page (the story root), as an app's theme switch does on `<html>`.
 */
export const DarkModeWithoutRehighlight: Story = {
  render: (args) => ({
    components: { AddonMarkdownRemark },
    setup: () => {
      const host = ref<HTMLElement>();
      const dark = ref(false);
      const page = () => host.value?.closest<HTMLElement>('.vak-story-root') ?? host.value;
      onMounted(() => {
        dark.value = Boolean(page()?.classList.contains('dark'));
      });
      const toggle = () => {
        dark.value = !dark.value;
        page()?.classList.toggle('dark', dark.value);
        page()?.classList.toggle('light', !dark.value);
      };
      return { args, dark, host, toggle };
    },
    template: `<div ref="host">
      <button type="button" class="mb-4 rounded border border-muted-400 px-3 py-1 dark:border-muted-600" :aria-pressed="dark" @click="toggle">Dark page</button>
      <AddonMarkdownRemark v-bind="args" />
    </div>`,
  }),
  args: { source: `Toggle me:\n\n${fence('vue', LANGUAGE_SAMPLES.vue)}` },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const [root] = await waitForMarkdown(canvasElement);
    const block = root!.querySelector('.vak-code')!;
    const button = canvas.getByRole('button', { name: 'Dark page' });
    const calls = highlightCallCount();
    const html = root!.innerHTML;
    const start = expectedCodeTheme(block, args.mode);
    const flipped = expectedCodeTheme(block, args.mode ?? (start === 'dark' ? 'light' : 'dark'));
    await step(`as opened: ${start} theme colours`, () => expectThemeColors(block, start));
    await step(`page theme toggled: ${flipped} theme colours, same HTML, no highlight call`, async () => {
      await userEvent.click(button);
      await expectThemeColors(block, flipped);
      await expect(root!.innerHTML).toBe(html);
      await expect(highlightCallCount()).toBe(calls);
    });
    await step(`toggled back: ${start} theme colours again`, async () => {
      await userEvent.click(button);
      await expectThemeColors(block, start);
      await expect(highlightCallCount()).toBe(calls);
    });
  },
};

/**
 * A GitHub-style README: a centred header with a logo per colour scheme (a `<picture>`, shown by the
 * page's theme), all five alerts, footnotes, `<details>` with markdown and code inside, markdown in
 * table cells, `<kbd>` and `<sub>`.
 */
export const GitHubReadme: Story = {
  args: { source: GITHUB_README },
  play: async ({ canvasElement, step }) => {
    const [root] = await waitForMarkdown(canvasElement);
    const canvas = within(canvasElement);
    await step('the header stays centred, its logo and heading inside the container', async () => {
      const title = canvas.getByRole('heading', { level: 1, name: 'Trailhead' });
      await expect(title.closest('div[align="center"]')).not.toBeNull();
      await expect(getComputedStyle(title).textAlign).toMatch(/center/);
      const logo = canvas.getByRole<HTMLImageElement>('img', { name: 'Mountains logo' });
      await expect(logo.closest('div[align="center"]')).not.toBeNull();
      // A local fixture (never inlined as a data: URL, which the sanitiser allows for raster images only).
      // Waits for the image to load (testing-library's 1 s default is too short on a loaded CI machine).
      await waitFor(() => expect(logo.complete && logo.naturalWidth > 0).toBe(true), { timeout: 15_000 });
    });
    await step("the logo is the picture's source for the page theme, not the system's", async () => {
      // getByRole finds the one logo shown: the other scheme's picture is not rendered.
      const logo = canvas.getByRole<HTMLImageElement>('img', { name: 'Mountains logo' });
      const dark = logo.closest('.dark') !== null;
      await expect(/mountains-dark/.test(logo.currentSrc)).toBe(dark);
    });
    await step('five alerts, each titled in text', async () => {
      const titles = [...root!.querySelectorAll('.markdown-alert-title')].map((t) => t.textContent?.trim());
      await expect(titles).toEqual(['Note', 'Tip', 'Important', 'Warning', 'Caution']);
      await expect(root!.querySelectorAll('.markdown-alert kbd')).toHaveLength(2);
      await expect(root!.querySelector('.markdown-alert sub')?.textContent).toBe('2');
    });
    await step('footnote references, and back-links named by the numbers they show', async () => {
      const refs = root!.querySelectorAll<HTMLAnchorElement>('a[data-footnote-ref]');
      // Ids carry the component's own prefix: each reference leads to its footnote in this component.
      await expect([...refs].map((a) => a.getAttribute('href')!.replace(/^#.*?(footnote-)/, '#$1'))).toEqual(['#footnote-router', '#footnote-undo']);
      for (const ref of refs) await expect(root!.querySelector(`#${CSS.escape(ref.getAttribute('href')!.slice(1))}`)).not.toBeNull();
      // Same-page anchors are asserted, never clicked.
      const back = canvas.getByRole('link', { name: 'Back to reference 1' });
      await expect(root!.querySelector(`#${CSS.escape(back.getAttribute('href')!.slice(1))}`)).toBe(refs[0]);
      await expect(canvas.getByRole('link', { name: 'Back to reference 2' }).getAttribute('href')).toMatch(/footnote-ref-undo$/);
    });
    await step('the details keep their markdown and code inside, and open on click', async () => {
      const details = root!.querySelector('details')!;
      await expect(details.querySelector('strong')?.textContent).toBe('npm ci');
      await expect(details.querySelector('.vak-code')).not.toBeNull();
      await userEvent.click(canvas.getByText('Show the install steps'));
      await waitFor(() => expect(details.open).toBe(true), { timeout: 5_000 });
      await expect(within(details).getByRole('button', { name: 'Copy code' })).toBeVisible();
    });
    await step('markdown inside table cells', async () => {
      const cells = root!.querySelectorAll('td');
      await expect(cells).toHaveLength(2);
      await expect(cells[1]!.querySelector('em')?.textContent).toBe('objects');
    });
  },
};

/** Thirty chat messages mounting at once: every message keeps its code blocks and heading ids. */
export const ChatHistory: Story = {
  // Long: on its own page only, not on the docs page.
  tags: ['!autodocs'],
  render: () => ({
    components: { AddonMarkdownRemark },
    setup: () => ({ messages: chatHistory(30) }),
    template: `<div class="grid gap-3">
      <AddonMarkdownRemark v-for="(m, i) in messages" :key="i" :source="m" size="sm" />
    </div>`,
  }),
  play: async ({ canvasElement }) => {
    const roots = await waitForMarkdown(canvasElement, 30);
    const messages = chatHistory(30);
    for (const [i, root] of roots.entries()) {
      const fences = (messages[i]!.match(/```/g)?.length ?? 0) / 2;
      await expect(root.querySelectorAll('.vak-code').length, `message ${i + 1}`).toBe(fences);
      for (const heading of root.querySelectorAll('h2')) await expect(heading.id).toBe(`setup-${i + 1}`);
    }
    await expect(highlighterInstanceCount()).toBe(1);
  },
};

/** Fifty chat messages on one page share one highlighter. */
export const ManyInstances: Story = {
  // Long: on its own page only, not on the docs page.
  tags: ['!autodocs'],
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
  // Long: on its own page only, not on the docs page.
  tags: ['!autodocs'],
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

/** Persian texts of the code-block controls (the `i18n` prop). */
const PERSIAN_I18N = MARKDOWN_I18N_BY_LOCALE.fa!;

/** Persian prose right to left, with the copy button in Persian; code blocks stay left to right. */
export const RightToLeft: Story = {
  args: { source: PERSIAN_DOC, i18n: PERSIAN_I18N },
  globals: { dir: 'rtl', locale: 'fa' },
  play: async ({ args, canvasElement, step }) => {
    const [root] = await waitForMarkdown(canvasElement);
    const canvas = within(canvasElement);
    const block = root!.querySelector<HTMLElement>('.vak-code')!;
    await step('prose reads right to left, code left to right', async () => {
      const title = canvas.getByRole('heading', { level: 1, name: 'راهنمای شروع' });
      await expect(getComputedStyle(title).direction).toBe('rtl');
      await expect(canvas.getByRole('table')).toBeVisible();
      await expect(getComputedStyle(block).direction).toBe('ltr');
      await expectThemeColors(block, expectedCodeTheme(block, args.mode));
    });
    await step('the copy button, its announcement and the language label speak the `i18n` texts', async () => {
      const texts = expectedTexts(args.i18n);
      const copy = within(block).getByRole('button', { name: texts.copyLabel });
      await expect(copy).toHaveTextContent(texts.copy);
      const lang = block.querySelector<HTMLElement>('.vak-code__lang')!;
      await expect(lang.title).toBe(texts.language.replace('{lang}', lang.textContent ?? ''));
      const writeText = fn<(text: string) => Promise<void>>(async () => {});
      Object.defineProperty(navigator.clipboard, 'writeText', { value: writeText, configurable: true });
      try {
        await userEvent.click(copy);
        await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(texts.copied));
      } finally {
        delete (navigator.clipboard as { writeText?: unknown }).writeText;
      }
    });
  },
};

/** Hostile HTML and URLs render inert: no script runs, nothing can navigate or restyle the page. */
export const HostileHtml: Story = {
  tags: ['!autodocs'],
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
  play: async ({ args, canvasElement, step }) => {
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
      await expectThemeColors(block, expectedCodeTheme(block, args.mode));
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
    let changedAt = performance.now();
    // Every state the DOM shows is checked: the observer runs after each applied chunk.
    const observer = new MutationObserver(() => {
      changedAt = performance.now();
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
        // The chunk received just before the click may still be rendering: the text is read once the
        // DOM has not changed for 250 ms (chunks arrive every 20 ms).
        await waitFor(() => expect(performance.now() - changedAt).toBeGreaterThan(250), { timeout: 10_000, interval: 50 });
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
        const tsBlock = root.querySelector('.vak-code[data-lang="ts"]')!;
        await expectThemeColors(tsBlock, expectedCodeTheme(tsBlock, args.mode));
      });
    } finally {
      observer.disconnect();
      getSelection()!.removeAllRanges();
    }
  },
};
