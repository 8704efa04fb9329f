/**
 * Visual regression for every story, run inside the Vitest story tests (setup file of the
 * `storybook` and `storybook-dark` projects). After a story's play function finishes, preview.ts's
 * `afterEach` calls the function installed here, which makes the canvas deterministic and compares it
 * with the committed baseline (`__screenshots__/<story file>/<Story>-<theme>-chromium-linux.png` beside
 * the story file) in the theme the story was rendered in: light in `storybook`, dark in
 * `storybook-dark`, where the play function and axe ran against the dark rendering too.
 *
 * Opt out per story with `parameters.visual = { disable: true, reason: '…' }` (the reason is
 * required and printed by the run's summary); such stories should also set
 * `parameters.chromatic = { disableSnapshot: true }`.
 */
import type { StoryContext } from '@storybook/vue3-vite';
import './visual-meta';
import { beforeEach, expect, inject, type TestContext } from 'vitest';
import { page } from 'vitest/browser';

/** Story parameter controlling local screenshots. */
export interface VisualParameters {
  /** Skip screenshots for this story; `reason` must say why it cannot be deterministic. */
  disable?: boolean;
  reason?: string;
  /** Take no dark-mode screenshot (the story has no dark rendering of its own). */
  dark?: boolean;
}

declare module 'vitest' {
  interface ProvidedContext {
    /** False to skip screenshot comparisons (set by VAK_VISUAL=0). */
    visual: boolean;
  }
}

let currentTest: TestContext | undefined;
beforeEach((context) => {
  currentTest = context;
});

/** Disable transitions, animations and the text caret so nothing moves between frames. */
const FREEZE_CSS = `*, *::before, *::after {
  transition-duration: 0s !important; transition-delay: 0s !important;
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}`;
const style = document.createElement('style');
style.dataset.vakVisual = '';
style.textContent = FREEZE_CSS;
document.head.append(style);

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Wait until fonts are loaded, images decoded and no element in the canvas is aria-busy. */
async function settle(root: Element): Promise<void> {
  await document.fonts.ready;
  await expect
    .poll(() => root.querySelector('[aria-busy="true"]'), { timeout: 15_000, interval: 50 })
    .toBeNull();
  await Promise.all(
    // A lazy image in an off-screen (inert) carousel slide loads only when its slide comes into view,
    // so its decode() would never settle; it is not visible in the screenshot either.
    [...root.querySelectorAll('img')]
      .filter((img) => !(img.loading === 'lazy' && img.closest('[inert]')))
      .map((img) => img.decode().catch(() => undefined)),
  );
  await document.fonts.ready;
  await frame();
  await frame();
}

/** Tallest frame a screenshot grows to (px); the test page (vitest.config.ts) is taller than this. */
const MAX_FRAME_HEIGHT = 9000;

/**
 * Screenshot the story root whole: content below the story's frame is not painted, so the frame
 * grows (same width, so breakpoints do not change) to the root's height for the capture, then
 * returns to its size.
 */
async function compare(root: HTMLElement, name: string): Promise<void> {
  await settle(root);
  const width = window.innerWidth;
  const height = window.innerHeight;
  const needed = Math.min(MAX_FRAME_HEIGHT, Math.ceil(root.getBoundingClientRect().bottom + window.scrollY));
  if (needed > height) {
    await page.viewport(width, needed);
    await settle(root);
  }
  try {
    await expect.element(page.elementLocator(root)).toMatchScreenshot(name);
  } finally {
    if (needed > height) await page.viewport(width, height);
  }
}

function fileSafe(name: string): string {
  return name.replace(/[^\w.-]+/g, '-');
}

async function visualCheck(context: StoryContext): Promise<void> {
  if (!inject('visual')) return;
  const params = (context.parameters.visual ?? {}) as VisualParameters;
  const meta = currentTest?.task.meta;
  if (params.disable) {
    if (!params.reason) throw new Error(`parameters.visual.disable on "${context.name}" needs a written reason`);
    const chromatic = context.parameters.chromatic as { disableSnapshot?: boolean } | undefined;
    if (!chromatic?.disableSnapshot) {
      throw new Error(`"${context.name}" opts out of local screenshots: set parameters.chromatic.disableSnapshot too`);
    }
    if (meta) meta.visual = { optOut: params.reason };
    return;
  }
  const root = context.canvasElement.querySelector<HTMLElement>('.vak-story-root') ?? context.canvasElement;
  // Blur whatever the play function focused last, so focus rings never depend on timing.
  (document.activeElement as HTMLElement | null)?.blur?.();
  const base = fileSafe(context.name);
  // One screenshot per story test, in the theme this run renders it in: the `storybook` project runs
  // light, `storybook-dark` dark (vitest.config.ts). A story that sets its own theme is dark in both.
  const theme = root.classList.contains('dark') ? 'dark' : 'light';
  if (theme === 'dark' && params.dark === false) {
    if (meta) meta.visual = { compared: 0 };
    return;
  }
  await compare(root, `${base}-${theme}`);
  if (meta) meta.visual = { compared: 1 };
}

(globalThis as { __vakVisualCheck?: typeof visualCheck }).__vakVisualCheck = visualCheck;
