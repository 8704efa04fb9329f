import type { CarouselOptions, SlideLocation } from '../../carousel/options-types';

/**
 * A skill shown under a team member: a small logo whose accessible name and tooltip is `name`, or
 * `name` as text when there is no usable logo.
 */
export interface TeamSkill {
  /**
   * Image URL of the logo (http(s), relative, or raster `data:image/…`). Optional: without it, or
   * when it is not a safe image URL (one development warning), the name shows as text.
   */
  logo?: string;
  /** Skill name (required, non-blank): the logo's `alt` and `title`, or the text shown without a logo. */
  name: string;
}

/** One team member. Every field is optional; a missing field is simply not rendered. */
export interface TeamItem {
  /** Portrait image URL; decorative (the name is text). Unsafe URLs are not rendered. */
  avatar?: string;
  /** Small image URL shown over the avatar's corner (e.g. a certification mark); decorative. */
  badge?: string;
  /** Member name: the card heading. */
  name?: string;
  /** Job title under the name. */
  role?: string;
  /** A short bio. */
  text?: string;
  /**
   * Where the card links: a string, `{ path, query?, hash? }` or `{ name, params? }`. A `RouterLink`
   * when vue-router is installed in the app, else `<a href>` (named locations need the router).
   * `javascript:`/`vbscript:`/`data:` URLs never become links.
   */
  to?: SlideLocation;
  /**
   * Skills, in order. An entry without a non-blank `name` is skipped (one development warning); a
   * name without a usable `logo` shows as text. Anything but an array shows no skills (one warning).
   */
  skills?: TeamSkill[];
}

/** Props of `AddonCarouselTeam`. */
export interface AddonCarouselTeamProps {
  /**
   * Team members, one slide each. Anything that is not an array renders as no slides (one
   * development warning).
   * @defaultValue []
   */
  slides?: /* @vue-ignore (validated by src/carousel/items.ts) */ TeamItem[];
  /**
   * Carousel options forwarded to vue3-carousel 0.17 over the team defaults: `itemsToShow` 3 (alias
   * `slidesToShow`), `snapAlign` 'start', breakpoints 300 → 1, 768 → 2, 1024 → 3. Your
   * `breakpoints` replace the default table; without them an option you set (such as `itemsToShow`
   * or `snapAlign`) replaces that option in every default breakpoint too; everything else merges.
   * `throttle`, `settings` and `autoplay` are implemented by this component; see {@link CarouselOptions}.
   * @defaultValue {}
   * @link https://vue3-carousel.ismail9k.com/config
   */
  carousel?: /* @vue-ignore (validated by src/carousel/options/validate.ts) */ CarouselOptions;
}

/** Props of the `slide` slot of `AddonCarouselTeam`. */
export interface AddonCarouselTeamSlotProps {
  /** The item as given in `slides` (extra fields kept; not normalised — escape what you render). */
  item: TeamItem;
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
