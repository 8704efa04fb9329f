/** Slides shown by the carousel pages. `to` values are router locations: clicking one navigates in-app. */
import type { IconItem, TeamItem } from 'vue-addon-kit/carousel';

export const team: TeamItem[] = [
  {
    avatar: '/avatars/ada.svg',
    badge: '/logos/vue.svg',
    name: 'Ada Lovelace',
    role: 'Engineering',
    text: 'Turns specifications into working software.',
    to: '/team/ada',
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
    to: '/team/grace',
    skills: [{ logo: '/logos/cobol.svg', name: 'COBOL' }],
  },
  { avatar: '/avatars/linus.svg', name: 'Linus Torvalds', role: 'Kernels', text: 'Reviews every patch.', to: '/team/linus' },
];

export const icons: IconItem[] = [
  { icon: 'ph:house', title: 'Home', to: '/' },
  { icon: 'ph:rocket-launch', title: 'Launch', to: '/team/ada' },
  { icon: 'ph:code', title: 'Code', to: '/markdown' },
  { icon: 'ph:palette', title: 'Design' },
];
