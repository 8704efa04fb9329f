/** Public option types and allowed-value arrays of the carousels (re-exported by each component). */
export type {
  CarouselOptions,
  CarouselBreakpointOptions,
  CarouselCallbacks,
  CarouselI18n,
  SnapAlign,
  Dir,
  SlideStartPayload,
  SlideEndPayload,
  LoopPayload,
} from './options';
export { SNAP_ALIGNS, DIRS, TEAM_CAROUSEL_DEFAULTS, ICONS_CAROUSEL_DEFAULTS } from './options';
export type { SlideLocation, PathLocation, NamedLocation } from './url';
