import typography from '@tailwindcss/typography';
import type { Config } from 'tailwindcss';

/**
 * Design tokens of vue-addon-kit.
 *
 * Wired into Tailwind v4 by `@config "../tailwind.config.ts"` in `src/styles.css`.
 * - `colors.primary` / `colors.muted`: the two palettes every component draws from (50–950).
 * - `fontFamily.sans` / `mono` / `persian`: Inter, JetBrains Mono and Vazirmatn, shipped from npm
 *   (`@fontsource-variable/*`) so every machine renders the same glyphs.
 * - Dark mode is a `dark` class on any ancestor (`darkMode: 'class'`).
 */
export default {
  // Sources to scan are declared with @source in each stylesheet (src/styles.css: the package's
  // components only; .storybook/preview.css: components, stories and decorators).
  content: [],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
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
      },
      fontFamily: {
        sans: ['"Inter Variable"', '"Vazirmatn Variable"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
        mono: ['"JetBrains Mono Variable"', 'ui-monospace', 'monospace'],
        persian: ['"Vazirmatn Variable"', '"Inter Variable"', 'sans-serif'],
      },
    },
  },
  plugins: [typography],
} satisfies Config;
