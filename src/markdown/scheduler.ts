/**
 * Time slicing for the markdown pipeline and the component (no Vue import): work runs in slices of
 * at most {@link SLICE_BUDGET_MS}, and between slices the main thread is given back to the page
 * (input, painting, other scripts), so rendering never makes a long task (> 50 ms) of its own.
 *
 * A slice ends at the next call of a {@link Pause} made after the budget ran out. The clock of the
 * current slice is shared by every render on the page: renders resumed together (say, 500 messages
 * waiting for the same theme download continue in one task) share one budget, so together they
 * still yield after ~{@link SLICE_BUDGET_MS}. The shared value is only a timestamp of when the
 * current task's slice began; no render's data passes through it.
 *
 * On the server (no `MessageChannel`, or Node's), yielding is a macrotask as well, so SSR keeps
 * working; it merely interleaves concurrent server renders.
 */

/** Longest stretch of work (ms) before yielding to the main thread: well under a frame at 60 Hz. */
export const SLICE_BUDGET_MS = 10;

/** When the current slice began (performance.now()); see the module comment. */
let sliceStart = typeof performance === 'undefined' ? 0 : performance.now();

const now = () => performance.now();

/**
 * The one `MessageChannel` every yield posts to (created on first use): each message is a task of its
 * own and resumes the oldest waiting continuation. It holds only those continuations, no render's
 * data. A channel per yield cost more than the yield itself when hundreds of renders yield (creating
 * and closing channels: ~30 of the ~600 ms of mounting 500 messages in a CPU profile).
 */
let channel: { post: (resume: () => void) => void } | undefined;

function sharedChannel(): NonNullable<typeof channel> {
  if (channel) return channel;
  const { port1, port2 } = new MessageChannel();
  // Runtimes whose listening ports keep the process alive (Deno) keep it alive only while a yield waits.
  const port = port1 as { ref?: () => void; unref?: () => void };
  const waiting: Array<() => void> = [];
  port1.onmessage = () => {
    const resume = waiting.shift();
    if (waiting.length === 0) port.unref?.();
    resume?.();
  };
  port.unref?.();
  return (channel = {
    post: (resume) => {
      waiting.push(resume);
      port.ref?.();
      port2.postMessage(null);
    },
  });
}

/**
 * Give the main thread back to the page for one turn of the event loop: a task of its own, posted as
 * a `MessageChannel` message (not a ≥ 4 ms clamped timer); in Node (server rendering) `setImmediate`,
 * which lets timers and I/O run first (Node delivers up to 1,000 queued port messages in one go);
 * else `setTimeout`. The continuation queues behind the tasks already waiting, so a frame that is due
 * is rendered between two slices and a download that has arrived is handled. Not `scheduler.yield()`:
 * its continuation runs ahead of them, and Chromium renders a frame held back that way only after
 * ~100 ms (docs/performance.md, "Long documents").
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof setImmediate === 'function') setImmediate(resolve);
    else if (typeof MessageChannel === 'function') sharedChannel().post(resolve);
    else setTimeout(resolve, 0);
  });
}

/**
 * Yields when the current slice has used its budget; rejects with the signal's reason when aborted.
 * `costMs` (default 0): what the step after the pause is expected to take, in ms. It counts against
 * the slice's budget, so a step that does not fit in what is left starts a new slice; a step
 * longer than the whole budget then runs alone in its task instead of after a spent slice.
 */
export type Pause = (costMs?: number) => Promise<void>;

/** A slice younger than this (ms) has just begun: a step too long for any slice runs in it instead of waiting again. */
const FRESH_SLICE_MS = 1;

/**
 * A {@link Pause} for one render: resolves at once while the slice has budget left for the next step,
 * else waits with `wait` (then starts a new slice). Checks `signal` after every wait.
 * @param budgetMs - slice length in ms. @defaultValue {@link SLICE_BUDGET_MS}
 * @param wait - how to give the main thread back: {@link yieldToMain} (default) for work that only
 *   computes, {@link afterNextFrame} for work that adds to the page's DOM, so each frame styles and
 *   lays out one slice of new nodes.
 */
export function createPause(signal?: AbortSignal, budgetMs = SLICE_BUDGET_MS, wait: () => Promise<void> = yieldToMain): Pause {
  return async (costMs = 0) => {
    const elapsed = now() - sliceStart;
    const fits = elapsed + costMs < budgetMs;
    const justBegun = elapsed < Math.min(FRESH_SLICE_MS, budgetMs);
    if (fits || justBegun) return;
    await wait();
    sliceStart = now();
    signal?.throwIfAborted();
  };
}

/** Longest wait (ms) for a frame in {@link afterNextFrame}: browsers throttle or stop frames in hidden or off-screen frames. */
const FRAME_WAIT_MS = 100;

/**
 * Resolve after the page has rendered a frame: `requestAnimationFrame` runs just before the frame's
 * style and layout, and the timer set from it fires after them. A hidden document renders no
 * frames, and one in a throttled frame renders them rarely: there it is {@link yieldToMain}, and it
 * never waits longer than {@link FRAME_WAIT_MS}. Without `requestAnimationFrame` (the server,
 * workers) it is {@link yieldToMain}.
 */
export function afterNextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.hidden) return yieldToMain();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
