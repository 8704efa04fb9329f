/**
 * Docs-page text for the carousels' `carousel` option object: every option (type, unit, default per
 * component, the vue3-carousel option it maps to), the default breakpoint tables and the callbacks with
 * their payloads. Defaults are read from `TEAM_CAROUSEL_DEFAULTS` / `ICONS_CAROUSEL_DEFAULTS`, so the
 * tables cannot drift from the code. Used as each carousel's `parameters.docs.description.component`.
 */
import {
  BREAKPOINT_MODES,
  DEFAULT_I18N,
  DIRS,
  ICONS_CAROUSEL_DEFAULTS,
  SLIDE_EFFECTS,
  SNAP_ALIGNS,
  TEAM_CAROUSEL_DEFAULTS,
  type CarouselDefaults,
} from '../../src/carousel/options';
import { carouselProps } from './carousel-controls';

const UPSTREAM = 'https://vue3-carousel.ismail9k.com/config';
const union = (values: readonly string[]) => values.map((v) => `\`'${v}'\``).join(' \\| ');
const code = (value: unknown) => `\`${JSON.stringify(value)}\``;

/** One row of the option table; `upstream` names the vue3-carousel option (or says it has none). */
interface OptionRow {
  key: string;
  type: string;
  unit?: string;
  team: string;
  icons: string;
  upstream: string;
  meaning: string;
}

function rows(): OptionRow[] {
  const t = TEAM_CAROUSEL_DEFAULTS;
  const i = ICONS_CAROUSEL_DEFAULTS;
  const same = (value: string): Pick<OptionRow, 'team' | 'icons'> => ({ team: value, icons: value });
  return [
    { key: 'itemsToShow', type: "number \\| `'auto'`", unit: 'slides', team: code(t.itemsToShow), icons: code(i.itemsToShow), upstream: '`itemsToShow`', meaning: 'Slides in view; a fraction shows part of the next slide; `\'auto\'`: each slide as wide as its content, the slides in view measured from the layout. Set at the top level, it holds at every width (it replaces the value in each default breakpoint).' },
    { key: 'slidesToShow', type: "number \\| `'auto'`", unit: 'slides', ...same('—'), upstream: '— (alias)', meaning: 'Alias of `itemsToShow`, also inside breakpoints; `itemsToShow` wins when both are given.' },
    { key: 'itemsToScroll', type: 'number', unit: 'slides', team: code(t.itemsToScroll), icons: code(i.itemsToScroll), upstream: '`itemsToScroll`', meaning: 'Slides moved by one step (buttons, arrow keys, autoplay).' },
    { key: 'snapAlign', type: union(SNAP_ALIGNS), team: code(t.snapAlign), icons: code(i.snapAlign), upstream: '`snapAlign`', meaning: 'Where the current slide sits in the viewport.' },
    { key: 'wrapAround', type: 'boolean', team: code(t.wrapAround), icons: code(i.wrapAround), upstream: '`wrapAround`', meaning: 'Loop past the last slide to the first and back.' },
    { key: 'transition', type: 'number', unit: 'ms', team: code(t.transition), icons: code(i.transition), upstream: '`transition`', meaning: 'Duration of a move; instant under `prefers-reduced-motion: reduce`.' },
    { key: 'transitionEasing', type: 'string (CSS easing)', ...same('vue3-carousel’s'), upstream: '`transitionEasing`', meaning: 'Easing of a move.' },
    { key: 'gap', type: 'number', unit: 'px', ...same('vue3-carousel’s (0)'), upstream: '`gap`', meaning: 'Space between slides.' },
    { key: 'breakpoints', type: '`{ [minWidth]: options }`', unit: 'px keys', team: 'see table below', icons: 'see table below', upstream: '`breakpoints`', meaning: 'Options by minimum width. Yours replace the default table as a whole.' },
    { key: 'breakpointMode', type: union(BREAKPOINT_MODES), ...same(code('viewport')), upstream: '`breakpointMode`', meaning: 'Breakpoints measure the window or the carousel’s own width.' },
    { key: 'autoplay', type: 'number', unit: 'ms', ...same('`0` (off)'), upstream: '`autoplay`', meaning: 'Rotate every N ms. Adds a rotation button (none where every slide is in view); stops on keyboard focus, pauses on hover and, once restarted with the button, while focus is in a slide; never starts under reduced motion.' },
    { key: 'pauseAutoplayOnHover', type: 'boolean', ...same('`true`'), upstream: '`pauseAutoplayOnHover`', meaning: 'Accepted for compatibility; hovering always pauses rotation (WAI-ARIA carousel pattern).' },
    { key: 'pagination', type: 'boolean', ...same('`false`'), upstream: '`<Pagination>` (a child component there)', meaning: 'Dots under the slides, one per slide (vue3-carousel’s default; the current one marked): a named group of 24 px buttons, one tab stop, arrow keys and Home/End between dots. None when every slide is in view.' },
    { key: 'modelValue', type: 'number', unit: 'index (0-based)', ...same('`0`'), upstream: '`modelValue`', meaning: 'Slide shown first; changing its value later moves the carousel there (clamped).' },
    { key: 'mouseDrag', type: 'boolean \\| `{ threshold }`', ...same('`true`'), upstream: '`mouseDrag`', meaning: 'Drag with the mouse; `threshold` is a fraction of a slide.' },
    { key: 'touchDrag', type: 'boolean \\| `{ threshold }`', ...same('`true`'), upstream: '`touchDrag`', meaning: 'Swipe on touch screens.' },
    { key: 'mouseWheel', type: 'boolean \\| `{ threshold, throttleTime }`', ...same('`false`'), upstream: '`mouseWheel` (run by this component)', meaning: 'A wheel turn past `threshold` (px) is one step, as the buttons make it: it honours `throttle` and the ends of the row. `throttleTime` has no effect (nor in vue3-carousel 0.17).' },
    { key: 'dir', type: union(DIRS), ...same(code('ltr')), upstream: '`dir`', meaning: 'Reading direction; `rtl` also reverses the arrow keys.' },
    { key: 'slideEffect', type: union(SLIDE_EFFECTS), ...same(code('slide')), upstream: '`slideEffect`', meaning: 'Slide or cross-fade; `fade` shows, announces and focuses one slide at a time at every width.' },
    { key: 'clamp', type: 'boolean', ...same('`false`'), upstream: '`clamp`', meaning: 'Limit `itemsToShow` to the number of slides.' },
    { key: 'enabled', type: 'boolean', ...same('`true`'), upstream: '`enabled`', meaning: '`false` shows the slides as plain content: no controls, rotation, dots or announcements.' },
    { key: 'preventExcessiveDragging', type: 'boolean', ...same('`false`'), upstream: '`preventExcessiveDragging`', meaning: 'Stop dragging past the ends (ignored with `wrapAround`).' },
    { key: 'minSlideWidth', type: 'number', unit: 'px', team: code(t.minSlideWidth), icons: code(i.minSlideWidth), upstream: '— (this component’s)', meaning: 'Narrowest slide: where `itemsToShow` slides would be narrower, fewer are shown (so labels never overlap), at every width and breakpoint.' },
    { key: 'i18n', type: 'object', team: code(t.i18n.ariaCarousel) + ' region name', icons: code(i.i18n.ariaCarousel) + ' region name', upstream: '`i18n`', meaning: 'Texts, merged key by key: see the texts table below.' },
    { key: 'throttle', type: 'number', unit: 'ms', ...same('`0`'), upstream: '— (removed in 0.6; implemented here)', meaning: 'Minimum time between two moves (buttons, keys, dots, wheel, drag, autoplay); moves inside it are ignored.' },
    { key: 'settings', type: 'options object', ...same('—'), upstream: '— (removed in 0.3; honoured here)', meaning: 'Options merged in under the top-level ones.' },
  ];
}

