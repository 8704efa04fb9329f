/**
 * Story factory shared by `AddonCarouselTeam` and `AddonCarouselIcons`: the same permutations and
 * play functions for both, generated from the allowed-value arrays (`SNAP_ALIGNS`), the named
 * viewports (.storybook/viewports.ts) and each component's defaults table. Each component's story
 * file exports these one per line, so Storybook indexes them.
 */
import { createApp, h, onBeforeUnmount, onMounted, ref, type App, type Component, type ConcreteComponent } from 'vue';
import { createMemoryHistory, createRouter, type Router } from 'vue-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VIEWPORTS, type ViewportName } from '../../.storybook/viewports';
import {
  normalizeCarouselOptions,
  optionsAtWidth,
  type CarouselDefaults,
  type CarouselOptions,
  type SnapAlign,
} from '../../src/carousel/options';
import {
  currentSlide,
  expectSlideAnnounced,
  getCarousel,
  liveSlides,
  settled,
  slideGroups,
  slideOffset,
  visibleCounts,
  type AnnouncementTexts,
} from './carousel';

/** The Persian texts of the RTL story, as the play function expects them. */
const PERSIAN_ANNOUNCEMENTS: AnnouncementTexts = { one: 'اسلاید {current} از {count}', many: 'اسلایدهای {first} تا {last} از {count}' };
/** The texts of the Custom i18n story. */
const CARD_ANNOUNCEMENTS: AnnouncementTexts = { one: 'Card {current} / {count}', many: 'Cards {first}–{last} / {count}' };

/** What a play function needs from Storybook's context. */
interface PlayContext {
  canvasElement: HTMLElement;
  args: { carousel?: CarouselOptions };
  step: (label: string, play: () => Promise<void> | void) => Promise<void> | void;
}

/** Args of both carousels. */
export interface CarouselArgs<TItem> {
  slides?: TItem[];
  carousel?: CarouselOptions;
}

/** A story as this factory builds it (assignable to each component's `StoryObj`). */
export interface CarouselStory<TItem> {
  name?: string;
  args?: CarouselArgs<TItem>;
  globals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
  render?: (args: CarouselArgs<TItem>) => ConcreteComponent;
  beforeEach?: () => (() => void) | void;
  play?: (context: PlayContext) => Promise<void>;
}

/** Per-component inputs of the factory. */
export interface CarouselStoryConfig<TItem> {
  component: Component;
  /** Default accessible name of the region ("Team", "Topics"). */
  regionName: string;
  defaults: CarouselDefaults;
  /** Realistic items (≥ 6, with `to` paths). */
  items: TItem[];
  /** Visible title of an item (name or title). */
  titleOf: (item: TItem) => string;
  /** An item with only its title field, and that title. */
  titleOnly: { item: TItem; title: string };
  /** The item field holding the link. */
  withTo: (item: TItem, to: unknown) => TItem;
  /** Route prefix of the fixtures' paths ('/team', '/topics'). */
  routePrefix: string;
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Press a mouse button on the track, move `dx` px and release, as vue3-carousel's drag expects. */
async function mouseDrag(region: HTMLElement, dx: number): Promise<void> {
  const target = region.querySelector<HTMLElement>('.carousel__slide--active') ?? region.querySelector<HTMLElement>('.carousel__slide')!;
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 }));
  for (let i = 1; i <= 5; i++) {
    document.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: x + (dx * i) / 5, clientY: y }));
    await frame();
  }
  document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, clientX: x + dx, clientY: y }));
  // A real drag ends with a click on the pressed element, which vue3-carousel swallows.
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x + dx, clientY: y }));
  await frame();
}

/** Offset (in slides) of slide `index` from the viewport start, as vue3-carousel places it. */
export function expectedSnapOffset(align: SnapAlign, itemsToShow: number, index: number, count: number): number {
  const shift = { start: 0, center: (itemsToShow - 1) / 2, 'center-odd': (itemsToShow - 1) / 2, 'center-even': (itemsToShow - 2) / 2, end: itemsToShow - 1 }[align];
  const scrolled = Math.min(Math.max(index - shift, 0), count - itemsToShow);
  return index - scrolled;
}

