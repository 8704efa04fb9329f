/**
 * Puts rendered HTML into the page keeping every DOM node whose output did not change (no Vue
 * import). Replacing `innerHTML` re-creates the whole document on every render: a reader's text
 * selection is lost, a focused copy button loses focus, images load again and assistive technology
 * sees a new document. {@link applyHtml} morphs the live children into the new HTML with morphdom
 * instead:
 *
 * - elements are matched in order by tag; a matched element keeps its node, and only its changed
 *   attributes and text are written. Ids are not used as keys (morphdom's default): a heading's id
 *   is its slug, which changes with every character while the heading is typed, and a keyed
 *   element whose key changed would be replaced rather than updated;
 * - an element equal to its new form (`isEqualNode`) is skipped whole, so a finished block costs one
 *   native comparison and none of its descendants is touched;
 * - text nodes whose text did not change are left alone, so a selection inside them survives.
 *
 * While an answer streams in, this leaves every finished block as it was and changes only the
 * growing one. morphdom was chosen over idiomorph by measurement (README, "Speed": time per chunk and
 * elements removed per chunk while an answer streams in).
 *
 * The HTML must be sanitised already: it is parsed inside a `<template>` (an inert document: no image
 * loads, no handler runs while parsing), and its nodes are moved into the page as they are.
 * @link https://github.com/patrick-steele-idem/morphdom#api
 */
import morphdom from 'morphdom';

/** Options of every morph: skip unchanged subtrees whole. */
const OPTIONS = {
  childrenOnly: true,
  getNodeKey: () => undefined,
  onBeforeElUpdated: (from: HTMLElement, to: HTMLElement) => !from.isEqualNode(to),
};

/** HTML last applied to each element (an equal render changes nothing and parses nothing). */
const appliedHtml = new WeakMap<Element, string>();

/**
 * Replace the children of `target` with the (sanitised) `html`, keeping the nodes of unchanged
 * blocks (see the module comment). `target` itself keeps its attributes. Returns `false` when the
 * HTML equals what was applied last (nothing was done).
 */
export function applyHtml(target: Element, html: string): boolean {
  if (appliedHtml.get(target) === html && target.childNodes.length > 0) return false;
  const template = target.ownerDocument.createElement('template');
  template.innerHTML = `<div>${html}</div>`;
  const next = template.content.firstElementChild;
  if (!next) {
    target.replaceChildren();
  } else {
    morphdom(target, next, OPTIONS);
  }
  appliedHtml.set(target, html);
  return true;
}
