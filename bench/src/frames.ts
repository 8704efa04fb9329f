/** Frame pacing shared by the long-task pages of the bench (longtask.ts, pathological.ts). */

/**
 * Keep the page rendering a frame on every vsync, as a visible page with any animation does. Without
 * it, headless Chromium showed no long task where this page shows one: the layout of the busy
 * placeholder of a 1 MB document (117–154 ms) was not measured as a task while the document rendered.
 */
export function renderEveryFrame(): void {
  const tick = () => requestAnimationFrame(tick);
  tick();
}