function breakpointTable(defaults: CarouselDefaults): string {
  const lines = ['| minimum width (px) | itemsToShow | snapAlign |', '|---|---|---|', `| below the first (and on the server) | ${defaults.itemsToShow} | ${defaults.snapAlign} |`];
  for (const [width, options] of Object.entries(defaults.breakpoints)) {
    lines.push(`| ${width} | ${options.itemsToShow ?? defaults.itemsToShow} | ${options.snapAlign ?? defaults.snapAlign} |`);
  }
  return lines.join('\n');
}

const CALLBACKS = `| callback | payload | when |
|---|---|---|
| \`onBeforeInit()\` | — | before the carousel initialises (also during server rendering) |
| \`onInit()\` | — | after it is mounted |
| \`onSlideStart(payload)\` | \`{ slidingToIndex, currentSlideIndex, prevSlideIndex, slidesCount }\` | a move starts |
| \`onLoop(payload)\` | \`{ currentSlideIndex, slidingToIndex, prevSlideIndex }\` | a \`wrapAround\` move passes an end |
| \`onUpdateModelValue(index)\` | \`currentSlideIndex\` (0-based) | the current slide changed (vue3-carousel's \`update:modelValue\`) |
| \`onSlideEnd(payload)\` | \`{ currentSlideIndex, prevSlideIndex, slidesCount }\` | a move finished |`;

function textsTable(): string {
  const lines = ['| key | default |', '|---|---|'];
  const team = TEAM_CAROUSEL_DEFAULTS.i18n;
  const icons = ICONS_CAROUSEL_DEFAULTS.i18n;
  for (const key of Object.keys(DEFAULT_I18N) as (keyof typeof DEFAULT_I18N)[]) {
    lines.push(`| \`${key}\` | ${team[key] === icons[key] ? `"${team[key]}"` : `"${team[key]}" / "${icons[key]}"`} |`);
  }
  return lines.join('\n');
}

