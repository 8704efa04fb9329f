/**
 * The `carousel` option object: documented types and defaults (`types.ts`), validation
 * (`validate.ts`), merging and normalisation into vue3-carousel props (`normalise.ts`).
 */
export * from './types';
export { capItemsToShow, clampIndex, formatText, fullyVisibleRange, normalizeCarouselOptions, optionsAtWidth, overrideEveryLayer, partlyVisibleRange, slidesThatFit, unclampedIndexes, withoutWrapWhereAllFit } from './normalise';
