/**
 * Registers the Iconify icons the carousel stories use, offline: a small subset of
 * `@iconify-json/ph`, `@iconify-json/logos` and `@iconify-json/simple-icons` committed as
 * stories/fixtures/icons/iconify-subset.json (12 KB instead of several MB of full collections).
 * `AddonCarouselIcons` renders only registered icons, so nothing is fetched from the Iconify API.
 * Apps do the same with the full collection: `addCollection(ph)` with `@iconify-json/ph/icons.json`.
 */
import { addCollection, type IconifyJSON } from '@iconify/vue';
import subset from '../fixtures/icons/iconify-subset.json';

const collections = subset as unknown as IconifyJSON[];
for (const collection of collections) addCollection(collection);