/** Markdown for a carousel's docs page: intro, option table, this component's breakpoints, callbacks. */
export function carouselDocs(component: 'AddonCarouselTeam' | 'AddonCarouselIcons', intro: string): string {
  const defaults = component === 'AddonCarouselTeam' ? TEAM_CAROUSEL_DEFAULTS : ICONS_CAROUSEL_DEFAULTS;
  // Five columns, so the table fits the docs column: the unit goes with the type, the upstream
  // vue3-carousel option under the option's name.
  const table = [
    '| option (vue3-carousel option) | type (unit) | Team default | Icons default | meaning |',
    '|---|---|---|---|---|',
    ...rows().map(
      (r) =>
        `| \`${r.key}\`<br>vue3-carousel: ${r.upstream === `\`${r.key}\`` ? 'same name' : r.upstream} | ${r.type}${r.unit ? ` (${r.unit})` : ''} | ${r.team} | ${r.icons} | ${r.meaning} |`,
    ),
  ].join('\n');
  return `${intro}

Two props: \`slides\` (the data, one slide per item) and \`carousel\` (one option object, forwarded to
[vue3-carousel 0.17](${UPSTREAM}) over this component's defaults). Merge rule: your options over the
defaults; a \`breakpoints\` you pass replaces the default table. A malformed option is ignored with one
development warning naming it.

### Controls

The controls \`itemsToShow\`, \`snapAlign\`, \`wrapAround\`, \`autoplay\`, \`dir\`, \`itemsToScroll\`, \`gap\`,
\`pagination\`, \`mouseWheel\` and \`slideEffect\` each write their option into
\`carousel\` (an unset control leaves the story's \`carousel\` as it is; "Show code" shows the result). A set
\`itemsToShow\` or \`snapAlign\` control holds at every width (\`itemsToShow\` down to \`minSlideWidth\`: where
that many slides would be narrower, fewer show). In an app, a top-level value does the same
unless you pass your own \`breakpoints\`; then put the value in each entry.

### The \`carousel\` options

${table}

### Default breakpoints of ${component}

Keys are minimum widths in px (the window's, or the carousel's with \`breakpointMode: 'carousel'\`).
Server HTML and the first paint already show each breakpoint's slides (a small stylesheet per carousel:
media queries, or container queries with \`breakpointMode: 'carousel'\`), so nothing jumps at hydration;
only \`minSlideWidth\` applies after mount.

${breakpointTable(defaults)}

### Callbacks (in the same object)

${CALLBACKS}

### Texts (\`carousel.i18n\`)

${textsTable()}`;
}

/** A value as it would be written in a template: data URLs shortened, functions named. */
function literal(value: unknown, names: Map<unknown, string>): string {
  const named = names.get(value);
  if (named) return named;
  if (typeof value === 'function') return '(…) => { … }';
  if (typeof value === 'string') return value.startsWith('data:') ? "'…/image.svg'" : `'${value.replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, names)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return entries.length ? `{ ${entries.map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${literal(v, names)}`).join(', ')} }` : '{}';
  }
  return String(value);
}

/**
 * "Show code" for a carousel story: the component with its args, fixtures referred to by their import
 * name (`:slides="TEAM"`) instead of inlined data URLs, the option controls written into `carousel` as
 * the story passes them, and the story's `carouselSlot` parameter (a `#slide` template, `{title}` for
 * the item's title field) inside the component when it has one.
 */
export function carouselSource(component: 'AddonCarouselTeam' | 'AddonCarouselIcons', fixtures: Record<string, unknown>, from: string) {
  const names = new Map(Object.entries(fixtures).map(([name, value]) => [value, name]));
  const defaults = component === 'AddonCarouselTeam' ? TEAM_CAROUSEL_DEFAULTS : ICONS_CAROUSEL_DEFAULTS;
  const titleField = component === 'AddonCarouselTeam' ? 'name' : 'title';
  return (_code: string, context: { args: Record<string, unknown>; parameters?: { carouselSlot?: string } }): string => {
    const { slides, carousel } = carouselProps(context.args, defaults) as { slides?: unknown; carousel?: Record<string, unknown> };
    const used = [...names.values()].filter((name) => fixtures[name] === slides);
    const attrs = [slides !== undefined && `:slides="${literal(slides, names)}"`, carousel && Object.keys(carousel).length && `:carousel="${literal(carousel, names)}"`]
      .filter(Boolean)
      .join(' ');
    const script = [`import { ${component} } from 'vue-addon-kit/carousel';`, ...(used.length ? [`import { ${used.join(', ')} } from '${from}';`] : [])];
    const slot = context.parameters?.carouselSlot?.replaceAll('{title}', `item.${titleField}`);
    const element = slot ? `<${component} ${attrs}>\n${slot.replace(/^/gm, '    ')}\n  </${component}>` : `<${component} ${attrs} />`;
    return `<script setup lang="ts">\n${script.join('\n')}\n</script>\n\n<template>\n  ${element}\n</template>`;
  };
}
