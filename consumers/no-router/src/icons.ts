import { addCollection } from 'vue-addon-kit/carousel';
import phIcons from 'virtual:ph-icons';

/** Icons render offline from the bundled JSON: `@iconify/vue` never calls the Iconify API. */
export function registerIcons(): void {
  addCollection(phIcons);
}
