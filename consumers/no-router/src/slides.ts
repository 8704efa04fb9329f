/** Slides of the carousels. No router here: `to` is a plain URL, so a slide link is an ordinary `<a href>`. */
import type { IconItem, TeamItem } from 'vue-addon-kit/carousel';

export const team: TeamItem[] = [
  {
    avatar: '/avatars/ada.svg',
    badge: '/logos/vue.svg',
    name: 'Ada Lovelace',
    role: 'Engineering',
    text: 'Turns specifications into working software.',
    to: '/?member=ada',
    skills: [
      { logo: '/logos/vue.svg', name: 'Vue' },
      { logo: '/logos/typescript.svg', name: 'TypeScript' },
    ],
  },
  {
    avatar: '/avatars/grace.svg',
    name: 'Grace Hopper',
    role: 'Compilers',
    text: 'Makes machines understand people.',
    to: '/?member=grace',
    skills: [{ logo: '/logos/cobol.svg', name: 'COBOL' }],
  },
  { avatar: '/avatars/linus.svg', name: 'Linus Torvalds', role: 'Kernels', text: 'Reviews every patch.', to: '/?member=linus' },
];

export const icons: IconItem[] = [
  { icon: 'ph:house', title: 'Home', to: '/' },
  { icon: 'ph:rocket-launch', title: 'Launch', to: '/?member=ada' },
  { icon: 'ph:code', title: 'Code', to: '/carousel.html' },
  { icon: 'ph:palette', title: 'Design' },
];
