import type { Preview } from '@storybook/vue3-vite';
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import '@fontsource-variable/vazirmatn';
import './preview.css';
import { VIEWPORTS } from './viewports';

/** Page colours per theme (same values as `.vak-story-root` in preview.css). */
const BACKGROUNDS = { light: '#ffffff', dark: '#020617' } as const;

/** Installed by .storybook/visual.ts in the Vitest story run only; absent in the catalog. */
type VisualCheck = (context: Parameters<NonNullable<Preview['afterEach']>>[0]) => Promise<void>;

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: { options: VIEWPORTS },
    // Every axe violation fails the story's test.
    a11y: { test: 'error' },
    backgrounds: { disable: true },
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
      description: 'Light or dark mode: toggles the `dark` class on the story root',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (story, context) => {
      const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
      if (typeof document !== 'undefined') {
        document.documentElement.style.colorScheme = theme;
        document.body.style.background = BACKGROUNDS[theme];
      }
      return {
        components: { story },
        setup: () => ({ theme }),
        template: `<div class="vak-story-root font-sans text-muted-900 dark:text-muted-100" :class="theme" :data-theme="theme"><story /></div>`,
      };
    },
  ],
  // Visual regression: a screenshot per story (light and dark) after its play function, in tests only.
  afterEach: async (context) => {
    await (globalThis as { __vakVisualCheck?: VisualCheck }).__vakVisualCheck?.(context);
  },
};

export default preview;
