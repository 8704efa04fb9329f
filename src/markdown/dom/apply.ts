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
 * - text nodes whose text did not change are left alone, so a selection inside them survives;
 * - a `<details>` keeps the open or closed state the reader gave it.
 *
 * While an answer streams in, this leaves every finished block as it was and changes only the
 * growing one. morphdom was chosen over idiomorph by measurement (docs/performance.md, "Why the
 * renderer is built the way it is": time per chunk and elements removed per chunk while an answer
 * streams in).
 *
 * The HTML must be sanitised already: it is parsed inside a `<template>` (an inert document: no image
 * loads, no handler runs while parsing), and its nodes are moved into the page as they are.
 * @link https://github.com/patrick-steele-idem/morphdom#api
 */
import morphdom from 'morphdom';

/**
 * Give `to` the state the reader gave `from`: whether a `<details>` is open (its `open` attribute,
 * toggled by the reader, not by the markdown). Called before comparing, as morphdom's README does for
 * form state, so a disclosure the reader opened stays open through later renders.
 */
function keepReaderState(from: Element, to: Element): void {
  if (from.nodeName === 'DETAILS') (to as HTMLDetailsElement).open = (from as HTMLDetailsElement).open;
}

/** Options of every morph of one element: keep the reader's state, skip unchanged subtrees whole. */
const ELEMENT_OPTIONS = {
  getNodeKey: () => undefined,
  onBeforeElUpdated: (from: HTMLElement, to: HTMLElement) => {
    keepReaderState(from, to);
    return !from.isEqualNode(to);
  },
};
/** Options of a morph of a container's children. */
const OPTIONS = { ...ELEMENT_OPTIONS, childrenOnly: true };

/**
 * `html` parsed inertly: as the children of a `<div>` (parsed as body content, not by the template's
 * own rules for `<tr>` and the like) in a `<template>` of `doc`, whose content is an inert document (no
 * image loads, no handler runs). Returns that `<div>`.
 */
export function parseInert(doc: Document, html: string): Element | null {
  const template = doc.createElement('template');
  template.innerHTML = `<div>${html}</div>`;
  return template.content.firstElementChild;
}

/** HTML last applied to each element (an equal render changes nothing and parses nothing). */
const appliedHtml = new WeakMap<Element, string>();

/** Record `html` as what `target` shows (it was put in by other means, see `apply-sliced.ts`). */
export function markApplied(target: Element, html: string): void {
  appliedHtml.set(target, html);
}

/**
 * Replace the children of `target` with the (sanitised) `html`, keeping the nodes of unchanged
 * blocks (see the module comment). `target` itself keeps its attributes. Returns `false` when the
 * HTML equals what was applied last (nothing was done).
 */
export function applyHtml(target: Element, html: string): boolean {
  appliedBlocks.delete(target);
  return morphChildren(target, html);
}

function morphChildren(target: Element, html: string): boolean {
  if (appliedHtml.get(target) === html && target.childNodes.length > 0) return false;
  const next = parseInert(target.ownerDocument, html);
  if (!next) {
    target.replaceChildren();
  } else {
    morphdom(target, next, OPTIONS);
  }
  appliedHtml.set(target, html);
  return true;
}

/** Blocks last applied to each element by {@link applyBlocks}, and how many child nodes each made. */
interface AppliedBlocks {
  blocks: readonly string[];
  counts: number[];
}
const appliedBlocks = new WeakMap<Element, AppliedBlocks>();

/** The nodes `html` parses into, in an inert template of `doc`. */
function parse(doc: Document, html: string): ChildNode[] {
  return [...(parseInert(doc, html)?.childNodes ?? [])];
}

const sum = (xs: readonly number[], from = 0, to = xs.length) => {
  let n = 0;
  for (let i = from; i < to; i++) n += xs[i]!;
  return n;
};

/** Morph `from` into `to` (same kind of node), or replace it. */
function morphNode(from: ChildNode, to: ChildNode): void {
  if (from.nodeType === 1 && to.nodeType === 1 && from.nodeName === to.nodeName) {
    keepReaderState(from as Element, to as Element);
    if (!from.isEqualNode(to)) morphdom(from as Element, to as Element, ELEMENT_OPTIONS);
  } else if (from.nodeType === to.nodeType && from.nodeType !== 1) {
    if (from.nodeValue !== to.nodeValue) from.nodeValue = to.nodeValue;
  } else {
    from.replaceWith(to);
  }
}

/**
 * One line of a highlighted code block exactly as code-frame.ts builds it (`lineHtml`, numbered): fixed tags, a number,
 * text without `<` or `>`, a style attribute without quotes or angle brackets. Such a line parses
 * into the same nodes on its own as inside its block.
 */
