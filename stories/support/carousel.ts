/**
 * Play-function helpers for the carousel stories: find a carousel by its accessible name, wait for a
 * move to finish, count fully and partially visible slides by geometry, read the announcement.
 */
import { expect, waitFor, within } from 'storybook/test';

/** The carousel region named `name` inside `canvasElement`. */
export function getCarousel(canvasElement: HTMLElement, name: string | RegExp): HTMLElement {
  return within(canvasElement).getByRole('region', { name });
}

/** The vue3-carousel section inside a region. */
const section = (region: HTMLElement) => region.querySelector<HTMLElement>('.carousel');

/** Wait until no move is in progress (vue3-carousel's `is-sliding` class is gone). */
export async function settled(region: HTMLElement): Promise<void> {
  await waitFor(() => expect(section(region)?.classList.contains('is-sliding')).toBe(false));
}

/** Slide groups that are real slides (not wrap-around clones). */
export function slideGroups(region: HTMLElement): HTMLElement[] {
  return [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]:not([data-clone])')];
}

/**
 * How many slides are fully and how many partially inside the visible viewport (1 px tolerance).
 * Measures the `<li>` boxes, so card padding does not matter.
 */
export function visibleCounts(region: HTMLElement): { full: number; partial: number } {
  const viewport = region.querySelector('.carousel__viewport')!.getBoundingClientRect();
  let full = 0;
  let partial = 0;
  for (const li of region.querySelectorAll<HTMLElement>('.carousel__slide')) {
    const box = li.getBoundingClientRect();
    const overlap = Math.min(box.right, viewport.right) - Math.max(box.left, viewport.left);
    if (overlap <= 1) continue;
    if (box.left >= viewport.left - 1 && box.right <= viewport.right + 1) full++;
    else partial++;
  }
  return { full, partial };
}

/** Width in px of the carousel's viewport (the row slides are laid out in). */
export function viewportWidth(region: HTMLElement): number {
  return region.querySelector('.carousel__viewport')!.getBoundingClientRect().width;
}

/** Text of the polite announcement ("Slide 2 of 6"). */
export function announcement(region: HTMLElement): string {
  return region.querySelector('[aria-live]:not(.carousel__liveregion)')?.textContent?.trim() ?? '';
}

/** Left edge of slide `index` relative to the viewport, in slide widths (rtl: from the right). */
export function slideOffset(region: HTMLElement, index: number): number {
  const viewport = region.querySelector('.carousel__viewport')!.getBoundingClientRect();
  const li = slideGroups(region)[index]!.closest('li')!.getBoundingClientRect();
  const rtl = region.getAttribute('dir') === 'rtl';
  return (rtl ? viewport.right - li.right : li.left - viewport.left) / li.width;
}

/** Slide groups that are tab-reachable (not inert). */
export function liveSlides(region: HTMLElement): HTMLElement[] {
  return slideGroups(region).filter((group) => !group.closest('[inert]'));
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Press a mouse button on the track, move `dx` px and release, as vue3-carousel's drag expects;
 * `during` runs with the button still down, after the last move (to measure the row mid-drag).
 */
export async function mouseDrag(region: HTMLElement, dx: number, during?: () => void | Promise<void>): Promise<void> {
  const target = region.querySelector<HTMLElement>('.carousel__slide--active') ?? region.querySelector<HTMLElement>('.carousel__slide')!;
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 }));
  for (let i = 1; i <= 5; i++) {
    document.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: x + (dx * i) / 5, clientY: y }));
    await frame();
  }
  if (during) {
    await frame();
    await during();
  }
  document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, clientX: x + dx, clientY: y }));
  // A real drag ends with a click on the pressed element, which vue3-carousel swallows.
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x + dx, clientY: y }));
  await frame();
}

/**
 * A one-finger swipe of `dx` px on the track (touchstart on a slide, touchmoves and touchend on the
 * document), as vue3-carousel's touch drag listens for it.
 */
