/**
 * Classes of `AddonCarouselTeam`'s cards (full literals for Tailwind's scanner; `dark:` variants). A
 * word longer than the card (a URL, a long surname) breaks rather than widening the text past it.
 */
export const teamTheme = {
  card:
    'flex h-full flex-col items-center gap-2 rounded-2xl border border-muted-200 bg-white p-5 text-center shadow-sm ' +
    'dark:border-muted-700 dark:bg-muted-900',
  portrait: 'relative mb-2 size-24 shrink-0',
  avatar: 'size-24 rounded-full bg-muted-100 object-cover ring-2 ring-white dark:bg-muted-800 dark:ring-muted-900',
  avatarPlaceholder: 'size-24 rounded-full text-muted-300 dark:text-muted-600',
  badge: 'absolute -bottom-1 -end-1 size-9 rounded-full bg-white p-0.5 shadow dark:bg-muted-900',
  name: 'max-w-full wrap-break-word text-lg font-semibold text-muted-900 dark:text-white',
  role: 'max-w-full wrap-break-word text-sm font-medium text-primary-700 dark:text-primary-300',
  text: 'max-w-full wrap-break-word text-sm leading-relaxed text-muted-600 dark:text-muted-300',
  skills: 'mt-auto flex flex-wrap justify-center gap-2 pt-3',
  skillLogo: 'size-7 rounded-md bg-muted-50 p-1 dark:bg-muted-800',
  skillText:
    'rounded-md bg-muted-100 px-2 py-1 text-xs font-medium text-muted-700 dark:bg-muted-800 dark:text-muted-200',
} as const;
