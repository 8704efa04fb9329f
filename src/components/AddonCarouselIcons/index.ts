export { default as AddonCarouselIcons } from './AddonCarouselIcons.vue';
export * from './types';
