/**
 * The pipeline's slices give the page its frames: between two slices of work (`yieldToMain`), a frame
 * that is due is rendered, so an animation or a typed character is painted while a long document
 * renders rather than after it.
 */
import { expect, it } from 'vitest';
import { SLICE_BUDGET_MS, yieldToMain } from '../../src/markdown/scheduler';

/** Keep the main thread busy for `ms`, as a slice of the pipeline does. */
function work(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

it('renders a due frame between slices of work, not only when the browser starts to starve', async () => {
  for (let round = 0; round < 5; round++) {
    let frameRendered = false;
    requestAnimationFrame(() => (frameRendered = true));
    let slices = 0;
    // A frame is due within one vsync interval (16.7 ms at 60 Hz): two slices, three with a late vsync.
    // Chromium renders a frame held back by higher-priority work only after ~100 ms (ten slices).
    while (!frameRendered && slices < 20) {
      work(SLICE_BUDGET_MS);
      await yieldToMain();
      slices++;
    }
    expect(slices).toBeLessThanOrEqual(4);
  }
});
