import './styles.css';
/**
 * vue-addon-kit/carousel — the two carousels on vue3-carousel 0.17, their types and option helpers,
 * without any markdown code. vue-router is optional: with it installed, linked slides are
 * `RouterLink`s. Iconify icons must be registered by the app: `addCollection`, re-exported here.
 */
export * from './components/AddonCarouselTeam';
export * from './components/AddonCarouselIcons';
// Option types, allowed values and defaults shared by both carousels.
export * from './carousel/options-types';
export {
  normalizeCarouselOptions,
  optionsAtWidth,
  formatText,
  BREAKPOINT_MODES,
  SLIDE_EFFECTS,
  I18N_KEYS,
  CALLBACK_KEYS,
  DEFAULT_I18N,
  type BreakpointMode,
  type SlideEffect,
  type DragOption,
  type ResolvedI18n,
  type CarouselDefaults,
  type ForwardedCarouselProps,
  type NormalizedCarousel,
} from './carousel/options';
export { isSafeHref, isSafeImageSrc, resolveLink, type ResolvedLink } from './carousel/url';
// CSP nonce for the carousels' breakpoint stylesheets (`app.provide(CAROUSEL_STYLE_NONCE, nonce)`).
export { CAROUSEL_STYLE_NONCE } from './carousel/breakpoint-style';
/**
 * `@iconify/vue`'s `addCollection(collection)`: registers an Iconify JSON collection (from
 * `@iconify-json/<set>`, or a subset of it) so `AddonCarouselIcons` draws its icons offline, in the
 * browser and in server HTML. `@iconify/vue` is a peer dependency, so this is the copy the carousel
 * renders with; returns false for data that is not a collection.
 * @link https://iconify.design/docs/icon-components/vue/add-collection.html
 */
export { addCollection } from '@iconify/vue';