export async function touchSwipe(region: HTMLElement, dx: number): Promise<void> {
  const target = region.querySelector<HTMLElement>('.carousel__slide--active') ?? region.querySelector<HTMLElement>('.carousel__slide')!;
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const touch = (clientX: number) => new Touch({ identifier: 1, target, clientX, clientY: y });
  const fire = (on: EventTarget, type: string, touches: Touch[], changed: Touch[]) =>
    on.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches, targetTouches: touches, changedTouches: changed }));
  fire(target, 'touchstart', [touch(x)], [touch(x)]);
  for (let i = 1; i <= 5; i++) {
    fire(target, 'touchmove', [touch(x + (dx * i) / 5)], [touch(x + (dx * i) / 5)]);
    await frame();
  }
  fire(target, 'touchend', [], [touch(x + dx)]);
  await frame();
}

/** One wheel turn of `deltaY` (and `deltaX`) px over the track, as a mouse wheel or trackpad sends it. */
export async function wheel(region: HTMLElement, deltaY: number, deltaX = 0): Promise<boolean> {
  const target = region.querySelector<HTMLElement>('.carousel__slide--active') ?? region.querySelector<HTMLElement>('.carousel__slide')!;
  const box = target.getBoundingClientRect();
  const event = new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaX, deltaY, deltaMode: 0, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 });
  target.dispatchEvent(event);
  await frame();
  // Whether the carousel took the turn (a page scroll would not have happened).
  return event.defaultPrevented;
}

/** Fully and partially visible slide counts for an `itemsToShow` value (2.5 → 2 full, 1 partial). */
export function expectedCounts(itemsToShow: number): { full: number; partial: number } {
  return { full: Math.floor(itemsToShow), partial: itemsToShow % 1 > 0 ? 1 : 0 };
}

/** 1-based number of vue3-carousel's current slide (its `carousel__slide--active` slide). */
export function currentSlide(region: HTMLElement): number {
  const group = region.querySelector<HTMLElement>('.carousel__slide--active [aria-roledescription="slide"]');
  return group ? Number(group.dataset.slideIndex) + 1 : 0;
}

/** Texts of the announcement: one slide in view (`{current}`), several (`{first}`, `{last}`); `{count}`. */
export interface AnnouncementTexts {
  one?: string;
  many?: string;
}

/**
 * What the live region must read with `count` slides, by geometry: the first and last slide fully
 * inside the viewport when several are in order ("Slides 4–6 of 12"), else (one slide, or with
 * `wrapAround` slides across the last one: 12, 1, 2) "Slide {current} of {count}".
 */
function expectedAnnouncement(region: HTMLElement, current: number, count: number, texts: AnnouncementTexts = {}): string {
  const viewport = region.querySelector('.carousel__viewport')!.getBoundingClientRect();
  const full = [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].filter((group) => {
    const box = group.closest('li')!.getBoundingClientRect();
    return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
  });
  const fill = (text: string, values: Record<string, number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
  const first = Number(full[0]?.dataset.slideIndex) + 1;
  const last = Number(full.at(-1)?.dataset.slideIndex) + 1;
  if (full.length > 1 && first < last) {
    return fill(texts.many ?? 'Slides {first}–{last} of {count}', { first, last, count });
  }
  return fill(texts.one ?? 'Slide {current} of {count}', { current, count });
}

/**
 * Wait until the move has finished, slide `current` (1-based) is vue3-carousel's current slide and
 * the live region reads what {@link expectedAnnouncement} derives from the layout.
 */
export async function expectSlideAnnounced(region: HTMLElement, current: number, count: number, texts: AnnouncementTexts = {}): Promise<void> {
  await waitFor(() => {
    expect(section(region)?.classList.contains('is-sliding')).toBe(false);
    expect(currentSlide(region)).toBe(current);
    expect(announcement(region)).toBe(expectedAnnouncement(region, current, count, texts));
  });
}
