import type { Preview } from '@storybook/vue3-vite';
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import '@fontsource-variable/vazirmatn';
import { computed, onBeforeUnmount, watchEffect } from 'vue';
import './preview.css';
import { ThemedDocsContainer } from './docs-container';
import { READING_DIRS, STORY_LOCALES, STORY_THEMES, cleanTsDoc, readingDirOf, storyLocaleOf, storyThemeOf, type StoryGlobals } from './globals';
import { VIEWPORTS } from './viewports';

/** Page colours per theme (same values as `.vak-story-root` in preview.css). */
const BACKGROUNDS = { light: '#ffffff', dark: '#020617' } as const;

/** Installed by .storybook/visual.ts in the Vitest story run only; absent in the catalog. */
type VisualCheck = (context: Parameters<NonNullable<Preview['afterEach']>>[0]) => Promise<void>;

/**
 * Theme of a Vitest story project (`VAK_STORY_THEME`, set per project in vitest.config.ts), so the
 * same stories run once in light and once in dark; the catalog starts light.
 */
const INITIAL_THEME = storyThemeOf(import.meta.env.VAK_STORY_THEME);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i }, sort: 'requiredFirst' },
    viewport: { options: VIEWPORTS },
    // Every axe violation fails the story's test.
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    // Docs pages follow the theme toolbar (light or dark Storybook docs theme), live.
    docs: { container: ThemedDocsContainer },
    options: {
      // Components first, then the catalog-wide matrices.
      storySort: { order: ['Introduction', 'Foundations', 'Components', 'Permutations', '*'] },
    },
    // Chromatic snapshots every story in both themes, like the local screenshot run.
    chromatic: {
      modes: {
        light: { theme: 'light' },
        dark: { theme: 'dark' },
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Light or dark mode: toggles the `dark` class on the story root, live',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: STORY_THEMES.map((value) => ({ value, title: value === 'dark' ? 'Dark' : 'Light', icon: value === 'dark' ? 'moon' : 'sun' })),
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Reading direction: sets `dir` on the story root, as an app sets it on `<html>`',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: READING_DIRS.map((value) => ({ value, title: value === 'rtl' ? 'Right to left' : 'Left to right', right: value.toUpperCase() })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the content: sets `lang` on the story root (and the Persian font for `fa`)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: STORY_LOCALES.map((value) => ({ value, title: value === 'fa' ? 'فارسی (fa)' : 'English (en)' })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: INITIAL_THEME, dir: 'ltr', locale: 'en' },
  // Docs tables: TSDoc tags rendered as a Default value and an Upstream link, not as raw `@tag:` lines.
  argTypesEnhancers: [
    ({ argTypes }) => Object.fromEntries(Object.entries(argTypes).map(([name, argType]) => [name, { ...argType, ...cleanTsDoc(argType) }])),
  ],
  decorators: [
    (story, context) => ({
      components: { story },
      setup() {
        // The Vue renderer keeps `context.globals` reactive and updates it when a toolbar changes,
        // without re-running this decorator: everything below reads it lazily.
        const globals = context.globals as StoryGlobals;
        const theme = computed(() => storyThemeOf(globals.theme));
        const dir = computed(() => readingDirOf(globals.dir));
        const locale = computed(() => storyLocaleOf(globals.locale));
        if (typeof document !== 'undefined') {
          const stop = watchEffect(() => {
            document.documentElement.style.colorScheme = theme.value;
            document.body.style.background = BACKGROUNDS[theme.value];
          });
          onBeforeUnmount(stop);
        }
        return { theme, dir, locale };
      },
      template: `<div class="vak-story-root font-sans" :class="[theme, { 'font-persian': locale === 'fa' }]" :data-theme="theme" :dir="dir" :lang="locale"><story /></div>`,
    }),
  ],
  // Visual regression: a screenshot per story and theme after its play function, in tests only.
  afterEach: async (context) => {
    await (globalThis as { __vakVisualCheck?: VisualCheck }).__vakVisualCheck?.(context);
  },
};

export default preview;
