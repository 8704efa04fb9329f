/**
 * Play-function helpers for markdown stories: wait for a render, and read the colours shiki's
 * dual-theme variables resolve to.
 */
import { expect, waitFor } from 'storybook/test';
import { toRgb } from './color';

/** Wait until every markdown root in `scope` has its latest HTML in place (`aria-busy="false"`). */
export async function waitForMarkdown(scope: Element, count = 1): Promise<HTMLElement[]> {
  let roots: HTMLElement[] = [];
  await waitFor(
    () => {
      roots = [...scope.querySelectorAll<HTMLElement>('.vak-markdown')];
      expect(roots.length).toBeGreaterThanOrEqual(count);
      for (const root of roots) expect(root).toHaveAttribute('aria-busy', 'false');
    },
    { timeout: 15_000 },
  );
  return roots;
}

/** Token spans of a code block (spans carrying shiki's colour variables). */
export function tokens(block: Element): HTMLElement[] {
  return [...block.querySelectorAll<HTMLElement>('span[style*="--shiki-light"]')];
}

/** The colour a token should show in a theme slot, from its own inline variables. */
export function themeColor(token: HTMLElement, slot: 'light' | 'dark'): [number, number, number] {
  return toRgb(token.style.getPropertyValue(`--shiki-${slot}`).trim());
}

/** Assert every token of a block shows its `slot` theme colour, and that the tokens are not all one colour. */
export async function expectThemeColors(block: Element, slot: 'light' | 'dark'): Promise<void> {
  const spans = tokens(block);
  await expect(spans.length).toBeGreaterThan(0);
  for (const span of spans) await expect(toRgb(getComputedStyle(span).color)).toEqual(themeColor(span, slot));
  const distinct = new Set(spans.map((s) => getComputedStyle(s).color));
  await expect(distinct.size).toBeGreaterThan(1);
}

/** Whether a code line shows a line number (a CSS counter in `::before`). */
export function hasLineNumber(line: Element): boolean {
  const content = getComputedStyle(line, '::before').content;
  return content !== 'none' && content !== 'normal' && content !== '';
}

/**
 * The code theme a block must show: the `mode` the story's args force, else the page's theme (a `dark`
 * class on an ancestor, which the theme toolbar sets on the story root).
 */
export function expectedCodeTheme(block: Element, mode?: unknown): 'light' | 'dark' {
  if (mode === 'light' || mode === 'dark') return mode;
  return block.closest('.dark') ? 'dark' : 'light';
}
