/**
 * The carousel stories' behaviour, in Chromium, for both carousels: each test mounts a story (its
 * args and render, from the story file, with the option controls mapped as the catalog maps them) and
 * walks it through the states a story shows one at a time: buttons, drag, wrap, rotation, keys,
 * throttle, callbacks, router navigation, reduced motion. Then the option controls: a control a
 * reader changes in the catalog shows on the carousel (itemsToShow beats the default breakpoints).
 */
import { createApp, h, nextTick, reactive, type Component } from 'vue';
import { createMemoryHistory, createRouter } from 'vue-router';
import { page } from 'vitest/browser';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as Icons from '../../src/components/AddonCarouselIcons/AddonCarouselIcons.stories';
import * as Team from '../../src/components/AddonCarouselTeam/AddonCarouselTeam.stories';
import { ICONS_CAROUSEL_DEFAULTS, TEAM_CAROUSEL_DEFAULTS, type CarouselDefaults, type CarouselOptions } from '../../src/carousel/options';
import {
  currentSlide,
  expectSlideAnnounced,
  getCarousel,
  mouseDrag,
  settled,
  slideGroups,
  touchSwipe,
  visibleCounts,
  wheel,
  type AnnouncementTexts,
} from '../../stories/support/carousel';
import { carouselProps, type CarouselStoryArgs } from '../../stories/support/carousel-controls';
import '../../src/styles.css';

/** The Persian texts of the RTL story. */
const PERSIAN_ANNOUNCEMENTS: AnnouncementTexts = { one: 'اسلاید {current} از {count}', many: 'اسلایدهای {first} تا {last} از {count}' };
/** The texts of the Custom i18n story. */
const CARD_ANNOUNCEMENTS: AnnouncementTexts = { one: 'Card {current} / {count}', many: 'Cards {first}–{last} / {count}' };

/** What a test needs from a story (a subset of `StoryObj`). */
interface StoryLike {
  args?: Record<string, unknown>;
  render?: unknown;
  beforeEach?: unknown;
}

const CAROUSELS = [
  { name: 'AddonCarouselTeam', stories: Team as unknown as Record<string, StoryLike>, regionName: 'Team', defaults: TEAM_CAROUSEL_DEFAULTS, prefix: '/team' },
  { name: 'AddonCarouselIcons', stories: Icons as unknown as Record<string, StoryLike>, regionName: 'Topics', defaults: ICONS_CAROUSEL_DEFAULTS, prefix: '/topics' },
] as const;

let cleanups: (() => void)[] = [];
// A laptop window (the stories' default frame is 1200 px wide): Team shows 3, Icons 7.
beforeEach(() => page.viewport(1280, 900));
afterEach(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
  cleanups = [];
});

/** Mount a story's component in a fresh app in the page; `args` (reactive if given) over the story's. */
async function mountStory(carousel: (typeof CAROUSELS)[number], storyName: string, args?: CarouselStoryArgs<unknown>) {
  const meta = carousel.stories.default as StoryLike;
  const story = carousel.stories[storyName]!;
  const storyArgs = args ?? ({ ...meta.args, ...story.args } as CarouselStoryArgs<unknown>);
  const restore = typeof story.beforeEach === 'function' ? (story.beforeEach as () => (() => void) | void)() : undefined;
  if (restore) cleanups.push(restore);
  const render = (story.render ?? meta.render) as (args: unknown, context: unknown) => Component;
  const host = document.createElement('div');
  host.style.width = '1100px';
  document.body.append(host);
  const app = createApp(render(storyArgs, {}));
  app.mount(host);
  cleanups.push(() => {
    app.unmount();
    host.remove();
  });
  await nextTick();
  const region = await waitFor(() => getCarousel(host, new RegExp(`^${carousel.regionName}$|Featured|تیم|موضوع`)));
  return { host, region, args: storyArgs };
}

const button = (el: HTMLElement, name: string | RegExp) => within(el).getByRole('button', { name });

