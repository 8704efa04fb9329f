/**
 * Frame pacing, frame gaps and frame attribution shared by the bench pages that count long tasks (longtask.ts,
 * pathological.ts, stream.ts).
 */

/**
 * Keep the page rendering a frame on every vsync, as a visible page with any animation does. Without
 * it, headless Chromium showed no long task where this page shows one: the layout of the busy
 * placeholder of a 1 MB document (117–154 ms) was not measured as a task while the document rendered.
 */
export function renderEveryFrame(): void {
  const tick = () => requestAnimationFrame(tick);
  tick();
}

/** The `q` quantile (0–1, nearest rank) of ascending `sorted`; 0 when it is empty. */
export function percentile(sorted: readonly number[], q: number): number {
  return sorted.length ? sorted[Math.max(0, Math.ceil(sorted.length * q) - 1)]! : 0;
}

/** Records the ms between consecutive frames until `stop()`: p95 and the longest gap. */
export function recordFrameGaps(): { stop: () => { p95: number; longest: number } } {
  const gaps: number[] = [];
  let last: number | undefined;
  let recording = true;
  const tick = (now: number) => {
    if (last !== undefined) gaps.push(now - last);
    last = now;
    if (recording) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return {
    stop() {
      recording = false;
      gaps.sort((a, b) => a - b);
      return { p95: percentile(gaps, 0.95), longest: gaps.at(-1) ?? 0 };
    },
  };
}

/** A `long-animation-frame` entry's fields used here (Chromium 123+; not yet in TypeScript's DOM types). */
interface AnimationFrameTiming extends PerformanceEntry {
  blockingDuration: number;
  styleAndLayoutStart: number;
  scripts: { duration: number; invoker: string; sourceURL: string; sourceFunctionName: string }[];
}

/** What ran in a long animation frame: its length, its longest script and its style and layout time, in one line. */
function describeFrame(frame: AnimationFrameTiming): string {
  const scripts = [...frame.scripts].sort((a, b) => b.duration - a.duration);
  const top = scripts[0];
  const script = top ? `, longest script ${top.duration.toFixed(0)} ms (${top.invoker}${top.sourceFunctionName ? ` ${top.sourceFunctionName}` : ''} in ${top.sourceURL.split('/').pop() || '?'})` : '';
  const styleAndLayout = frame.styleAndLayoutStart ? frame.startTime + frame.duration - frame.styleAndLayoutStart : 0;
  return `frame ${frame.duration.toFixed(0)} ms: scripts ${scripts.reduce((sum, s) => sum + s.duration, 0).toFixed(0)} ms${script}, style and layout ${styleAndLayout.toFixed(0)} ms`;
}

/**
 * Record long animation frames (Long Animation Frames API) from now on. `stop()` ends the recording
 * and describes the frame with the most blocking time (the frame of the longest task) in one line,
 * or returns '' when no frame blocked or the browser lacks the API.
 */
export function recordWorstFrame(): { stop: () => string } {
  const frames: AnimationFrameTiming[] = [];
  const observer = new PerformanceObserver((list) => frames.push(...(list.getEntries() as AnimationFrameTiming[])));
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) observer.observe({ type: 'long-animation-frame', buffered: false });
  return {
    stop() {
      observer.disconnect();
      const worst = frames.filter((f) => f.blockingDuration > 0).sort((a, b) => b.blockingDuration - a.blockingDuration)[0];
      return worst ? describeFrame(worst) : '';
    },
  };
}
