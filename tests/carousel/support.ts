/**
 * What the carousel browser suites share: an app mounted in a host element of its own (removed after
 * each test), a fixed wait, and parking the mouse where no carousel is.
 */
import { createApp, h, nextTick, shallowRef, type Component } from 'vue';
import { userEvent } from 'vitest/browser';

const mounted: Array<() => void> = [];

/**
 * Mounts `root` (a component, or `{ render }`) in a new `<div>` appended to the body, `width` (CSS)
 * and `className` set on it. {@link unmountAll} unmounts the app and removes the element.
 */
export function mountApp(root: Component, host: { width?: string; className?: string } = {}): HTMLElement {
  const element = document.createElement('div');
  if (host.width) element.style.width = host.width;
  if (host.className) element.className = host.className;
  document.body.append(element);
  const app = createApp(root);
  app.mount(element);
  mounted.push(() => {
    app.unmount();
    element.remove();
  });
  return element;
}

/** Unmounts every app {@link mountApp} mounted and removes its host (a suite's `afterEach`). */
export function unmountAll(): void {
  for (const unmount of mounted.splice(0)) unmount();
}

/** Resolves after `ms` milliseconds. */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Moves the mouse to a corner no carousel reaches, so the next test's (or test file's) carousel is
 * not hovered: hover pauses rotation.
 */
export async function parkMouse(): Promise<void> {
  const corner = document.createElement('div');
  corner.style.cssText = 'position: fixed; right: 0; bottom: 0; width: 4px; height: 4px';
  document.body.append(corner);
  await userEvent.hover(corner);
  corner.remove();
}

/** `n` team members, each a link to its page (`/member-1` …). */
export const linkedTeam = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Member ${i + 1}`, to: `/member-${i + 1}` }));

/** `n` topics, each a link to its page (`/topic-1` …). */
export const linkedIcons = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Topic ${i + 1}`, to: `/topic-${i + 1}` }));

/**
 * Mounts `component` in an 1100 px column between two buttons (`#before`, `#after`, so Tab has
 * somewhere to come from and go to), with `carousel` over `transition: 0`. Returns the host, the
 * carousel region and `set(slides)`, which changes the `slides` prop as an app does and waits for the
 * carousel to settle.
 */
export async function mountBetweenButtons(component: Component, slides: unknown[], carousel: Record<string, unknown> = {}) {
  const data = shallowRef(slides);
  const host = mountApp({
    render: () => [
      h('button', { id: 'before' }, 'before'),
      h(component, { slides: data.value, carousel: { transition: 0, ...carousel } }),
      h('button', { id: 'after' }, 'after'),
    ],
  }, { width: '1100px' });
  await nextTick();
  await wait(80);
  const region = host.querySelector<HTMLElement>('[role="region"]')!;
  return {
    host,
    region,
    async set(next: unknown[]) {
      data.value = next;
      await nextTick();
      await wait(150);
    },
  };
}
