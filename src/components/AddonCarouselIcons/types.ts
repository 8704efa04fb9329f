import type { CarouselOptions, SlideLocation } from '../../carousel/options-types';

/** One topic tile: an icon and a title, optionally a link. All fields optional. */
export interface IconItem {
  /**
   * An Iconify icon name such as `'ph:rocket-duotone'`, or an image URL.
   *
   * Iconify icons render with `@iconify/vue`'s `Icon` only when their data is already registered,
   * so nothing is fetched from the Iconify API. Register the collections you use once at app start:
   *
   * ```ts
   * import { addCollection } from 'vue-addon-kit/carousel';
   * import ph from '@iconify-json/ph/icons.json';
   * addCollection(ph); // or a subset: only the icons you use
   * ```
   *
   * An unregistered name shows a neutral placeholder (and one development warning). URLs render as
   * a decorative `<img>` (http(s), relative, raster `data:image/…`; script URLs are refused).
   */
  icon?: string;
  /** Tile title (visible text, also the slide's `{title}`). */
  title?: string;
  /**
   * Where the tile links: a string, `{ path, query?, hash? }` or `{ name, params? }`; see
   * `TeamItem.to`.
   */
  to?: SlideLocation;
}

/** Props of `AddonCarouselIcons`. */
export interface AddonCarouselIconsProps {
  /**
   * Topics, one tile each. Anything that is not an array renders as no slides (one development
   * warning).
   * @defaultValue []
   */
  slides?: /* @vue-ignore (validated by src/carousel/items.ts) */ IconItem[];
  /**
   * Carousel options over the icon defaults: `itemsToShow` 7 (alias `slidesToShow`), `snapAlign`
   * 'start', breakpoints 300 → 2.5, 768 → 6, 900 → 8, 1024 → 7. Your `breakpoints` replace the
   * default table; without them an option you set (such as `itemsToShow` or `snapAlign`) replaces
   * that option in every default breakpoint too. See {@link CarouselOptions}.
   * @defaultValue {}
   * @link https://vue3-carousel.ismail9k.com/config
   */
  carousel?: /* @vue-ignore (validated by src/carousel/options/validate.ts) */ CarouselOptions;
}

/** Props of the `slide` slot of `AddonCarouselIcons`. */
export interface AddonCarouselIconsSlotProps {
  /** The item as given in `slides` (extra fields kept; not normalised — escape what you render). */
  item: IconItem;
  /** 0-based index of the slide. */
  index: number;
  /** Accessible name of the slide group (`i18n.slideLabel` filled in, e.g. "2 of 6"). */
  label: string;
  /** True while the slide is out of view (it is `inert` then): keep its content out of tab order. */
  hidden: boolean;
  /**
   * True for the carousel's one tab stop among its slides (the current slide, or the one last
   * focused); false for every other slide. Give your focusable content `tabindex="-1"` when false,
   * so Tab enters the slides once and arrow keys / Home / End move between them.
   */
  tabbable: boolean;
}