const CODE_LINE = /^<span class="line" data-line="\d+">(?:<span(?: style="[^"<>]*")?>[^<>]*<\/span>)*<\/span>$/;

/** The lines of a highlighted code block's HTML, split around them: `[head, lines, tail]`; `null` when it is not one. */
function codeLines(html: string): [string, string[], string] | null {
  if (!html.startsWith('<div class="vak-code')) return null;
  const open = html.indexOf('<code');
  const start = html.indexOf('>', open) + 1;
  const end = html.lastIndexOf('</code>');
  if (open < 0 || start <= 0 || end < start || html.indexOf('<code', open + 1) >= 0) return null;
  const lines = html.slice(start, end).split('\n');
  return lines.every((line) => CODE_LINE.test(line)) ? [html.slice(0, start), lines, html.slice(end)] : null;
}

/**
 * Morph a highlighted code block whose frame did not change by its lines: the lines before the first
 * changed one keep their nodes untouched and are not parsed again (a growing block re-parsed whole
 * costs more than the rest of a chunk's work); only the lines from there on are parsed and morphed.
 * Returns `false` (nothing done) when `from`/`to` are not two such blocks over the same frame, or the
 * live nodes do not have the shape `from` parses into.
 */
function morphCodeLines(node: ChildNode, from: string, to: string): boolean {
  const before = codeLines(from);
  const after = before && codeLines(to);
  if (!before || !after || before[0] !== after[0] || before[2] !== after[2] || node.nodeType !== 1) return false;
  const code = (node as Element).querySelector('pre > code');
  const old = before[1];
  const lines = after[1];
  if (!code || code.childNodes.length !== old.length * 2 - 1) return false;
  let same = 0;
  while (same < old.length && same < lines.length && old[same] === lines[same]) same++;
  const template = node.ownerDocument!.createElement('template');
  template.innerHTML = `<code>${lines.slice(same).join('\n')}</code>`;
  const fresh = [...template.content.firstChild!.childNodes];
  // Children of <code>: line, "\n", line, …; the changed lines begin at child 2 × same, after the
  // "\n" that follows the last kept line. That "\n" is added when lines are only appended, and
  // removed when lines are only taken away.
  const live = [...code.childNodes].slice(same * 2);
  if (same > 0 && same === old.length) fresh.unshift(node.ownerDocument!.createTextNode('\n'));
  else if (same > 0 && same === lines.length) live.unshift(code.childNodes[same * 2 - 1]!);
  for (let i = 0; i < Math.max(live.length, fresh.length); i++) {
    if (i < live.length && i < fresh.length) morphNode(live[i]!, fresh[i]!);
    else if (i < fresh.length) code.appendChild(fresh[i]!);
    else live[i]!.remove();
  }
  return true;
}

/**
 * Like {@link applyHtml} for HTML given as blocks (the pipeline's `renderBlocks`: balanced, sanitised
 * HTML per top-level block, whose concatenation is the document), with work proportional to the
 * blocks that changed rather than to the document: the blocks equal to the previous call's at the
 * start and at the end are not parsed or compared again, their nodes are left as they are; only the
 * blocks between are parsed (each on its own) and morphed into the nodes of the blocks they replace.
 * While an answer streams in, that is the growing last block. The first call on an element (or after
 * its children were changed by something else) morphs the whole document as `applyHtml` does. Where
 * a changed block would begin or end with text next to a neighbour's text (the parser would merge
 * them), the whole document is morphed instead. Returns `false` when nothing changed.
 */
export function applyBlocks(target: Element, blocks: readonly string[]): boolean {
  const doc = target.ownerDocument;
  const previous = appliedBlocks.get(target);
  const whole = (): boolean => {
    const changed = morphChildren(target, blocks.join(''));
    const counts = blocks.map((block) => parse(doc, block).length);
    if (sum(counts) === target.childNodes.length) appliedBlocks.set(target, { blocks: [...blocks], counts });
    else appliedBlocks.delete(target);
    return changed;
  };
  if (!previous || sum(previous.counts) !== target.childNodes.length) return whole();
  const old = previous.blocks;
  let start = 0;
  while (start < blocks.length && start < old.length && blocks[start] === old[start]) start++;
  if (start === blocks.length && start === old.length) return false;
  let endNew = blocks.length;
  let endOld = old.length;
  while (endNew > start && endOld > start && blocks[endNew - 1] === old[endOld - 1]) {
    endNew--;
    endOld--;
  }
  // One highlighted code block growing (or shrinking) by its last lines: morphed line by line.
  // (The block's first node is its frame; an equal tail leaves the nodes after it as they are.)
  if (endNew - start === 1 && endOld - start === 1 && previous.counts[start]! >= 1) {
    const node = target.childNodes[sum(previous.counts, 0, start)];
    if (node && morphCodeLines(node, old[start]!, blocks[start]!)) {
      appliedBlocks.set(target, { blocks: [...blocks], counts: previous.counts });
      appliedHtml.delete(target);
      return true;
    }
  }
  const parsed = blocks.slice(start, endNew).map((block) => parse(doc, block));
  const fresh = parsed.flat();
  const at = sum(previous.counts, 0, start);
  const count = sum(previous.counts, start, endOld);
  const children = target.childNodes;
  const before = at > 0 ? children[at - 1] : null;
  const after = children[at + count] ?? null;
  const isText = (node: ChildNode | null | undefined) => node?.nodeType === 3;
  if (
    (isText(before) && (fresh.length ? isText(fresh[0]) : isText(after))) ||
    (isText(after) && isText(fresh[fresh.length - 1]))
  ) {
    return whole();
  }
  const current = Array.prototype.slice.call(children, at, at + count) as ChildNode[];
  for (let i = 0; i < Math.max(current.length, fresh.length); i++) {
    if (i < current.length && i < fresh.length) morphNode(current[i]!, fresh[i]!);
    else if (i < fresh.length) target.insertBefore(fresh[i]!, after);
    else current[i]!.remove();
  }
  const counts = [...previous.counts.slice(0, start), ...parsed.map((nodes) => nodes.length), ...previous.counts.slice(endOld)];
  appliedBlocks.set(target, { blocks: [...blocks], counts });
  appliedHtml.delete(target);
  return true;
}
