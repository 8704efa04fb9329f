/**
 * Play-function helpers for markdown stories: wait for a render, and read the colours shiki's
 * dual-theme variables resolve to.
 */
import { expect, waitFor } from 'storybook/test';
import { DEFAULT_MARKDOWN_I18N, type MarkdownI18n } from '../../src/components/AddonMarkdownRemark/types';
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
function themeColor(token: HTMLElement, slot: 'light' | 'dark'): [number, number, number] {
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

/** Code-block control texts per catalog locale (the Locale toolbar); English is the component's default. */
export const MARKDOWN_I18N_BY_LOCALE: Record<string, MarkdownI18n | undefined> = {
  en: undefined,
  fa: { copy: 'کپی', copyLabel: 'کپی کد', copied: 'کپی شد', copyFailed: 'کپی نشد', language: 'زبان: {lang}' },
};

/** The `i18n` a story renders with: its own arg, else the texts of the toolbar's locale. */
export function storyI18n(i18n: MarkdownI18n | undefined, locale: unknown): MarkdownI18n | undefined {
  return i18n ?? MARKDOWN_I18N_BY_LOCALE[String(locale)];
}

/** The texts a play function should find: the story's `i18n` over the English defaults. */
export function expectedTexts(i18n: MarkdownI18n | undefined): Required<MarkdownI18n> {
  return { ...DEFAULT_MARKDOWN_I18N, ...i18n };
}