/** Build every carousel story for one component. */
export function carouselStories<TItem>(config: CarouselStoryConfig<TItem>) {
  const { regionName, items, defaults, titleOf } = config;
  const count = items.length;
  const region = (canvasElement: HTMLElement, name: string | RegExp = regionName) => getCarousel(canvasElement, name);
  const button = (el: HTMLElement, name: string | RegExp) => within(el).getByRole('button', { name });

  /** One story per named viewport: visible slide counts implied by the defaults table. */
  const breakpoint = (viewport: ViewportName): CarouselStory<TItem> => {
    const width = parseInt(VIEWPORTS[viewport].styles.width, 10);
    const { props } = normalizeCarouselOptions({}, defaults, () => undefined);
    const itemsToShow = Number(optionsAtWidth(props, width).itemsToShow);
    const full = Math.floor(itemsToShow);
    const partial = itemsToShow % 1 > 0 ? 1 : 0;
    return {
      name: `Breakpoint ${width}px: ${itemsToShow} per view`,
      args: { slides: items },
      globals: { viewport: { value: viewport, isRotated: false } },
      play: async ({ canvasElement, step }) => {
        await step(`the story frame is ${width}px wide (the Vitest run resized it)`, async () => {
          await expect(window.innerWidth).toBe(width);
        });
        await step(`${full} slide(s) fully and ${partial} partially visible`, async () => {
          const el = region(canvasElement);
          await waitFor(() => expect(visibleCounts(el)).toEqual({ full, partial }));
          await expect(liveSlides(el).length).toBe(full + partial);
        });
      },
    };
  };

  /** One story per snapAlign value: the start slide sits where the alignment puts it. */
  const snap = (snapAlign: SnapAlign): CarouselStory<TItem> => {
    const itemsToShow = count >= 10 ? 5 : 3;
    const index = count >= 10 ? 6 : 2;
    const expected = expectedSnapOffset(snapAlign, itemsToShow, index, count);
    return {
      name: `snapAlign ${snapAlign}`,
      args: { slides: items, carousel: { snapAlign, itemsToShow, breakpoints: {}, modelValue: index } },
      play: async ({ canvasElement, step }) => {
        const el = region(canvasElement);
        await step(`slide ${index + 1} starts ${expected} slide width(s) from the viewport start`, async () => {
          await waitFor(() => expect(slideOffset(el, index)).toBeCloseTo(expected, 1));
          await expectSlideAnnounced(el, index + 1, count);
        });
      },
    };
  };

  const routes = [
    { path: '/', component: { render: () => null } },
    { path: `${config.routePrefix}/:id`, name: 'member', component: { render: () => null } },
  ];
  let storyRouter: Router | undefined;

  /** Mount the carousel in its own app with vue-router installed (RouterLink registered app-wide). */
  const withRouter = (args: CarouselArgs<TItem>): ConcreteComponent => ({
    setup() {
      const host = ref<HTMLElement>();
      let app: App | undefined;
      onMounted(() => {
        storyRouter = createRouter({ history: createMemoryHistory(), routes });
        app = createApp({ render: () => h(config.component, args) });
        app.use(storyRouter);
        app.mount(host.value!);
      });
      onBeforeUnmount(() => app?.unmount());
      return () => h('div', { ref: host, 'data-testid': 'router-app' });
    },
  });

  const linkItems = (): TItem[] => [
    config.withTo(items[0]!, `${config.routePrefix}/one`),
    config.withTo(items[1]!, { path: `${config.routePrefix}/two`, query: { tab: 'bio' }, hash: '#top' }),
    config.withTo(items[2]!, { name: 'member', params: { id: 'three' } }),
    config.withTo(items[3]!, 'javascript:alert(1)'),
    config.withTo(items[4]!, undefined),
  ];
  const linkOf = (el: HTMLElement, n: number) => slideGroups(el)[n]!.querySelector('a');

  return {
    /** Realistic data: controls, slide groups, first move. */
    default: {
      args: { slides: items },
      play: async ({ canvasElement, step }) => {
        const el = region(canvasElement);
        await step(`a region "${regionName}" described as a carousel`, async () => {
          await expect(el).toHaveAttribute('aria-roledescription', 'carousel');
          await expect(el.querySelector('.carousel')).not.toHaveAttribute('aria-label');
        });
        await step(`${count} slides named "N of ${count}", the first announced`, async () => {
          const groups = slideGroups(el);
          await expect(groups).toHaveLength(count);
          await expect(groups[0]).toHaveAccessibleName(`1 of ${count}`);
          await expect(within(groups[0]!).getByText(titleOf(items[0]!))).toBeVisible();
          await expectSlideAnnounced(el, 1, count);
        });
        await step('previous is disabled at the start; next moves one slide', async () => {
          await expect(button(el, 'Previous slide')).toBeDisabled();
          await userEvent.click(button(el, 'Next slide'));
          await expectSlideAnnounced(el, 2, count);
          await expect(button(el, 'Previous slide')).toBeEnabled();
        });
        await step('dragging left by a slide moves forward', async () => {
          await mouseDrag(el, -200);
          await expectSlideAnnounced(el, 3, count);
        });
        await step('back to the start', async () => {
          await userEvent.click(button(el, 'Previous slide'));
          await expectSlideAnnounced(el, 2, count);
          await userEvent.click(button(el, 'Previous slide'));
          await expectSlideAnnounced(el, 1, count);
        });
      },
    } satisfies CarouselStory<TItem>,

    /** The same data in dark mode (axe checks contrast). */
    dark: {
      args: { slides: items },
      globals: { theme: 'dark' },
      play: async ({ canvasElement }) => {
        const el = region(canvasElement);
        await expect(el.closest('.dark')).not.toBeNull();
        await expect(within(el).getByText(titleOf(items[0]!))).toBeVisible();
      },
    } satisfies CarouselStory<TItem>,

    /**
     * In a 360 px column of a wide page with `breakpointMode: 'carousel'`: breakpoints match the
     * carousel's own width, so it shows what the defaults table gives at 360 px, not at the window.
     */
    narrowColumn: (() => {
      const { props } = normalizeCarouselOptions({}, defaults, () => undefined);
      const itemsToShow = Number(optionsAtWidth(props, 360).itemsToShow);
      const full = Math.floor(itemsToShow);
      const partial = itemsToShow % 1 > 0 ? 1 : 0;
      return {
        name: `In a 360 px column: ${itemsToShow} per view (breakpointMode carousel)`,
        args: { slides: items, carousel: { breakpointMode: 'carousel' } },
        render: (args) => ({ setup: () => () => h('div', { style: 'width: 360px' }, [h(config.component, args)]) }),
        play: async ({ canvasElement, step }) => {
          const el = region(canvasElement);
          await step('the page is wider than the column', async () => {
            await expect(window.innerWidth).toBeGreaterThan(700);
            await expect(el.getBoundingClientRect().width).toBe(360);
          });
          await step(`${full} slide(s) fully and ${partial} partially visible, as at a 360 px window`, async () => {
            await waitFor(() => expect(visibleCounts(el)).toEqual({ full, partial }));
          });
        },
      } satisfies CarouselStory<TItem>;
    })(),

    /** The `slide` slot replaces each slide's content; the slide group, its name and the link stay. */
    customSlide: {
      name: 'Custom slide content (slide slot)',
      args: { slides: items },
      render: (args) => ({
        setup: () => () =>
          h(config.component, args, {
            slide: ({ item, index }: { item: TItem; index: number }) =>
              h('p', { 'data-custom-slide': '', style: 'padding: 1.5rem; border: 1px dashed currentColor; border-radius: 1rem' }, `#${index + 1} · ${titleOf(item)}`),
          }),
      }),
      play: async ({ canvasElement, step }) => {
        const el = region(canvasElement);
        await step('each slide shows the slot content with its item and index', async () => {
          const groups = slideGroups(el);
          await expect(groups).toHaveLength(count);
          await expect(within(groups[0]!).getByText(`#1 · ${titleOf(items[0]!)}`)).toBeVisible();
          await expect(groups[1]!.querySelector('[data-custom-slide]')).toHaveTextContent(`#2 · ${titleOf(items[1]!)}`);
        });
        await step('the slide groups keep their names and the carousel still moves', async () => {
          await expect(slideGroups(el)[0]).toHaveAccessibleName(`1 of ${count}`);
          await userEvent.click(button(el, 'Next slide'));
          await expectSlideAnnounced(el, 2, count);
        });
      },
    } satisfies CarouselStory<TItem>,

    breakpoint,
    snap,

    /** wrapAround: previous from the first slide goes to the last. */
    wrapAround: {
      args: { slides: items, carousel: { wrapAround: true } },
      play: async ({ canvasElement, step }) => {
        const el = region(canvasElement);
        await step('previous is enabled at the first slide', async () => {
          await expect(button(el, 'Previous slide')).toBeEnabled();
        });
        await step(`previous wraps to slide ${count}`, async () => {
          await userEvent.click(button(el, 'Previous slide'));
          await expectSlideAnnounced(el, count, count);
        });
        await step('next wraps back to slide 1; clones are hidden and inert', async () => {
          await userEvent.click(button(el, 'Next slide'));
          await expectSlideAnnounced(el, 1, count);
          const clones = el.querySelectorAll('.carousel__slide--clone');
          await expect(clones.length).toBeGreaterThan(0);
          for (const clone of clones) await expect(clone).toHaveAttribute('aria-hidden', 'true');
        });
      },
    } satisfies CarouselStory<TItem>,

    /** itemsToScroll 2: each step moves two slides. */
    itemsToScroll: {
      args: { slides: items, carousel: { itemsToScroll: 2 } },
      play: async ({ canvasElement }) => {
        const el = region(canvasElement);
        await userEvent.click(button(el, 'Next slide'));
        await expectSlideAnnounced(el, 3, count);
        await userEvent.click(button(el, 'Previous slide'));
        await expectSlideAnnounced(el, 1, count);
      },
    } satisfies CarouselStory<TItem>,

    /** autoplay: rotates, pauses on hover, the rotation button stops it. */
    autoplay: {
      args: { slides: items, carousel: { autoplay: 1000 } },
      play: async ({ canvasElement, step }) => {
        const el = region(canvasElement);
        await step('the rotation button comes first and offers "Stop slide rotation"', async () => {
          const first = within(el).getAllByRole('button')[0];
          await expect(first).toHaveAccessibleName('Stop slide rotation');
        });
        await step('the carousel rotates on its own; announcements are off while rotating', async () => {
          await waitFor(() => expect(currentSlide(el)).toBeGreaterThan(1), { timeout: 4000 });
          await expect(el.querySelector('[aria-live="off"]')).not.toBeNull();
        });
        await step('hovering pauses rotation, leaving resumes it', async () => {
          await userEvent.hover(el);
          await expect(el).toHaveAttribute('data-rotation', 'paused');
          await userEvent.unhover(el);
          await expect(el).toHaveAttribute('data-rotation', 'running');
        });
        await step('"Stop slide rotation" stops it; the button now offers "Start slide rotation"', async () => {
          await userEvent.click(button(el, 'Stop slide rotation'));
          await expect(el).toHaveAttribute('data-rotation', 'stopped');
          await expect(button(el, 'Start slide rotation')).toBeVisible();
          await expect(el.querySelector('[aria-live="polite"]')).not.toBeNull();
        });
        await step('back to slide 1 for a steady picture', async () => {
          await settled(el);
          while (!button(el, 'Previous slide').hasAttribute('disabled')) {
            await userEvent.click(button(el, 'Previous slide'));
            await settled(el);
          }
          await expectSlideAnnounced(el, 1, count);
        });
      },
    } satisfies CarouselStory<TItem>,

    /** dir rtl with Persian labels: arrow keys follow the reading direction. */
    rtl: {
      args: {
        slides: items,
        carousel: {
          dir: 'rtl',
          i18n: {
            ariaCarousel: regionName === 'Team' ? 'تیم' : 'موضوع‌ها',
            ariaNextSlide: 'اسلاید بعدی',
            ariaPreviousSlide: 'اسلاید قبلی',
            slideLabel: '{slideNumber} از {slidesCount}',
            itemXofY: 'اسلاید {currentSlide} از {slidesCount}',
            itemsXtoYofZ: 'اسلایدهای {firstSlide} تا {lastSlide} از {slidesCount}',
          },
        },
      },
      play: async ({ canvasElement, step }) => {
        const el = region(canvasElement, regionName === 'Team' ? 'تیم' : 'موضوع‌ها');
        await step('the region reads right to left; slide 1 is at the right edge', async () => {
          await expect(el).toHaveAttribute('dir', 'rtl');
          await waitFor(() => expect(slideOffset(el, 0)).toBeCloseTo(0, 1));
          await expect(slideGroups(el)[0]).toHaveAccessibleName(`1 از ${count}`);
        });
        await step('ArrowLeft (forward in rtl) on "next" moves to slide 2, ArrowRight back', async () => {
          button(el, 'اسلاید بعدی').focus();
          await userEvent.keyboard('{ArrowLeft}');
          await expectSlideAnnounced(el, 2, count, PERSIAN_ANNOUNCEMENTS);
          await userEvent.keyboard('{ArrowRight}');
          await expectSlideAnnounced(el, 1, count, PERSIAN_ANNOUNCEMENTS);
        });
        await step('Persian text uses the Vazirmatn font', async () => {
          await expect(getComputedStyle(el).fontFamily).toContain('Vazirmatn');
        });
      },
    } satisfies CarouselStory<TItem>,

    /** mouseDrag and touchDrag off: the same drag that moves the default story does nothing. */
    dragDisabled: {
      args: { slides: items, carousel: { mouseDrag: false, touchDrag: false } },
      play: async ({ canvasElement }) => {
        const el = region(canvasElement);
        await mouseDrag(el, -200);
        await settled(el);
        await expectSlideAnnounced(el, 1, count);
        await expect(el.querySelector('.carousel')).not.toHaveClass('is-dragging');
      },
    } satisfies CarouselStory<TItem>,

    /** modelValue 3: starts at slide 4. */
    startIndex: {
      args: { slides: items, carousel: { modelValue: 3 } },
      play: async ({ canvasElement }) => {
        const el = region(canvasElement);
        await expectSlideAnnounced(el, 4, count);
        await expect(button(el, 'Previous slide')).toBeEnabled();
        await waitFor(() => expect(liveSlides(el)[0]).toHaveAccessibleName(`4 of ${count}`));
      },
    } satisfies CarouselStory<TItem>,

    /** Custom i18n: region, buttons, slide names and announcement. */
    customI18n: {
      args: {
        slides: items,
        carousel: {
          i18n: {
            ariaCarousel: `Featured ${regionName.toLowerCase()}`,
            ariaNextSlide: 'Show next',
            ariaPreviousSlide: 'Show previous',
            slideLabel: '{title} — card {slideNumber} of {slidesCount}',
            itemXofY: 'Card {currentSlide} / {slidesCount}',
            itemsXtoYofZ: 'Cards {firstSlide}–{lastSlide} / {slidesCount}',
          },
        },
      },
      play: async ({ canvasElement }) => {
        const el = region(canvasElement, `Featured ${regionName.toLowerCase()}`);
        await expect(slideGroups(el)[0]).toHaveAccessibleName(`${titleOf(items[0]!)} — card 1 of ${count}`);
        await userEvent.click(button(el, 'Show next'));
        await expectSlideAnnounced(el, 2, count, CARD_ANNOUNCEMENTS);
        await userEvent.click(button(el, 'Show previous'));
        await expectSlideAnnounced(el, 1, count, CARD_ANNOUNCEMENTS);
      },
    } satisfies CarouselStory<TItem>,

    /** settings (vue3-carousel's removed option object) merged under the top-level options. */
    settings: {
      args: {
        slides: items,
        carousel: { itemsToShow: 2, breakpoints: {}, settings: { wrapAround: true, itemsToShow: 4, slidesToShow: 5 } },
      },
      play: async ({ canvasElement }) => {
        const el = region(canvasElement);
        // wrapAround from settings; itemsToShow 2 from the top level wins over settings' 4.
        await expect(button(el, 'Previous slide')).toBeEnabled();
        await waitFor(() => expect(visibleCounts(el)).toEqual({ full: 2, partial: 0 }));
      },
    } satisfies CarouselStory<TItem>,

    /** throttle 1500 ms: a second move inside the window is ignored. */
    throttle: {
      args: { slides: items, carousel: { throttle: 1500 } },
      play: async ({ canvasElement, step }) => {
        const el = region(canvasElement);
        // The throttle reads the clock (Date.now): it stands still from the first move until the
        // window is meant to end, so the second move falls inside the window however slow the machine.
        const realNow = Date.now;
        const frozenAt = realNow();
        Date.now = () => frozenAt;
        try {
          await step('first move', async () => {
            await userEvent.click(button(el, 'Next slide'));
            await expectSlideAnnounced(el, 2, count);
          });
          await step('a move inside the 1500 ms window is ignored', async () => {
            await userEvent.click(button(el, 'Next slide'));
            await userEvent.keyboard('{ArrowRight}');
            // A negative assertion needs a short settle: a move would have changed the text by now.
            await new Promise((resolve) => setTimeout(resolve, 100));
            await expectSlideAnnounced(el, 2, count);
          });
        } finally {
          Date.now = realNow;
        }
        await step('after the window, next works again', async () => {
          await waitFor(
            async () => {
              if (currentSlide(el) === 2) await userEvent.click(button(el, 'Next slide'));
              await expectSlideAnnounced(el, 3, count);
            },
            { timeout: 5000, interval: 300 },
          );
          await settled(el);
        });
      },
    } satisfies CarouselStory<TItem>,

    /** Links without a router: strings and path objects are anchors; named and script URLs are not links. */
    linksWithoutRouter: {
      args: { slides: linkItems(), carousel: { itemsToShow: 5, breakpoints: {} } },
      play: async ({ canvasElement, step }) => {
        const el = region(canvasElement);
        await step('a string and a path object become <a href>', async () => {
          await expect(linkOf(el, 0)).toHaveAttribute('href', `${config.routePrefix}/one`);
          await expect(linkOf(el, 1)).toHaveAttribute('href', `${config.routePrefix}/two?tab=bio#top`);
        });
        await step('a named location (no router), a javascript: URL and no "to" render no link', async () => {
          await expect(linkOf(el, 2)).toBeNull();
          await expect(linkOf(el, 3)).toBeNull();
          await expect(linkOf(el, 4)).toBeNull();
          await expect(el.querySelector('[href^="javascript"]')).toBeNull();
        });
      },
    } satisfies CarouselStory<TItem>,

    /** Links with vue-router (memory history) installed in the app: slides are RouterLinks. */
    linksWithRouter: {
      args: { slides: linkItems(), carousel: { itemsToShow: 5, breakpoints: {} } },
      render: withRouter,
      play: async ({ canvasElement, step }) => {
        const el = await waitFor(() => region(canvasElement));
        await step('strings, path objects and named locations resolve through the router', async () => {
          await expect(linkOf(el, 0)).toHaveAttribute('href', `${config.routePrefix}/one`);
          await expect(linkOf(el, 1)).toHaveAttribute('href', `${config.routePrefix}/two?tab=bio#top`);
          await expect(linkOf(el, 2)).toHaveAttribute('href', `${config.routePrefix}/three`);
          await expect(linkOf(el, 3)).toBeNull();
        });
        await step('clicking a slide navigates in the app (memory history, no page load)', async () => {
          await userEvent.click(linkOf(el, 0)!);
          await waitFor(() => expect(storyRouter?.currentRoute.value.fullPath).toBe(`${config.routePrefix}/one`));
          await expect(linkOf(el, 0)).toHaveAttribute('aria-current', 'page');
        });
      },
    } satisfies CarouselStory<TItem>,

    /** No slides: an empty region, no controls. */
    empty: {
      args: { slides: [] },
      play: async ({ canvasElement }) => {
        const el = region(canvasElement);
        await expect(within(el).queryAllByRole('button')).toHaveLength(0);
        await expect(slideGroups(el)).toHaveLength(0);
      },
    } satisfies CarouselStory<TItem>,

    /** One slide: no controls, named "1 of 1". */
    oneSlide: {
      args: { slides: items.slice(0, 1) },
      play: async ({ canvasElement }) => {
        const el = region(canvasElement);
        await expect(within(el).queryAllByRole('button')).toHaveLength(0);
        await expect(slideGroups(el)[0]).toHaveAccessibleName('1 of 1');
        await expect(within(el).getByText(titleOf(items[0]!))).toBeVisible();
      },
    } satisfies CarouselStory<TItem>,

    /** An item with only its title (name / title) next to a full one. */
    titleOnly: {
      args: { slides: [config.titleOnly.item, items[0]!] },
      play: async ({ canvasElement }) => {
        const el = region(canvasElement);
        const group = slideGroups(el)[0]!;
        await expect(within(group).getByText(config.titleOnly.title)).toBeVisible();
        await expect(group.querySelector('a')).toBeNull();
        await expect(group.querySelector('img')).toBeNull();
      },
    } satisfies CarouselStory<TItem>,

    /** Every callback recorded with fn(): payloads forward, backward and across the wrap point. */
    callbacks: {
      args: {
        slides: items,
        carousel: {
          wrapAround: true,
          onBeforeInit: fn(),
          onInit: fn(),
          onSlideStart: fn(),
          onLoop: fn(),
          onUpdateModelValue: fn(),
          onSlideEnd: fn(),
        },
      },
      play: async ({ canvasElement, step, args }) => {
        const cb = args.carousel as Required<CarouselOptions>;
        const el = region(canvasElement);
        const last = count - 1;
        await step('onBeforeInit and onInit ran once each', async () => {
          await expect(cb.onBeforeInit).toHaveBeenCalledTimes(1);
          await expect(cb.onInit).toHaveBeenCalledTimes(1);
        });
        await step('forward 1 → 2', async () => {
          await userEvent.click(button(el, 'Next slide'));
          await expectSlideAnnounced(el, 2, count);
          await waitFor(() => expect(cb.onSlideEnd).toHaveBeenCalledTimes(1));
          await expect(cb.onSlideStart).toHaveBeenLastCalledWith({ slidingToIndex: 1, currentSlideIndex: 1, prevSlideIndex: 0, slidesCount: count });
          await expect(cb.onUpdateModelValue).toHaveBeenLastCalledWith(1);
          await expect(cb.onSlideEnd).toHaveBeenLastCalledWith({ currentSlideIndex: 1, prevSlideIndex: 0, slidesCount: count });
        });
        await step('backward 2 → 1', async () => {
          await userEvent.click(button(el, 'Previous slide'));
          await expectSlideAnnounced(el, 1, count);
          await waitFor(() => expect(cb.onSlideEnd).toHaveBeenCalledTimes(2));
          await expect(cb.onSlideStart).toHaveBeenLastCalledWith({ slidingToIndex: 0, currentSlideIndex: 0, prevSlideIndex: 1, slidesCount: count });
          await expect(cb.onUpdateModelValue).toHaveBeenLastCalledWith(0);
          await expect(cb.onSlideEnd).toHaveBeenLastCalledWith({ currentSlideIndex: 0, prevSlideIndex: 1, slidesCount: count });
          await expect(cb.onLoop).not.toHaveBeenCalled();
        });
        await step(`backward across the wrap point 1 → ${count}: onLoop`, async () => {
          await userEvent.click(button(el, 'Previous slide'));
          await expectSlideAnnounced(el, count, count);
          await waitFor(() => expect(cb.onSlideEnd).toHaveBeenCalledTimes(3));
          await expect(cb.onSlideStart).toHaveBeenLastCalledWith({ slidingToIndex: last, currentSlideIndex: last, prevSlideIndex: 0, slidesCount: count });
          await expect(cb.onUpdateModelValue).toHaveBeenLastCalledWith(last);
          await expect(cb.onLoop).toHaveBeenCalledTimes(1);
          await expect(cb.onLoop).toHaveBeenLastCalledWith({ currentSlideIndex: last, slidingToIndex: last, prevSlideIndex: 0 });
          await expect(cb.onSlideEnd).toHaveBeenLastCalledWith({ currentSlideIndex: last, prevSlideIndex: 0, slidesCount: count });
        });
        await step(`forward across the wrap point ${count} → 1: onLoop`, async () => {
          await userEvent.click(button(el, 'Next slide'));
          await expectSlideAnnounced(el, 1, count);
          await waitFor(() => expect(cb.onSlideEnd).toHaveBeenCalledTimes(4));
          await expect(cb.onSlideStart).toHaveBeenLastCalledWith({ slidingToIndex: 0, currentSlideIndex: 0, prevSlideIndex: last, slidesCount: count });
          await expect(cb.onUpdateModelValue).toHaveBeenLastCalledWith(0);
          await expect(cb.onLoop).toHaveBeenLastCalledWith({ currentSlideIndex: 0, slidingToIndex: 0, prevSlideIndex: last });
          await expect(cb.onSlideEnd).toHaveBeenLastCalledWith({ currentSlideIndex: 0, prevSlideIndex: last, slidesCount: count });
          await expect(cb.onSlideStart).toHaveBeenCalledTimes(4);
          await expect(cb.onUpdateModelValue).toHaveBeenCalledTimes(4);
          await expect(cb.onLoop).toHaveBeenCalledTimes(2);
        });
      },
    } satisfies CarouselStory<TItem>,

    /** Bad options and junk items: renders with the defaults (each bad value warns once in development). */
    badData: {
      args: {
        slides: [...items.slice(0, 3), {} as TItem, null as unknown as TItem, 42 as unknown as TItem, config.withTo(items[3]!, 'JaVaScRiPt:alert(1)')],
        carousel: {
          snapAlign: 'middle',
          itemsToShow: -1,
          breakpoints: { abc: {} },
          autoplay: 'fast',
        } as unknown as CarouselOptions,
      },
      play: async ({ canvasElement, step }) => {
        const el = region(canvasElement);
        await step('all seven items render as slides; no rotation button (autoplay ignored)', async () => {
          await expect(slideGroups(el)).toHaveLength(7);
          await expect(within(el).queryByRole('button', { name: /slide rotation/ })).toBeNull();
        });
        await step('the script URL is not a link', async () => {
          await expect(el.querySelector('a[href*="alert" i]')).toBeNull();
        });
        await step(`top-level itemsToShow falls back to the default ${defaults.itemsToShow} (the user breakpoints table has no usable entry)`, async () => {
          await waitFor(() => expect(visibleCounts(el).full).toBe(Math.min(defaults.itemsToShow, 7)));
        });
      },
    } satisfies CarouselStory<TItem>,

    /** prefers-reduced-motion: reduce (emulated): no rotation on its own, instant moves; the user may start it. */
    reducedMotion: {
      args: { slides: items, carousel: { autoplay: 400 } },
      beforeEach: () => {
        const original = window.matchMedia;
        window.matchMedia = (query: string) =>
          /prefers-reduced-motion:\s*reduce/.test(query)
            ? ({ matches: true, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false } as MediaQueryList)
            : original.call(window, query);
        return () => {
          window.matchMedia = original;
        };
      },
      play: async ({ canvasElement, step }) => {
        const el = region(canvasElement);
        await step('rotation does not start: the button offers "Start slide rotation"', async () => {
          await expect(el).toHaveAttribute('data-rotation', 'reduced-motion');
          await expect(button(el, 'Start slide rotation')).toBeVisible();
          // Negative assertion: three autoplay intervals pass without a move.
          await new Promise((resolve) => setTimeout(resolve, 1300));
          await expectSlideAnnounced(el, 1, count);
        });
        await step('moves are instant (transition 0 ms)', async () => {
          // vue3-carousel sets --vc-transition-duration on its section while a slide moves: record it.
          const section = el.querySelector<HTMLElement>('.carousel')!;
          const durations: string[] = [];
          const observer = new MutationObserver(() => durations.push(section.style.getPropertyValue('--vc-transition-duration')));
          observer.observe(section, { attributes: true, attributeFilter: ['style'] });
          await userEvent.click(button(el, 'Next slide'));
          await expectSlideAnnounced(el, 2, count);
          await waitFor(() => expect(durations).toContain('0ms'));
          observer.disconnect();
          // With the default transition the move would have run for 300ms.
          await expect(durations.filter((d) => d !== '' && d !== '0ms')).toEqual([]);
          await userEvent.click(button(el, 'Previous slide'));
          await expectSlideAnnounced(el, 1, count);
        });
      },
    } satisfies CarouselStory<TItem>,

    /** Keyboard only: Tab, arrows, Home/End, rotation button, the slides as one tab stop. */
    keyboardWalk: {
      args: { slides: items, carousel: { autoplay: 5000, wrapAround: true } },
      play: async ({ canvasElement, step }) => {
        const el = region(canvasElement);
        await step('Tab: focus enters on "Stop slide rotation"; rotation stops, it now reads "Start slide rotation"', async () => {
          await userEvent.tab();
          await expect(document.activeElement).toHaveAttribute('data-control', 'rotation');
          await expect(document.activeElement).toHaveAccessibleName('Start slide rotation');
          await expect(el).toHaveAttribute('data-rotation', 'stopped');
        });
        await step('Enter: rotation starts ("Stop slide rotation"); Enter again: stopped ("Start slide rotation")', async () => {
          await userEvent.keyboard('{Enter}');
          await expect(document.activeElement).toHaveAccessibleName('Stop slide rotation');
          await expect(el).toHaveAttribute('data-rotation', 'running');
          await userEvent.keyboard('{Enter}');
          await expect(document.activeElement).toHaveAccessibleName('Start slide rotation');
          await expect(el).toHaveAttribute('data-rotation', 'stopped');
        });
        await step('Tab: "Previous slide"; Tab: "Next slide"; Enter: "Slide 2 of N" announced', async () => {
          await userEvent.tab();
          await expect(document.activeElement).toHaveAccessibleName('Previous slide');
          await userEvent.tab();
          await expect(document.activeElement).toHaveAccessibleName('Next slide');
          await userEvent.keyboard('{Enter}');
          await expectSlideAnnounced(el, 2, count);
        });
        await step('ArrowRight: "Slide 3 of N"; ArrowLeft: "Slide 2 of N" (focus stays on Next)', async () => {
          await userEvent.keyboard('{ArrowRight}');
          await expectSlideAnnounced(el, 3, count);
          await userEvent.keyboard('{ArrowLeft}');
          await expectSlideAnnounced(el, 2, count);
          await expect(document.activeElement).toHaveAccessibleName('Next slide');
        });
        await step('Tab: into slide "2 of N", the current one (the slides\' one tab stop)', async () => {
          await userEvent.tab();
          await expect(document.activeElement?.closest('[aria-roledescription="slide"]')).toHaveAccessibleName(`2 of ${count}`);
        });
        const focusedSlide = () => document.activeElement?.closest('[aria-roledescription="slide"]');
        await step('ArrowRight inside a slide: focus moves to slide "3 of N", already in view, so the row stays', async () => {
          await userEvent.keyboard('{ArrowRight}');
          await waitFor(() => expect(focusedSlide()).toHaveAccessibleName(`3 of ${count}`));
          await expectSlideAnnounced(el, 2, count);
        });
        await step('End: focus on the last slide, brought into view; Home: the first', async () => {
          await userEvent.keyboard('{End}');
          await waitFor(() => expect(focusedSlide()).toHaveAccessibleName(`${count} of ${count}`));
          await userEvent.keyboard('{Home}');
          await waitFor(() => expect(focusedSlide()).toHaveAccessibleName(`1 of ${count}`));
          await settled(el);
        });
        await step('Shift+Tab: back on "Next slide" (the slides are one tab stop); Tab: slide "1 of N" again', async () => {
          await userEvent.tab({ shift: true });
          await expect(document.activeElement).toHaveAccessibleName('Next slide');
          await userEvent.tab();
          await expect(focusedSlide()).toHaveAccessibleName(`1 of ${count}`);
        });
      },
    } satisfies CarouselStory<TItem>,
  };
}
