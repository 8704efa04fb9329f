import type { ProseSize } from './types';

/**
 * Classes of `BaseProse`. Written out in full so Tailwind's scanner finds every one.
 * `vak-prose` marks the root for the package stylesheet (its scoped reset and tokens).
 * Dark mode: `dark:prose-invert` under a `dark` class on any ancestor.
 */
export const proseTheme = {
  base: 'vak-prose prose dark:prose-invert',
  size: {
    sm: 'prose-sm',
    base: 'prose-base',
    lg: 'prose-lg',
    xl: 'prose-xl',
    '2xl': 'prose-2xl',
  } satisfies Record<ProseSize, string>,
  fullwidth: 'max-w-none',
} as const;
