import typography from '@tailwindcss/typography';
import type { Config } from 'tailwindcss';

/** Default values of the colour tokens: two palettes every component draws from (shades 50–950). */
export const PALETTES = {
  primary: {
    50: '#eef2ff',
    100: '#e0e7ff',
    200: '#c7d2fe',
    300: '#a5b4fc',
    400: '#818cf8',
    500: '#6366f1',
    600: '#4f46e5',
    700: '#4338ca',
    800: '#3730a3',
    900: '#312e81',
    950: '#1e1b4b',
  },
  muted: {
    50: '#f8fafc',
    100: '#f1f5f9',
    200: '#e2e8f0',
    300: '#cbd5e1',
    400: '#94a3b8',
    500: '#64748b',
    600: '#475569',
    700: '#334155',
    800: '#1e293b',
    900: '#0f172a',
    950: '#020617',
  },
} as const;

/** Default font stacks: Inter, JetBrains Mono and Vazirmatn, shipped from npm (`@fontsource-variable/*`). */
export const FONTS = {
  sans: ['"Inter Variable"', '"Vazirmatn Variable"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
  mono: ['"JetBrains Mono Variable"', 'ui-monospace', 'monospace'],
  persian: ['"Vazirmatn Variable"', '"Inter Variable"', 'sans-serif'],
} as const;

/**
 * Each palette shade as `var(--vak-color-<palette>-<shade>, <default>)`: the components' utilities
 * read the custom property, so an app re-themes them by setting it (on `:root` or any ancestor).
 */
function tokenColours<P extends Record<string, Record<number, string>>>(palettes: P) {
  return Object.fromEntries(
    Object.entries(palettes).map(([name, shades]) => [
      name,
      Object.fromEntries(Object.entries(shades).map(([shade, hex]) => [shade, `var(--vak-color-${name}-${shade}, ${hex})`])),
    ]),
  ) as { [K in keyof P]: { [S in keyof P[K]]: string } };
}

/** Each font stack as `var(--vak-font-<name>, <default stack>)`. */
function tokenFonts<F extends Record<string, readonly string[]>>(fonts: F) {
  return Object.fromEntries(Object.entries(fonts).map(([name, stack]) => [name, `var(--vak-font-${name}, ${stack.join(', ')})`])) as {
    [K in keyof F]: string;
  };
}

/**
 * Design tokens of vue-addon-kit.
 *
 * Wired into Tailwind v4 by `@config "../tailwind.config.ts"` in `src/styles.css` (the package) and
 * `.storybook/preview.css` (the catalog).
 * - `colors.primary` / `colors.muted`: {@link PALETTES}, each shade overridable by the CSS custom
 *   property `--vak-color-primary-600` (etc.).
 * - `fontFamily.sans` / `mono` / `persian`: {@link FONTS}, overridable by `--vak-font-sans`,
 *   `--vak-font-mono`, `--vak-font-persian`.
 * - Dark mode is a `dark` class on any ancestor (`darkMode: 'class'`).
 */
export default {
  // Sources to scan are declared with @source in each stylesheet (src/styles.css: the package's
  // components only; .storybook/preview.css: components, stories and decorators).
  content: [],
  darkMode: 'class',
  theme: {
    extend: {
      colors: tokenColours(PALETTES),
      fontFamily: tokenFonts(FONTS),
    },
  },
  plugins: [typography],
} satisfies Config;
