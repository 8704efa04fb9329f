/**
 * The clipboard side of the copy buttons (framework-free: no Vue import): what a code block's text is,
 * and putting text on the clipboard.
 */

/** `checkVisibility` where the browser has it (Chromium 105+, Firefox 106+, Safari 17.4+). */
type Checkable = HTMLElement & { checkVisibility?: () => boolean };

/**
 * The text of `element` as its reader sees it: `innerText`, which leaves out what is not rendered
 * (`hidden`, `display: none`, `visibility: hidden` descendants) and keeps the line breaks and blanks
 * of `white-space: pre` code; CSS generated content (the line numbers) is not part of it. An element
 * not rendered at all (`display: none` on it or above) shows nothing: `''` (its `innerText` would be
 * every character, hidden ones included). Chromium's `innerText` of a subtree that
 * `content-visibility: auto` skips (out of view: the component, a long document's blocks) is empty,
 * or the text of its last layout: so the ancestors with `content-visibility: auto` are made visible
 * for the read, in the same task, and their `style` attributes are put back exactly (nothing is
 * painted differently). Text that page CSS hides by other means (transparent colour, zero size,
 * clipping, off-screen positioning) is rendered, so it is part of the result.
 */
export function renderedText(element: HTMLElement): string {
  const forced: [HTMLElement, string | null][] = [];
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).contentVisibility !== 'auto') continue;
    const style = node.getAttribute('style');
    forced.push([node, style]);
    node.setAttribute('style', style === null ? 'content-visibility:visible' : `${style};content-visibility:visible`);
  }
  try {
    const checkable = element as Checkable;
    const rendered = typeof checkable.checkVisibility === 'function' ? checkable.checkVisibility() : element.getClientRects().length > 0;
    return rendered ? element.innerText : '';
  } finally {
    for (const [node, style] of forced) {
      if (style === null) node.removeAttribute('style');
      else node.setAttribute('style', style);
    }
  }
}

/**
 * Copy text to the clipboard. Uses the async Clipboard API and falls back to a hidden textarea with
 * `document.execCommand('copy')` where that API is missing or refused (insecure origin, no
 * permission). Resolves whether the copy succeeded; never rejects.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the legacy path.
  }
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  area.style.pointerEvents = 'none';
  const active = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  active?.focus?.();
  return ok;
}
