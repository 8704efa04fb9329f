/**
 * Story factory shared by `AddonCarouselTeam` and `AddonCarouselIcons`: the same stories for both,
 * generated from the allowed-value arrays (`SNAP_ALIGNS`), the named viewports
 * (.storybook/viewports.ts) and each component's defaults table. Each component's story file exports
 * these one per line, so Storybook indexes them.
 *
 * A story shows one state; its play function asserts what a reader of that story sees, computed from
 * the story's args (so it stays green when a reader changes a control). Walks through many states
 * (buttons, drag, keys, wrap, rotation, throttle, callbacks, navigation) are tests:
 * tests/carousel/stories.browser.test.ts mounts these stories' args and runs them.
 */
import { createApp, h, onBeforeUnmount, onMounted, ref, type App, type Component, type ConcreteComponent } from 'vue';
import { createMemoryHistory, createRouter } from 'vue-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VIEWPORTS, type ViewportName } from '../../.storybook/viewports';
import {
  capItemsToShow,
  normalizeCarouselOptions,
  optionsAtWidth,
  slidesThatFit,
  type CarouselDefaults,
  type CarouselOptions,
  type SnapAlign,
} from '../../src/carousel/options';
import {
  announcement,
  currentSlide,
  expectedCounts,
  expectSlideAnnounced,
  getCarousel,
  liveSlides,
  mouseDrag,
  settled,
  touchSwipe,
  slideGroups,
  slideOffset,
  viewportWidth,
  visibleCounts,
  type AnnouncementTexts,
} from './carousel';
import { carouselProps, type CarouselStoryArgs } from './carousel-controls';

/** The texts of the Custom i18n story. */
const CARD_ANNOUNCEMENTS: AnnouncementTexts = { one: 'Card {current} / {count}', many: 'Cards {first}–{last} / {count}' };

/** What a play function needs from Storybook's context. */
interface PlayContext {
  canvasElement: HTMLElement;
  args: CarouselArgs<unknown>;
  step: (label: string, play: () => Promise<void> | void) => Promise<void> | void;
}

/** Args of both carousels: the two props and the option controls (./carousel-controls.ts). */
type CarouselArgs<TItem> = CarouselStoryArgs<TItem>;

/** A story as this factory builds it (assignable to each component's `StoryObj`). */
interface CarouselStory<TItem> {
  name?: string;
  args?: CarouselArgs<TItem>;
  globals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
  render?: (args: CarouselArgs<TItem>) => ConcreteComponent;
  beforeEach?: () => (() => void) | void;
  play?: (context: PlayContext) => Promise<void>;
}

