/**
 * Classes of `AddonCarouselIcons`' tiles (full literals for Tailwind's scanner; `dark:` variants). A
 * title may use the tile's side padding (`px-2`, so at most the width inside its border); a word
 * longer than that breaks rather than widening the title past the tile.
 */
export const iconsTheme = {
  tile:
    'flex h-full min-h-28 flex-col items-center justify-center gap-2 rounded-xl border border-muted-200 bg-white px-2 py-4 ' +
    'text-center dark:border-muted-700 dark:bg-muted-900',
  icon: 'size-10 shrink-0 text-primary-600 dark:text-primary-400',
  image: 'size-10 shrink-0 object-contain',
  placeholder: 'size-10 shrink-0 text-muted-300 dark:text-muted-600',
  title: 'max-w-[calc(100%+1rem)] wrap-break-word text-sm font-medium leading-snug text-muted-800 dark:text-muted-100',
} as const;
