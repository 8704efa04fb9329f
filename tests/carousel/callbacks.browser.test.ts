/**
 * Callback payloads, in Chromium, per move kind (button, arrow key, mouse drag, autoplay, wrap in
 * both directions) and per callback: each move calls `onSlideStart`, `onUpdateModelValue` and
 * `onSlideEnd` once (and `onLoop` once on a wrap); every index is `0 … slidesCount - 1`;
 * `prevSlideIndex` is the slide before the move, `currentSlideIndex` / `slidingToIndex` the slide it
 * lands on.
 */
import { h } from 'vue';
import { page } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddonCarouselTeam } from '../../src/carousel';
import '../../src/styles.css';
import { mountApp, parkMouse, unmountAll, wait } from './support';

const N = 6;
const team = Array.from({ length: N }, (_, i) => ({ name: `Member ${i + 1}`, role: 'Engineer' }));

afterEach(unmountAll);
beforeAll(() => page.viewport(1280, 900));

function mount(carousel: Record<string, unknown>) {
  const cb = { onSlideStart: vi.fn(), onUpdateModelValue: vi.fn(), onSlideEnd: vi.fn(), onLoop: vi.fn() };
  const host = mountApp({ render: () => h(AddonCarouselTeam, { slides: team, carousel: { transition: 50, ...carousel, ...cb } }) }, { width: '1100px' });
  const button = (name: 'prev' | 'next') => host.querySelector<HTMLButtonElement>(`[data-control="${name}"]`)!;
  return { host, cb, button };
}

/** One finished move: each callback once (onLoop once when `loop`), with these payloads. */
async function expectMove(cb: ReturnType<typeof mount>['cb'], from: number, to: number, loop = false) {
  await vi.waitFor(() => expect(cb.onSlideEnd).toHaveBeenCalledTimes(1), { timeout: 3000 });
  expect(cb.onSlideStart.mock.calls).toEqual([[{ slidingToIndex: to, currentSlideIndex: to, prevSlideIndex: from, slidesCount: N }]]);
  expect(cb.onUpdateModelValue.mock.calls).toEqual([[to]]);
  expect(cb.onSlideEnd.mock.calls).toEqual([[{ currentSlideIndex: to, prevSlideIndex: from, slidesCount: N }]]);
  expect(cb.onLoop.mock.calls).toEqual(loop ? [[{ currentSlideIndex: to, slidingToIndex: to, prevSlideIndex: from }]] : []);
}

describe('callback payloads per move kind', () => {
  it('button: Next from slide 3', async () => {
    const m = mount({ modelValue: 2 });
    await wait(80);
    m.button('next').click();
    await expectMove(m.cb, 2, 3);
  });

  it('arrow key: ArrowLeft on a slide from slide 3', async () => {
    const m = mount({ modelValue: 2 });
    await wait(80);
    const slide = m.host.querySelector('[aria-roledescription="slide"][data-slide-index="2"]')!;
    slide.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true }));
    await expectMove(m.cb, 2, 1);
  });

  it('mouse drag: one slide to the left from slide 1', async () => {
    const m = mount({});
    await wait(80);
    // As vue3-carousel expects a drag: press on a slide, move on the document, release, click.
    const target = m.host.querySelector<HTMLElement>('.carousel__slide')!;
    const box = target.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 }));
    for (let i = 1; i <= 5; i++) {
      document.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: x - i * 40, clientY: y }));
      await new Promise((r) => requestAnimationFrame(r));
    }
    document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, clientX: x - 200, clientY: y }));
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x - 200, clientY: y }));
    await vi.waitFor(() => expect(m.cb.onSlideEnd).toHaveBeenCalledTimes(1), { timeout: 3000 });
    const to = m.cb.onUpdateModelValue.mock.calls[0]![0] as number;
    expect(to).toBeGreaterThanOrEqual(1);
    await expectMove(m.cb, 0, to);
  });

  it('autoplay: the first rotation step from slide 1', async () => {
    // The mouse left over the carousel's place by an earlier test would pause rotation (hover).
    await parkMouse();
    const m = mount({ autoplay: 300 });
    await expectMove(m.cb, 0, 1);
  });

  it('wrap backward: Previous on slide 1 lands on the last slide', async () => {
    const m = mount({ wrapAround: true });
    await wait(80);
    m.button('prev').click();
    await expectMove(m.cb, 0, N - 1, true);
  });

  it('wrap forward: Next on the last slide lands on slide 1', async () => {
    const m = mount({ wrapAround: true, modelValue: N - 1 });
    await wait(80);
    m.button('next').click();
    await expectMove(m.cb, N - 1, 0, true);
  });
});
