/** Slides shown by the carousel page. */
import type { IconItem, TeamItem } from 'vue-addon-kit/carousel';

export const team: TeamItem[] = [
  { avatar: '/avatars/ada.svg', name: 'Ada Lovelace', role: 'Engineering', text: 'Turns specifications into working software.', to: '/team/ada' },
  { avatar: '/avatars/grace.svg', name: 'Grace Hopper', role: 'Compilers', text: 'Makes machines understand people.', to: '/team/grace' },
  { avatar: '/avatars/linus.svg', name: 'Linus Torvalds', role: 'Kernels', text: 'Reviews every patch.', to: '/team/linus' },
];

export const icons: IconItem[] = [
  { icon: 'ph:house', title: 'Home', to: '/' },
  { icon: 'ph:rocket-launch', title: 'Launch', to: '/team/ada' },
  { icon: 'ph:code', title: 'Code', to: '/' },
  { icon: 'ph:palette', title: 'Design' },
];
