/**
 * First render of a long document into an empty element, one slice at a time (no Vue import).
 * Setting `innerHTML` to the HTML of a 1 MB document parses and builds ~100 k nodes in one task
 * (0.5–2 s on two cores), and the next frame styles and lays them all out. Appending the pipeline's
 * parts (each a balanced, sanitised top-level block or unit, `MarkdownRenderer.renderBlocks`) a
 * group at a time, with a pause after each group (`scheduler.ts`; the component's pause lets the
 * browser render a frame every few ms of parsing), keeps every task and frame short and shows the
 * top of the document first. The final DOM equals the one parsed from the whole HTML: each part
 * is parsed as `applyHtml` parses a whole render (`parseInert`: inside a `<div>` in a `<template>`,
 * an inert document), and parts are balanced, so the parser is in the same state at every part boundary.
 */
import { markApplied, parseInert } from './apply';
import type { Pause } from '../scheduler';

/** HTML shorter than this is put in at once (parsing it takes a few ms). */
export const SLICED_APPEND_MIN_CHARS = 32_000;
/** Characters of HTML parsed per group before the next {@link Pause} (~0.5–2 ms of parsing). */
const GROUP_CHARS = 2_000;

/**
 * Append the (sanitised) `parts` to the empty `target` in groups of ~{@link GROUP_CHARS}, calling
 * `pause` after each group. Rejects when `pause` does (its signal was aborted): the parts appended so
 * far stay, and the next `applyHtml` morphs them into whatever the newer render produced. Once every
 * part is in, `applyHtml` treats the joined HTML as applied.
 */
export async function appendHtmlInSlices(target: Element, parts: readonly string[], pause: Pause): Promise<void> {
  const doc = target.ownerDocument;
  let group = '';
  const append = () => {
    const wrapper = parseInert(doc, group);
    if (wrapper) target.append(...wrapper.childNodes);
    group = '';
  };
  for (const part of parts) {
    group += part;
    if (group.length < GROUP_CHARS) continue;
    append();
    await pause();
  }
  if (group) append();
  markApplied(target, parts.join(''));
}