/** Per-component inputs of the factory. */
interface CarouselStoryConfig<TItem> {
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

/** Offset (in slides) of slide `index` from the viewport start, as vue3-carousel places it. */
function expectedSnapOffset(align: SnapAlign, itemsToShow: number, index: number, count: number): number {
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
  /** The component's props for a story's args (controls mapped into `carousel`). */
  const propsOf = (args: CarouselArgs<unknown>) => carouselProps(args as CarouselArgs<TItem>, defaults);
  /**
   * The options the carousel resolves for these args at `width` px (after breakpoints) and, when the
   * story's `region` is given, with `minSlideWidth` applied to its measured viewport width.
   */
  const resolvedAt = (args: CarouselArgs<unknown>, width: number, region?: HTMLElement) => {
    const normalized = normalizeCarouselOptions(propsOf(args).carousel, defaults, () => undefined);
    const fit = region ? slidesThatFit(viewportWidth(region), normalized.minSlideWidth, normalized.props.gap ?? 0) : Infinity;
    return optionsAtWidth(capItemsToShow(normalized.props, fit), width);
  };
  /** The component with the story's args, for renders that wrap it. */
  const node = (args: CarouselArgs<TItem>, slots?: Record<string, unknown>) => h(config.component, carouselProps(args, defaults), slots);

  /**
   * One story per named viewport: visible slide counts implied by the defaults table (or by the
   * controls a reader set). In the Storybook UI the viewport global is applied after the story first
   * renders, so the play waits for the frame to reach the width before it measures.
   */
  const breakpoint = (viewport: ViewportName): CarouselStory<TItem> => {
    const width = parseInt(VIEWPORTS[viewport].styles.width, 10);
    const itemsToShow = Number(resolvedAt({}, width).itemsToShow);
    return {
      name: `Breakpoint ${width}px: ${itemsToShow} per view`,
      args: { slides: items },
      globals: { viewport: { value: viewport, isRotated: false } },
      play: async ({ canvasElement, step, args }) => {
        await step(`the story frame becomes ${width}px wide (the viewport global)`, async () => {
          await waitFor(() => expect(window.innerWidth).toBe(width), { timeout: 10_000 });
        });
        const el = region(canvasElement);
        // The breakpoint's itemsToShow, lowered where slides would be narrower than minSlideWidth.
        const expected = () => expectedCounts(Number(resolvedAt(args, width, el).itemsToShow));
        await step('the slides the breakpoint (and minSlideWidth) put in view are fully or partially visible', async () => {
          await waitFor(() => expect(visibleCounts(el)).toEqual(expected()), { timeout: 5000 });
          // Off-screen slides turn inert once the carousel has re-measured at the new width.
          await waitFor(() => expect(liveSlides(el).length).toBe(expected().full + expected().partial), { timeout: 5000 });
        });
      },
    };
  };

  /** One story per snapAlign value: the start slide sits where the alignment puts it. */
  const snap = (snapAlign: SnapAlign): CarouselStory<TItem> => {
    const itemsToShow = count >= 10 ? 5 : 3;
    const index = count >= 10 ? 6 : 2;
    return {
      name: `snapAlign ${snapAlign}`,
      args: { slides: items, carousel: { snapAlign, itemsToShow, modelValue: index } },
      play: async ({ canvasElement, step, args }) => {
        const el = region(canvasElement);
        const resolved = resolvedAt(args, window.innerWidth, el);
        // The story's alignment (or the control's), not what the options resolve to: a story whose
        // snapAlign were dropped would resolve to the default and still agree with itself.
        const align = args.snapAlign ?? snapAlign;
        const expected = expectedSnapOffset(align, Number(resolved.itemsToShow), index, count);
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
  /** Mount the carousel in its own app with vue-router installed (RouterLink registered app-wide). */
  const withRouter = (args: CarouselArgs<TItem>): ConcreteComponent => ({
    setup() {
      const host = ref<HTMLElement>();
      let app: App | undefined;
      onMounted(() => {
        app = createApp({ render: () => node(args) });
        app.use(createRouter({ history: createMemoryHistory(), routes }));
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
    /** Realistic data: the region, its slide groups, the first slide announced. */
    default: {
      args: { slides: items },
      play: async ({ canvasElement, step, args }) => {
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
        const wraps = Boolean(propsOf(args).carousel.wrapAround);
        await step(wraps ? 'previous is enabled at the start (wrapAround)' : 'previous is disabled at the start', async () => {
          await expect(button(el, /Previous slide/)).toHaveProperty('disabled', !wraps);
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
     * In a `width` px column of a wide page with `breakpointMode: 'carousel'`: breakpoints match the
     * carousel's own width, so it shows what the defaults table gives at `width` px, not at the window.
     * `viewport` (a named viewport wider than the column) when the catalog's phone size is not.
     */
    column: (width: number, viewport?: string): CarouselStory<TItem> => {
      const itemsToShow = Number(resolvedAt({ carousel: { breakpointMode: 'carousel' } }, width).itemsToShow);
      const { full, partial } = expectedCounts(itemsToShow);
      return {
        name: `In a ${width} px column: ${itemsToShow} per view (breakpointMode carousel)`,
        args: { slides: items, carousel: { breakpointMode: 'carousel' } },
        ...(viewport ? { globals: { viewport: { value: viewport, isRotated: false } } } : {}),
        render: (args) => ({ setup: () => () => h('div', { style: `width: ${width}px` }, [node(args)]) }),
        play: async ({ canvasElement, step }) => {
          const el = region(canvasElement);
          await step(`the carousel is ${width} px wide, in a wider window`, async () => {
            // A story's viewport applies after its play function has started (see check-catalog).
            await waitFor(() => expect(window.innerWidth).toBeGreaterThan(width), { timeout: 10_000 });
            await expect(el.getBoundingClientRect().width).toBe(width);
          });
          await step(`${full} slide(s) fully and ${partial} partially visible, as at a ${width} px window`, async () => {
            await waitFor(() => expect(visibleCounts(el)).toEqual({ full, partial }));
          });
        },
      };
    },

    /** The `slide` slot replaces each slide's content; the slide group and its name stay. */
    customSlide: {
      name: 'Custom slide content (slide slot)',
      args: { slides: items },
      parameters: { carouselSlot: '<template #slide="{ item, index }">\n  <p>#{{ index + 1 }} · {{ {title} }}</p>\n</template>' },
      render: (args) => ({
        setup: () => () =>
          node(args, {
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
        await step('the slide groups keep their names', async () => {
          await expect(slideGroups(el)[0]).toHaveAccessibleName(`1 of ${count}`);
        });
      },
    } satisfies CarouselStory<TItem>,

    /**
     * `pagination: true`: one dot per slide under the row (vue3-carousel's `Pagination` default), the
     * current one marked; a dot and the arrow keys on the dots go to a slide.
     */
    pagination: {
      args: { slides: items, carousel: { pagination: true } },
      play: async ({ canvasElement, step, args }) => {
        const el = region(canvasElement);
        if (args.pagination === false) {
          await step('the pagination control is off: no dots', async () => {
            await expect(within(el).queryByRole('group', { name: 'Choose a slide' })).toBeNull();
          });
          return;
        }
        const group = within(el).getByRole('group', { name: 'Choose a slide' });
        const dots = within(group).getAllByRole('button');
        const current = () => group.querySelector('[aria-current="true"]');
        const wraps = Boolean(propsOf(args).carousel.wrapAround);
        await step(`a group "Choose a slide" of ${count} dots, "Go to slide 1" marked current`, async () => {
          await expect(dots).toHaveLength(count);
          await expect(dots[0]).toHaveAccessibleName('Go to slide 1');
          await expect(current()).toBe(dots[0]);
        });
        await step('a click on dot 3 goes to slide 3 and marks it', async () => {
          await userEvent.click(dots[2]!);
          await expectSlideAnnounced(el, 3, count);
          await expect(current()).toBe(dots[2]);
        });
        await step('ArrowRight moves to dot 4 and slide 4; Home back to the first', async () => {
          await userEvent.keyboard('{ArrowRight}');
          await expectSlideAnnounced(el, 4, count);
          await expect(document.activeElement).toBe(dots[3]);
          await userEvent.keyboard('{Home}');
          await expectSlideAnnounced(el, 1, count);
          await expect(document.activeElement).toBe(dots[0]);
          await expect(button(el, /Previous slide/)).toHaveProperty('disabled', !wraps);
        });
        await step('only the current dot is in tab order', async () => {
          await expect(dots.filter((dot) => dot.tabIndex === 0)).toEqual([dots[0]]);
        });
      },
    } satisfies CarouselStory<TItem>,

    breakpoint,
    snap,

    /**
     * wrapAround: Previous at the first slide wraps to the last one, Next there back to the first;
     * the wrap clones are hidden.
     */
    wrapAround: {
      args: { slides: items, carousel: { wrapAround: true } },
      play: async ({ canvasElement, step, args }) => {
        const el = region(canvasElement);
        // The story is about wrapping: it wraps unless a reader turned the wrapAround control off.
        const wraps = propsOf(args).carousel.wrapAround !== false;
        await step(wraps ? 'previous is enabled at the first slide' : 'previous is disabled at the first slide (control off)', async () => {
          await expect(button(el, 'Previous slide')).toHaveProperty('disabled', !wraps);
        });
        if (!wraps) return;
        await step(`Previous at slide 1 wraps to slide ${count}, announced "Slide ${count} of ${count}"`, async () => {
          await userEvent.click(button(el, 'Previous slide'));
          await expectSlideAnnounced(el, count, count);
          // The slides in view run across the last one (${count}, 1, …): one slide is named.
          await expect(announcement(el)).toBe(`Slide ${count} of ${count}`);
          await expect(button(el, 'Next slide')).toBeEnabled();
        });
        await step('Next at the last slide wraps to slide 1, at the start of the row again', async () => {
          await userEvent.click(button(el, 'Next slide'));
          await expectSlideAnnounced(el, 1, count);
          await waitFor(() => expect(slideOffset(el, 0)).toBeCloseTo(0, 1));
        });
        await step('the wrap clones are hidden from assistive technology', async () => {
          const clones = el.querySelectorAll('.carousel__slide--clone');
          await expect(clones.length).toBeGreaterThan(0);
          for (const clone of clones) await expect(clone).toHaveAttribute('aria-hidden', 'true');
        });
      },
    } satisfies CarouselStory<TItem>,

    /** itemsToScroll 2: each step moves two slides. */
    itemsToScroll: {
      args: { slides: items, carousel: { itemsToScroll: 2 } },
      play: async ({ canvasElement, args }) => {
        const el = region(canvasElement);
        // The story's 2 (or the control's value), up to the row's end (the last slides in view).
        await waitFor(() => expect(liveSlides(el).length).toBe(visibleCounts(el).full + visibleCounts(el).partial));
        const to = Math.min(1 + (args.itemsToScroll ?? 2), count - visibleCounts(el).full + 1);
        await userEvent.click(button(el, 'Next slide'));
        await expectSlideAnnounced(el, to, count);
        await userEvent.click(button(el, 'Previous slide'));
        await expectSlideAnnounced(el, 1, count);
      },
    } satisfies CarouselStory<TItem>,

    /** autoplay: the rotation button comes first; stopped at slide 1 for a steady picture. */
    autoplay: {
      args: { slides: items, carousel: { autoplay: 1000 } },
      play: async ({ canvasElement, step }) => {
        const el = region(canvasElement);
        await step('the rotation button comes first and offers "Stop slide rotation"', async () => {
          await expect(within(el).getAllByRole('button')[0]).toHaveAccessibleName('Stop slide rotation');
          await expect(el).toHaveAttribute('data-rotation', 'running');
        });
        await step('stopped, back at slide 1 (a steady picture)', async () => {
          await userEvent.click(button(el, 'Stop slide rotation'));
          await expect(el).toHaveAttribute('data-rotation', 'stopped');
          await settled(el);
          while (!button(el, 'Previous slide').hasAttribute('disabled')) {
            await userEvent.click(button(el, 'Previous slide'));
            await settled(el);
          }
          await expectSlideAnnounced(el, 1, count);
        });
      },
    } satisfies CarouselStory<TItem>,

    /** dir rtl with Persian labels: slide 1 at the right edge, Persian names and font. */
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
            emptyText: 'چیزی برای نمایش نیست.',
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
        await step('Persian text uses the Vazirmatn font', async () => {
          await expect(getComputedStyle(el).fontFamily).toContain('Vazirmatn');
        });
      },
    } satisfies CarouselStory<TItem>,

    /**
     * `itemsToShow: 'auto'`: each slide as wide as its content. The slides in view are measured from
     * the layout: the announcement names those fully in view, and where every slide fits there is
     * nowhere to move (both buttons off).
     */
    itemsToShowAuto: {
      name: "itemsToShow 'auto'",
      args: { slides: items, carousel: { itemsToShow: 'auto' } },
      play: async ({ canvasElement, step, args }) => {
        const el = region(canvasElement);
        if (args.itemsToShow === undefined) {
          // With a number every slide gets the same share of the row; 'auto' sizes each to its content.
          await step('the slides are as wide as their content: not all the same width', async () => {
            await waitFor(() => expect(new Set(slideGroups(el).map((group) => Math.round(group.closest('li')!.getBoundingClientRect().width))).size).toBeGreaterThan(1));
          });
        }
        await step('the announcement names exactly the slides fully in view (the current one where a slide is wider than the view)', async () => {
          await waitFor(() => {
            const { full } = visibleCounts(el);
            expect(announcement(el)).toBe(full <= 1 ? `Slide 1 of ${count}` : `Slides 1–${full} of ${count}`);
          });
        });
        await step('Next is off exactly when every slide is fully in view', async () => {
          const next = button(el, /next/i) as HTMLButtonElement;
          await expect(next.disabled).toBe(visibleCounts(el).full === count);
        });
      },
    } satisfies CarouselStory<TItem>,

    /**
     * mouseDrag and touchDrag off: the mouse drag and the touch swipe that move the default story
     * (tests/carousel/stories.browser.test.ts runs both on each) do nothing; the buttons still move.
     */
    dragDisabled: {
      args: { slides: items, carousel: { mouseDrag: false, touchDrag: false } },
      play: async ({ canvasElement, step }) => {
        const el = region(canvasElement);
        const track = el.querySelector<HTMLElement>('.carousel__track')!;
        // Positive control: the gestures do reach the track (so "nothing moved" is the option's doing).
        const heard: string[] = [];
        const listen = (event: Event) => heard.push(event.type);
        track.addEventListener('mousedown', listen);
        track.addEventListener('touchstart', listen);
        const gestures = [
          ['a mouse drag', () => mouseDrag(el, -200), 'mousedown'],
          ['a touch swipe', () => touchSwipe(el, -200), 'touchstart'],
        ] as const;
        for (const [gesture, perform, event] of gestures) {
          await step(`${gesture} of one slide to the left leaves slide 1 current and the row in place`, async () => {
            await perform();
            await expect(heard).toContain(event);
            // A negative assertion needs a short settle: a move would have started by now.
            await new Promise((resolve) => setTimeout(resolve, 100));
            await settled(el);
            await expectSlideAnnounced(el, 1, count);
            await expect(slideOffset(el, 0)).toBeCloseTo(0, 1);
          });
        }
        track.removeEventListener('mousedown', listen);
        track.removeEventListener('touchstart', listen);
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
        await expect(button(el, 'Show next')).toBeEnabled();
        await expect(button(el, 'Show previous')).toBeDisabled();
        await expectSlideAnnounced(el, 1, count, CARD_ANNOUNCEMENTS);
      },
    } satisfies CarouselStory<TItem>,

    /** settings (vue3-carousel's removed option object) merged under the top-level options. */
    settings: {
      args: {
        slides: items,
        carousel: { itemsToShow: 2, settings: { wrapAround: true, itemsToShow: 4, slidesToShow: 5 } },
      },
      play: async ({ canvasElement, step, args }) => {
        const el = region(canvasElement);
        await step('wrapAround from settings: previous is enabled at the first slide', async () => {
          await expect(button(el, 'Previous slide')).toHaveProperty('disabled', args.wrapAround === false);
        });
        // The story's top-level 2 (or the control's value), not settings' itemsToShow 4 or
        // slidesToShow 5; fewer where that many would be narrower than minSlideWidth.
        const resolved = Number(resolvedAt(args, window.innerWidth, el).itemsToShow);
        const shown = args.itemsToShow === undefined ? Math.min(2, resolved) : resolved;
        await step(`top-level itemsToShow wins over settings: ${shown} slides fully in view`, async () => {
          await waitFor(() => expect(visibleCounts(el)).toEqual({ full: shown, partial: 0 }));
        });
      },
    } satisfies CarouselStory<TItem>,

    /**
     * throttle 1500 ms between moves: a second click inside the window does nothing, one after it
     * moves (more sources, keys and a frozen clock: tests/carousel/stories.browser.test.ts).
     */
    throttle: {
      args: { slides: items, carousel: { throttle: 1500 } },
      play: async ({ canvasElement, step, args }) => {
        const el = region(canvasElement);
        const { throttle } = normalizeCarouselOptions(propsOf(args).carousel, defaults, () => undefined);
        // The window starts while the first click runs: after `before`, by `after` at the latest.
        let before = 0;
        let after = 0;
        await step(`two quick clicks on Next move one slide (the second is inside the ${throttle} ms window)`, async () => {
          before = Date.now();
          await userEvent.click(button(el, 'Next slide'));
          after = Date.now();
          await expectSlideAnnounced(el, 2, count);
          // The second click comes once the first move has finished (vue3-carousel ignores clicks
          // while sliding), so only the throttle can ignore it.
          await expect(Date.now() - before, 'second click inside the throttle window').toBeLessThan(throttle);
          await userEvent.click(button(el, 'Next slide'));
          // A negative assertion needs a short settle: a move would have started by now.
          await new Promise((resolve) => setTimeout(resolve, 100));
          await expectSlideAnnounced(el, 2, count);
        });
        await step('a click after the window moves again (Previous, back to slide 1)', async () => {
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, after + throttle - Date.now()) + 20));
          await userEvent.click(button(el, 'Previous slide'));
          await expectSlideAnnounced(el, 1, count);
        });
      },
    } satisfies CarouselStory<TItem>,

    /** Links without a router: strings and path objects are anchors; named and script URLs are not links. */
    linksWithoutRouter: {
      args: { slides: linkItems(), carousel: { itemsToShow: 5 } },
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
      args: { slides: linkItems(), carousel: { itemsToShow: 5 } },
      render: withRouter,
      play: async ({ canvasElement, step }) => {
        const el = await waitFor(() => region(canvasElement));
        await step('strings, path objects and named locations resolve through the router', async () => {
          await expect(linkOf(el, 0)).toHaveAttribute('href', `${config.routePrefix}/one`);
          await expect(linkOf(el, 1)).toHaveAttribute('href', `${config.routePrefix}/two?tab=bio#top`);
          await expect(linkOf(el, 2)).toHaveAttribute('href', `${config.routePrefix}/three`);
          await expect(linkOf(el, 3)).toBeNull();
        });
      },
    } satisfies CarouselStory<TItem>,

    /** No slides: the empty state's text in the region, no controls. */
    empty: {
      args: { slides: [] },
      play: async ({ canvasElement }) => {
        const el = region(canvasElement);
        await expect(within(el).queryAllByRole('button')).toHaveLength(0);
        await expect(slideGroups(el)).toHaveLength(0);
        await expect(within(el).getByText(regionName === 'Team' ? 'No team members to show.' : 'No topics to show.')).toBeVisible();
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

    /**
     * Every callback recorded with fn() (the Actions panel): one move and its payloads here; forward,
     * backward and both wraps: tests/carousel/stories.browser.test.ts.
     */
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
        const el = region(canvasElement);
        const cb = args.carousel as Required<CarouselOptions>;
        // With wrapAround (the story's), Previous at slide 1 wraps to the last slide; with the control
        // turned off, Next moves to slide 2 and nothing loops.
        const wraps = propsOf(args).carousel.wrapAround !== false;
        const to = wraps ? count - 1 : 1;
        await step('onBeforeInit and onInit fired once at mount, no move yet', async () => {
          await expect(cb.onBeforeInit).toHaveBeenCalledTimes(1);
          await expect(cb.onInit).toHaveBeenCalledTimes(1);
          await expect(cb.onSlideStart).not.toHaveBeenCalled();
        });
        await step(
          wraps ? `Previous at slide 1 wraps to slide ${count}: each move callback once, indexes 0…${count - 1}` : 'Next moves to slide 2: each move callback once',
          async () => {
            await userEvent.click(button(el, wraps ? 'Previous slide' : 'Next slide'));
            await expectSlideAnnounced(el, to + 1, count);
            await waitFor(() => expect(cb.onSlideEnd).toHaveBeenCalledTimes(1));
            await expect(cb.onSlideStart).toHaveBeenCalledTimes(1);
            await expect(cb.onSlideStart).toHaveBeenCalledWith({ slidingToIndex: to, currentSlideIndex: to, prevSlideIndex: 0, slidesCount: count });
            await expect(cb.onUpdateModelValue).toHaveBeenCalledTimes(1);
            await expect(cb.onUpdateModelValue).toHaveBeenCalledWith(to);
            if (wraps) {
              await expect(cb.onLoop).toHaveBeenCalledTimes(1);
              await expect(cb.onLoop).toHaveBeenCalledWith({ currentSlideIndex: to, slidingToIndex: to, prevSlideIndex: 0 });
            } else {
              await expect(cb.onLoop).not.toHaveBeenCalled();
            }
            await expect(cb.onSlideEnd).toHaveBeenCalledWith({ currentSlideIndex: to, prevSlideIndex: 0, slidesCount: count });
            await expect(cb.onInit).toHaveBeenCalledTimes(1);
          },
        );
        await step('back to slide 1 (a steady picture)', async () => {
          await userEvent.click(button(el, wraps ? 'Next slide' : 'Previous slide'));
          await expectSlideAnnounced(el, 1, count);
          await waitFor(() => expect(cb.onSlideEnd).toHaveBeenCalledTimes(2));
        });
      },
    } satisfies CarouselStory<TItem>,

    /**
     * `slideEffect: 'fade'`: one slide in view at every width (the others faded out and inert),
     * announced "Slide X of Y"; Next fades to the next slide.
     */
    fade: {
      args: { slides: items, carousel: { slideEffect: 'fade' } },
      play: async ({ canvasElement, step, args }) => {
        const el = region(canvasElement);
        // The slideEffect control set to 'slide': the default story's picture, nothing to fade.
        if (args.slideEffect === 'slide') return expectSlideAnnounced(el, 1, count);
        const groups = slideGroups(el);
        // Faded slides share the shown slide's box: opacity, not geometry, tells which one is seen.
        const shown = () => groups.filter((group) => Number(getComputedStyle(group.closest('li')!).opacity) > 0);
        const expectOnly = async (n: number) => {
          await waitFor(() => {
            expect(currentSlide(el)).toBe(n);
            expect(shown()).toEqual([groups[n - 1]]);
            expect(liveSlides(el)).toEqual([groups[n - 1]]);
            expect(announcement(el)).toBe(`Slide ${n} of ${count}`);
          });
        };
        await step(`slide 1 alone in view, as wide as the carousel, announced "Slide 1 of ${count}"`, async () => {
          await expectOnly(1);
          await expect(within(groups[0]!).getByText(titleOf(items[0]!))).toBeVisible();
          await expect(groups[0]!.closest('li')!.getBoundingClientRect().width).toBeCloseTo(viewportWidth(el), 0);
        });
        await step(`Next fades to slide 2, announced "Slide 2 of ${count}"`, async () => {
          await userEvent.click(button(el, 'Next slide'));
          await expectOnly(2);
          await settled(el);
          await expect(button(el, 'Previous slide')).toBeEnabled();
        });
      },
    } satisfies CarouselStory<TItem>,

    /**
     * `enabled: false`: every slide is plain content, one under another; no Previous/Next, dots or
     * rotation button (though the story asks for dots and autoplay), nothing inert, nothing announced.
     */
    disabled: {
      args: { slides: items, carousel: { enabled: false, pagination: true, autoplay: 3000 } },
      play: async ({ canvasElement, step }) => {
        const el = region(canvasElement);
        await step(`all ${count} slides shown, each with its title, none inert`, async () => {
          const groups = slideGroups(el);
          await expect(groups).toHaveLength(count);
          for (const [index, group] of groups.entries()) {
            await expect(group).toHaveAccessibleName(`${index + 1} of ${count}`);
            await expect(within(group).getByText(titleOf(items[index]!))).toBeVisible();
          }
          await expect(el.querySelector('[inert]')).toBeNull();
        });
        await step('every slide link is in tab order', async () => {
          const links = [...el.querySelectorAll<HTMLAnchorElement>('a[href]')];
          await expect(links.length).toBeGreaterThan(0);
          for (const link of links) await expect(link.tabIndex).toBe(0);
        });
        await step('no Previous/Next, no dots, no rotation button, nothing announced', async () => {
          await expect(within(el).queryAllByRole('button')).toHaveLength(0);
          await expect(within(el).queryByRole('group', { name: 'Choose a slide' })).toBeNull();
          await expect(el).toHaveAttribute('data-rotation', 'off');
          await expect(announcement(el)).toBe('');
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
      play: async ({ canvasElement, step, args }) => {
        const el = region(canvasElement);
        await step('all seven items render as slides; no rotation button (autoplay ignored)', async () => {
          await expect(slideGroups(el)).toHaveLength(7);
          await expect(within(el).queryByRole('button', { name: /slide rotation/ })).toBeNull();
        });
        await step('the script URL is not a link', async () => {
          await expect(el.querySelector('a[href*="alert" i]')).toBeNull();
        });
        await step(`top-level itemsToShow falls back to the default ${defaults.itemsToShow} (the user breakpoints table has no usable entry)`, async () => {
          // The default at this width, lowered where slides would be narrower than minSlideWidth.
          await waitFor(() => expect(visibleCounts(el).full).toBe(Math.min(Number(resolvedAt(args, 0, el).itemsToShow), 7)));
        });
      },
    } satisfies CarouselStory<TItem>,

    /** prefers-reduced-motion: reduce (emulated): rotation not started; the user may start it. */
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
      play: async ({ canvasElement }) => {
        const el = region(canvasElement);
        await expect(el).toHaveAttribute('data-rotation', 'reduced-motion');
        await expect(button(el, 'Start slide rotation')).toBeVisible();
        await expectSlideAnnounced(el, 1, count);
      },
    } satisfies CarouselStory<TItem>,

    /** Keyboard only: the first Tab lands on the rotation button, which stops the rotation. */
    keyboardWalk: {
      args: { slides: items, carousel: { autoplay: 5000, wrapAround: true } },
      play: async ({ canvasElement }) => {
        const el = region(canvasElement);
        await userEvent.tab();
        await expect(document.activeElement).toHaveAttribute('data-control', 'rotation');
        await expect(document.activeElement).toHaveAccessibleName('Start slide rotation');
        await expect(el).toHaveAttribute('data-rotation', 'stopped');
      },
    } satisfies CarouselStory<TItem>,
  };
}
