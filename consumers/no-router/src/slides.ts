/** Slides of the carousels. No router here: `to` is a plain URL, so a slide link is an ordinary `<a href>`. */
export const team = [
  {
    avatar: '/avatars/ada.svg',
    badge: 'Lead',
    name: 'Ada Lovelace',
    role: 'Engineering',
    text: 'Turns specifications into working software.',
    to: '/?member=ada',
    skills: ['Vue', 'TypeScript'],
  },
  {
    avatar: '/avatars/grace.svg',
    name: 'Grace Hopper',
    role: 'Compilers',
    text: 'Makes machines understand people.',
    to: '/?member=grace',
    skills: ['COBOL'],
  },
  { avatar: '/avatars/linus.svg', name: 'Linus Torvalds', role: 'Kernels', text: 'Reviews every patch.', to: '/?member=linus' },
];

export const icons = [
  { icon: 'ph:house', title: 'Home', to: '/' },
  { icon: 'ph:rocket-launch', title: 'Launch', to: '/?member=ada' },
  { icon: 'ph:code', title: 'Code', to: '/carousel.html' },
  { icon: 'ph:palette', title: 'Design' },
];
