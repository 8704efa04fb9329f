import type { ProseSize } from './types';

/**
 * Classes of `BaseProse`. Written out in full so Tailwind's scanner finds every one.
 * `vak-prose` marks the root for the package stylesheet (its scoped reset and tokens). `min-w-0`: as a
 * grid or flex item it is no wider than its track (the automatic minimum is its widest content: a
 * code line or a table would widen the app's column past a phone's screen).
 * Dark mode: `dark:prose-invert` under a `dark` class on any ancestor.
 * On top of typography's defaults: inline code without the literal backticks typography draws around
 * it (`code::before/after`); code set without ligatures, so `--rm`, `---`, `+++`, `//`, `=>` show
 * every character; task-list items (an item starting with a checkbox) with the checkbox as their only
 * marker.
 */
export const proseTheme = {
  base: [
    'vak-prose prose dark:prose-invert min-w-0',
    'prose-code:before:content-none prose-code:after:content-none',
    '[&_code]:[font-variant-ligatures:none] [&_pre]:[font-variant-ligatures:none]',
    '[&_li:has(>input[type=checkbox]:first-child)]:list-none [&_li:has(>p:first-child>input[type=checkbox]:first-child)]:list-none',
    '[&_li:has(>input[type=checkbox]:first-child)]:ps-0 [&_li:has(>p:first-child>input[type=checkbox]:first-child)]:ps-0',
  ].join(' '),
  size: {
    sm: 'prose-sm',
    base: 'prose-base',
    lg: 'prose-lg',
    xl: 'prose-xl',
    '2xl': 'prose-2xl',
  } satisfies Record<ProseSize, string>,
  fullwidth: 'max-w-none',
} as const;
