export { default as AddonCarouselTeam } from './AddonCarouselTeam.vue';
export * from './types';
