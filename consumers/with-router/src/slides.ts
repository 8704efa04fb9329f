/** Slides shown by the carousel pages. `to` values are router locations: clicking one navigates in-app. */
export const team = [
  {
    avatar: '/avatars/ada.svg',
    badge: 'Lead',
    name: 'Ada Lovelace',
    role: 'Engineering',
    text: 'Turns specifications into working software.',
    to: '/team/ada',
    skills: ['Vue', 'TypeScript'],
  },
  {
    avatar: '/avatars/grace.svg',
    name: 'Grace Hopper',
    role: 'Compilers',
    text: 'Makes machines understand people.',
    to: '/team/grace',
    skills: ['COBOL'],
  },
  { avatar: '/avatars/linus.svg', name: 'Linus Torvalds', role: 'Kernels', text: 'Reviews every patch.', to: '/team/linus' },
];

export const icons = [
  { icon: 'ph:house', title: 'Home', to: '/' },
  { icon: 'ph:rocket-launch', title: 'Launch', to: '/team/ada' },
  { icon: 'ph:code', title: 'Code', to: '/markdown' },
  { icon: 'ph:palette', title: 'Design' },
];