describe.each(CAROUSELS)('$name stories', (carousel) => {
  const count = ((carousel.stories.Default!.args?.slides as unknown[]) ?? []).length;

  it('Default: next moves one slide and enables previous; a drag moves forward; previous walks back', async () => {
    const { region: el } = await mountStory(carousel, 'Default');
    await expect(button(el, 'Previous slide')).toBeDisabled();
    await userEvent.click(button(el, 'Next slide'));
    await expectSlideAnnounced(el, 2, count);
    await expect(button(el, 'Previous slide')).toBeEnabled();
    // Dragging left by a slide moves forward.
    await mouseDrag(el, -200);
    await expectSlideAnnounced(el, 3, count);
    await userEvent.click(button(el, 'Previous slide'));
    await expectSlideAnnounced(el, 2, count);
    await userEvent.click(button(el, 'Previous slide'));
    await expectSlideAnnounced(el, 1, count);
  });

  it('CustomSlide: with slot content the carousel still moves', async () => {
    const { region: el } = await mountStory(carousel, 'CustomSlide');
    await expect(el.querySelector('[data-custom-slide]')).not.toBeNull();
    await userEvent.click(button(el, 'Next slide'));
    await expectSlideAnnounced(el, 2, count);
  });

  it('WrapAround: previous wraps to the last slide, next back to the first; clones are hidden and inert', async () => {
    const { region: el } = await mountStory(carousel, 'WrapAround');
    await expect(button(el, 'Previous slide')).toBeEnabled();
    await userEvent.click(button(el, 'Previous slide'));
    await expectSlideAnnounced(el, count, count);
    await userEvent.click(button(el, 'Next slide'));
    await expectSlideAnnounced(el, 1, count);
    const clones = el.querySelectorAll('.carousel__slide--clone');
    await expect(clones.length).toBeGreaterThan(0);
    for (const clone of clones) await expect(clone).toHaveAttribute('aria-hidden', 'true');
  });

  it('DragDisabled: a mouse drag and a touch swipe move nothing; the same gestures move the story with dragging on', async () => {
    const story = carousel.stories.DragDisabled!.args as CarouselStoryArgs<unknown>;
    const { region: off } = await mountStory(carousel, 'DragDisabled');
    // Positive control: the story's args with both drag options on (their default), same gestures.
    const { region: on } = await mountStory(carousel, 'DragDisabled', { ...story, carousel: { ...story.carousel, mouseDrag: true, touchDrag: true } });
    for (const gesture of [mouseDrag, touchSwipe]) {
      await gesture(off, -200);
      // A negative assertion needs a short settle: a move would have started by now.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await settled(off);
      await expectSlideAnnounced(off, 1, count);
    }
    await mouseDrag(on, -200);
    await expectSlideAnnounced(on, 2, count);
    await touchSwipe(on, -200);
    await expectSlideAnnounced(on, 3, count);
  });

  it('Autoplay: rotates with announcements off; hover pauses, leaving resumes; Stop stops and turns announcements on', async () => {
    const { region: el } = await mountStory(carousel, 'Autoplay');
    await expect(within(el).getAllByRole('button')[0]).toHaveAccessibleName('Stop slide rotation');
    await waitFor(() => expect(currentSlide(el)).toBe(2), { timeout: 4000 });
    await expect(el.querySelector('[aria-live="off"]')).not.toBeNull();
    await userEvent.hover(el);
    await expect(el).toHaveAttribute('data-rotation', 'paused');
    await userEvent.unhover(el);
    await expect(el).toHaveAttribute('data-rotation', 'running');
    await userEvent.click(button(el, 'Stop slide rotation'));
    await expect(el).toHaveAttribute('data-rotation', 'stopped');
    await expect(button(el, 'Start slide rotation')).toBeVisible();
    await expect(el.querySelector('[aria-live="polite"]')).not.toBeNull();
    await settled(el);
  });

  it('RightToLeft: ArrowLeft (forward in rtl) on "next" moves to slide 2, ArrowRight back', async () => {
    const { region: el } = await mountStory(carousel, 'RightToLeft');
    await expect(el).toHaveAttribute('dir', 'rtl');
    button(el, 'اسلاید بعدی').focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expectSlideAnnounced(el, 2, count, PERSIAN_ANNOUNCEMENTS);
    await userEvent.keyboard('{ArrowRight}');
    await expectSlideAnnounced(el, 1, count, PERSIAN_ANNOUNCEMENTS);
  });

  it('CustomI18n: the custom button names move the carousel and the custom announcement reads it', async () => {
    const { region: el } = await mountStory(carousel, 'CustomI18n');
    await userEvent.click(button(el, 'Show next'));
    await expectSlideAnnounced(el, 2, count, CARD_ANNOUNCEMENTS);
    await userEvent.click(button(el, 'Show previous'));
    await expectSlideAnnounced(el, 1, count, CARD_ANNOUNCEMENTS);
  });

  it('Throttle: a second move inside the 1500 ms window is ignored; after the window, next works again', async () => {
    const { region: el } = await mountStory(carousel, 'Throttle');
    // The throttle reads the clock (Date.now): it stands still from the first move until the window
    // is meant to end, so the second move falls inside the window however slow the machine.
    const realNow = Date.now;
    const frozenAt = realNow();
    Date.now = () => frozenAt;
    try {
      await userEvent.click(button(el, 'Next slide'));
      await expectSlideAnnounced(el, 2, count);
      await userEvent.click(button(el, 'Next slide'));
      await userEvent.keyboard('{ArrowRight}');
      // A negative assertion needs a short settle: a move would have changed the text by now.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(currentSlide(el)).toBe(2);
    } finally {
      Date.now = realNow;
    }
    await waitFor(
      async () => {
        if (currentSlide(el) === 2) await userEvent.click(button(el, 'Next slide'));
        await expect(currentSlide(el)).toBe(3);
      },
      { timeout: 5000, interval: 300 },
    );
    await settled(el);
  });

  it('LinksWithRouter: clicking a slide navigates in the app (memory history, no page load)', async () => {
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [
        { path: '/', component: { render: () => null } },
        { path: `${carousel.prefix}/:id`, name: 'member', component: { render: () => null } },
      ],
    });
    // The story's args in the default render, with this router installed (the story's render makes its own).
    const meta = carousel.stories.default as StoryLike;
    const args = { ...meta.args, ...carousel.stories.LinksWithRouter!.args } as CarouselStoryArgs<unknown>;
    const host = document.createElement('div');
    host.style.width = '1100px';
    document.body.append(host);
    const app = createApp({ render: () => h((meta as { component: Component }).component, carouselProps(args, carousel.defaults)) });
    app.use(router);
    app.mount(host);
    cleanups.push(() => {
      app.unmount();
      host.remove();
    });
    const el = await waitFor(() => getCarousel(host, carousel.regionName));
    const link = slideGroups(el)[0]!.querySelector('a')!;
    await expect(link).toHaveAttribute('href', `${carousel.prefix}/one`);
    const before = location.href;
    await userEvent.click(link);
    await waitFor(() => expect(router.currentRoute.value.fullPath).toBe(`${carousel.prefix}/one`));
    await expect(slideGroups(el)[0]!.querySelector('a')).toHaveAttribute('aria-current', 'page');
    await expect(location.href).toBe(before);
  });

  it('Callbacks: payloads forward, backward and across the wrap point', async () => {
    const cb = { onBeforeInit: fn(), onInit: fn(), onSlideStart: fn(), onLoop: fn(), onUpdateModelValue: fn(), onSlideEnd: fn() };
    const story = carousel.stories.Callbacks!.args as CarouselStoryArgs<unknown>;
    const { region: el } = await mountStory(carousel, 'Callbacks', { ...story, carousel: { ...story.carousel, ...cb } as CarouselOptions });
    const last = count - 1;
    await expect(cb.onBeforeInit).toHaveBeenCalledTimes(1);
    await expect(cb.onInit).toHaveBeenCalledTimes(1);
    // forward 1 → 2
    await userEvent.click(button(el, 'Next slide'));
    await expectSlideAnnounced(el, 2, count);
    await waitFor(() => expect(cb.onSlideEnd).toHaveBeenCalledTimes(1));
    await expect(cb.onSlideStart).toHaveBeenLastCalledWith({ slidingToIndex: 1, currentSlideIndex: 1, prevSlideIndex: 0, slidesCount: count });
    await expect(cb.onUpdateModelValue).toHaveBeenLastCalledWith(1);
    await expect(cb.onSlideEnd).toHaveBeenLastCalledWith({ currentSlideIndex: 1, prevSlideIndex: 0, slidesCount: count });
    // backward 2 → 1
    await userEvent.click(button(el, 'Previous slide'));
    await expectSlideAnnounced(el, 1, count);
    await waitFor(() => expect(cb.onSlideEnd).toHaveBeenCalledTimes(2));
    await expect(cb.onSlideStart).toHaveBeenLastCalledWith({ slidingToIndex: 0, currentSlideIndex: 0, prevSlideIndex: 1, slidesCount: count });
    await expect(cb.onUpdateModelValue).toHaveBeenLastCalledWith(0);
    await expect(cb.onSlideEnd).toHaveBeenLastCalledWith({ currentSlideIndex: 0, prevSlideIndex: 1, slidesCount: count });
    await expect(cb.onLoop).not.toHaveBeenCalled();
    // backward across the wrap point 1 → last: onLoop
    await userEvent.click(button(el, 'Previous slide'));
    await expectSlideAnnounced(el, count, count);
    await waitFor(() => expect(cb.onSlideEnd).toHaveBeenCalledTimes(3));
    await expect(cb.onSlideStart).toHaveBeenLastCalledWith({ slidingToIndex: last, currentSlideIndex: last, prevSlideIndex: 0, slidesCount: count });
    await expect(cb.onUpdateModelValue).toHaveBeenLastCalledWith(last);
    await expect(cb.onLoop).toHaveBeenCalledTimes(1);
    await expect(cb.onLoop).toHaveBeenLastCalledWith({ currentSlideIndex: last, slidingToIndex: last, prevSlideIndex: 0 });
    await expect(cb.onSlideEnd).toHaveBeenLastCalledWith({ currentSlideIndex: last, prevSlideIndex: 0, slidesCount: count });
    // forward across the wrap point last → 1: onLoop
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

  it('ReducedMotion: no move over three autoplay intervals; moves are instant (transition 0 ms)', async () => {
    const { region: el } = await mountStory(carousel, 'ReducedMotion');
    await expect(el).toHaveAttribute('data-rotation', 'reduced-motion');
    // Negative assertion: three autoplay intervals (400 ms) pass without a move.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    await expectSlideAnnounced(el, 1, count);
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

  it('KeyboardWalk: Tab, Enter, arrows, Home/End and Shift+Tab through rotation button, buttons and the slides\' one tab stop', async () => {
    const { region: el } = await mountStory(carousel, 'KeyboardWalk');
    // Tab: focus enters on the rotation button; rotation stops.
    await userEvent.tab();
    await expect(document.activeElement).toHaveAttribute('data-control', 'rotation');
    await expect(document.activeElement).toHaveAccessibleName('Start slide rotation');
    await expect(el).toHaveAttribute('data-rotation', 'stopped');
    // Enter: rotation starts; Enter again: stopped.
    await userEvent.keyboard('{Enter}');
    await expect(document.activeElement).toHaveAccessibleName('Stop slide rotation');
    await expect(el).toHaveAttribute('data-rotation', 'running');
    await userEvent.keyboard('{Enter}');
    await expect(document.activeElement).toHaveAccessibleName('Start slide rotation');
    await expect(el).toHaveAttribute('data-rotation', 'stopped');
    // Tab: Previous; Tab: Next; Enter: slide 2.
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Previous slide');
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Next slide');
    await userEvent.keyboard('{Enter}');
    await expectSlideAnnounced(el, 2, count);
    // ArrowRight: slide 3; ArrowLeft: slide 2; focus stays on Next.
    await userEvent.keyboard('{ArrowRight}');
    await expectSlideAnnounced(el, 3, count);
    await userEvent.keyboard('{ArrowLeft}');
    await expectSlideAnnounced(el, 2, count);
    await expect(document.activeElement).toHaveAccessibleName('Next slide');
    // Tab: into slide 2 (slide 1 is off screen, not a tab stop).
    await userEvent.tab();
    await expect(document.activeElement?.closest('[aria-roledescription="slide"]')).toHaveAccessibleName(`2 of ${count}`);
    // ArrowRight inside a slide: focus moves to slide 3, already in view, so the row stays.
    const focusedSlide = () => document.activeElement?.closest('[aria-roledescription="slide"]');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedSlide()).toHaveAccessibleName(`3 of ${count}`));
    await expectSlideAnnounced(el, 2, count);
    // End: the last slide, brought into view; Home: the first.
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focusedSlide()).toHaveAccessibleName(`${count} of ${count}`));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(focusedSlide()).toHaveAccessibleName(`1 of ${count}`));
    await settled(el);
    // Shift+Tab: back on Next (the slides are one tab stop); Tab: slide 1 again.
    await userEvent.tab({ shift: true });
    await expect(document.activeElement).toHaveAccessibleName('Next slide');
    await userEvent.tab();
    await expect(focusedSlide()).toHaveAccessibleName(`1 of ${count}`);
  });

  describe('option controls (the catalog maps them into `carousel`)', () => {
    /** Breakpoints give this many at 1280 px; the control asks for another number. */
    const itemsAt1280 = (defaults: CarouselDefaults) => Number(Object.entries(defaults.breakpoints).filter(([w]) => Number(w) <= 1280).at(-1)![1].itemsToShow);

    it('changing the itemsToShow control shows that many slides, over the default breakpoints', async () => {
      const meta = carousel.stories.default as StoryLike;
      const args = reactive({ ...meta.args } as CarouselStoryArgs<unknown>);
      const { region: el } = await mountStory(carousel, 'Default', args);
      const before = itemsAt1280(carousel.defaults);
      await waitFor(() => expect(visibleCounts(el)).toEqual({ full: before, partial: 0 }));
      args.itemsToShow = 2;
      await waitFor(() => expect(visibleCounts(el)).toEqual({ full: 2, partial: 0 }), { timeout: 3000 });
      // Still 2 at a phone width, where the default table would give 1 (Team) or 2.5 (Icons).
      await page.viewport(400, 900);
      await waitFor(() => expect(visibleCounts(el)).toEqual({ full: 2, partial: 0 }), { timeout: 3000 });
      args.itemsToShow = undefined;
      await waitFor(() => expect(visibleCounts(el)).not.toEqual({ full: 2, partial: 0 }), { timeout: 3000 });
    });

    it('changing the snapAlign control moves the current slide to where the alignment puts it', async () => {
      const meta = carousel.stories.default as StoryLike;
      const args = reactive({ ...meta.args, carousel: { modelValue: 2 } } as CarouselStoryArgs<unknown>);
      const { region: el } = await mountStory(carousel, 'Default', args);
      // Slide 3 is current: at the viewport's start with 'start', two slides further with 'end'.
      const offset = () => {
        const viewport = el.querySelector('.carousel__viewport')!.getBoundingClientRect();
        const li = slideGroups(el)[2]!.closest('li')!.getBoundingClientRect();
        return (li.left - viewport.left) / li.width;
      };
      await waitFor(() => expect(offset()).toBeCloseTo(0, 1), { timeout: 3000 });
      args.snapAlign = 'end';
      await waitFor(() => expect(offset()).toBeCloseTo(2, 1), { timeout: 3000 });
    });

    it('the wrapAround, autoplay and dir controls change what the carousel shows', async () => {
      const meta = carousel.stories.default as StoryLike;
      const args = reactive({ ...meta.args } as CarouselStoryArgs<unknown>);
      const { region: el } = await mountStory(carousel, 'Default', args);
      // wrapAround: previous is enabled at the first slide.
      await expect(button(el, 'Previous slide')).toBeDisabled();
      args.wrapAround = true;
      await waitFor(() => expect(button(el, 'Previous slide')).toBeEnabled(), { timeout: 3000 });
      // autoplay: the rotation button appears.
      await expect(within(el).queryByRole('button', { name: /slide rotation/ })).toBeNull();
      args.autoplay = 60_000;
      await waitFor(() => expect(button(el, 'Stop slide rotation')).toBeVisible(), { timeout: 3000 });
      // dir: the region reads right to left.
      args.dir = 'rtl';
      await waitFor(() => expect(el).toHaveAttribute('dir', 'rtl'), { timeout: 3000 });
    });

    it('the gap, pagination, mouseWheel, itemsToScroll and slideEffect controls change what the carousel shows', async () => {
      const meta = carousel.stories.default as StoryLike;
      const args = reactive({ ...meta.args } as CarouselStoryArgs<unknown>);
      const { region: el } = await mountStory(carousel, 'Default', args);
      const li = (index: number) => slideGroups(el)[index]!.closest('li')!.getBoundingClientRect();
      // gap: space between neighbouring slides.
      await expect(li(1).left - li(0).right).toBeCloseTo(0, 0);
      args.gap = 24;
      await waitFor(() => expect(li(1).left - li(0).right).toBeCloseTo(24, 0), { timeout: 3000 });
      // pagination: the dots appear.
      await expect(within(el).queryByRole('group', { name: 'Choose a slide' })).toBeNull();
      args.pagination = true;
      await waitFor(() => expect(within(el).getByRole('group', { name: 'Choose a slide' })).toBeVisible(), { timeout: 3000 });
      // itemsToScroll: Next moves two slides.
      args.itemsToScroll = 2;
      await nextTick();
      await userEvent.click(button(el, 'Next slide'));
      await expectSlideAnnounced(el, 3, count);
      // mouseWheel: a wheel turn up over the slides moves one step (2 slides) back.
      args.mouseWheel = true;
      await nextTick();
      await wheel(el, -120);
      await expectSlideAnnounced(el, 1, count);
      // slideEffect: one slide in view.
      args.slideEffect = 'fade';
      await waitFor(() => expect(li(0).width).toBeCloseTo(el.querySelector('.carousel__viewport')!.getBoundingClientRect().width, 0), { timeout: 3000 });
    });
  });
});
