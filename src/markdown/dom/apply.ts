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
 * growing one, and in it only the children of the innermost element that changed, from the first
 * changed one on (a list's last item, a table's last row, a code block's last line). morphdom was
 * chosen over idiomorph by measurement (docs/performance.md, "Why the renderer is built the way it
 * is": time per chunk and elements removed per chunk while an answer streams in).
 *
 * The HTML must be sanitised already: it is parsed inside a `<template>` (an inert document: no image
 * loads, no handler runs while parsing), and its nodes are moved into the page as they are.
 * @link https://github.com/patrick-steele-idem/morphdom#api
 */
import morphdom from 'morphdom';
import { commonPrefix } from '../common-prefix';

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
  /** Where the last change of one block started ({@link morphChanged}): a point of that block's HTML. */
  scan?: { html: string; point: ScanPoint };
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
 * Morph `live`, consecutive children of `parent`, into `fresh`, pair by pair: fresh nodes beyond
 * them are inserted before `before`, live ones beyond them removed.
 */
function morphList(parent: Node, live: readonly ChildNode[], fresh: readonly ChildNode[], before: ChildNode | null): void {
  for (let i = 0; i < Math.max(live.length, fresh.length); i++) {
    if (i < live.length && i < fresh.length) morphNode(live[i]!, fresh[i]!);
    else if (i < fresh.length) parent.insertBefore(fresh[i]!, before);
    else live[i]!.remove();
  }
}

/** Elements the HTML serialiser writes without an end tag. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Elements whose content is raw text or RCDATA (no tags inside, which the scan would misread), or a template's. */
const UNSCANNED = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext', 'template']);

/**
 * Elements whose children are not parsed on their own: a `<pre>`'s or `<listing>`'s first newline
 * is dropped only after its start tag, and an element created for SVG or MathML content would be an
 * HTML element (its children in the wrong namespace).
 */
const NOT_A_CONTEXT = new Set(['pre', 'listing', 'svg', 'math']);

/**
 * A start or end tag as a DOM serialiser writes it, at `lastIndex`: its name, then attributes whose
 * values are double-quoted (a `>` inside them does not end the tag). Comments and other `<!`/`<?`
 * constructs do not match.
 */
const TAG = /<\/?([a-zA-Z][^\s/>]*)(?:[^>"]|"[^"]*")*>/y;

/** The tag at offset `from` of `html`: its lower-case name and the offset after it; `null` when none is there. */
function tagAt(html: string, from: number): { name: string; end: number } | null {
  TAG.lastIndex = from;
  const match = TAG.exec(html);
  return match ? { name: match[1]!.toLowerCase(), end: TAG.lastIndex } : null;
}

/** An element open at a point of serialised HTML, as {@link scanTo} tracks it. */
interface OpenElement {
  tag: string;
  /** Offset of its start tag's `<`. */
  start: number;
  /** Its index among its parent's child nodes. */
  index: number;
  /** Its child nodes that end before the point. */
  children: number;
}

/**
 * A point of serialised HTML at the start of a tag or text node, and the elements open there,
 * outermost first, below one that stands for the fragment itself.
 */
interface ScanPoint {
  at: number;
  open: OpenElement[];
}

/**
 * {@link ScanPoint} of `html` at offset `end`, moved back to the start of the tag or text node it
 * falls in; the scan starts at `from` (a point of the same HTML up to it) or at the start. `html` is
 * serialised by a DOM serialiser (every element but the void ones closed); `null` when it holds what
 * the scan does not follow (comments, {@link UNSCANNED}) or does not nest.
 */
function scanTo(html: string, end: number, from?: ScanPoint): ScanPoint | null {
  const open = from ? from.open.map((element) => ({ ...element })) : [{ tag: '', start: 0, index: 0, children: 0 }];
  let i = from ? from.at : 0;
  while (i < end) {
    const top = open[open.length - 1]!;
    if (html[i] !== '<') {
      const next = html.indexOf('<', i);
      if (next < 0 || next >= end) break; // the text node that holds `end`
      top.children++;
      i = next;
      continue;
    }
    const tag = tagAt(html, i);
    if (!tag || UNSCANNED.has(tag.name)) return null;
    if (tag.end > end) break; // the tag that holds `end`
    if (html[i + 1] === '/') {
      if (tag.name !== top.tag || open.length === 1) return null;
      open.pop();
      open[open.length - 1]!.children++;
    } else if (VOID_ELEMENTS.has(tag.name)) top.children++;
    else open.push({ tag: tag.name, start: i, index: top.children, children: 0 });
    i = tag.end;
  }
  return { at: i, open };
}

/**
 * Offset of the end tag that closes the element open at `from` in `html` (as {@link scanTo} reads
 * it), and how many child nodes of that element lie between; `null` when it does not close.
 */
function closeOf(html: string, from: number): { at: number; children: number } | null {
  let depth = 0;
  let children = 0;
  let i = from;
  while (i < html.length) {
    if (html[i] !== '<') {
      if (depth === 0) children++;
      i = html.indexOf('<', i);
      if (i < 0) return null;
      continue;
    }
    const tag = tagAt(html, i);
    if (!tag || UNSCANNED.has(tag.name)) return null;
    if (html[i + 1] === '/') {
      if (depth === 0) return { at: i, children };
      if (--depth === 0) children++;
    } else if (!VOID_ELEMENTS.has(tag.name)) depth++;
    else if (depth === 0) children++;
    i = tag.end;
  }
  return null;
}

/** Where a block's HTML changed: see {@link changedChildren}. */
interface Change {
  /** The element's ancestors from the block's top-level nodes down, and itself: index among their parent's children, tag. */
  path: { index: number; tag: string }[];
  keep: number;
  removed: number;
  html: string;
  /** The scan at the start of the first change: a point of the new HTML as well as of the old. */
  point: ScanPoint;
}

/**
 * Where a block's new HTML differs from its old HTML: the innermost element that holds every
 * difference in both and whose children can be parsed on their own ({@link NOT_A_CONTEXT}), as the
 * path to it from the block's top-level nodes (child indexes and tags), how many of its children
 * come before the first difference (they stay as they are), how many follow in the old HTML, and
 * the new HTML of those that follow. `from`, a point of `old` from an earlier change, saves scanning
 * `old` up to it again. `null` when the HTML holds what {@link scanTo} does not follow, or no element
 * holds every difference (the block is then morphed whole).
 */
function changedChildren(old: string, next: string, from?: ScanPoint): Change | null {
  const prefix = commonPrefix(old, next);
  // A point at the first difference itself may follow a text node that text in `next` continues:
  // only a scan from before it sees that text change.
  const point = scanTo(old, prefix, from && from.at < prefix ? from : undefined);
  if (!point) return null;
  const { open, at } = point;
  const foreign = open.findIndex((element) => element.tag === 'svg' || element.tag === 'math');
  for (let level = (foreign > 0 ? foreign : open.length) - 1; level > 0; level--) {
    const element = open[level]!;
    if (NOT_A_CONTEXT.has(element.tag)) continue;
    const inner = open[level + 1];
    const start = inner ? inner.start : at;
    const oldEnd = closeOf(old, start);
    const newEnd = closeOf(next, start);
    if (!oldEnd || !newEnd) return null;
    // What follows the element is the same in both: every difference is inside it.
    if (old.length - oldEnd.at === next.length - newEnd.at && old.endsWith(next.slice(newEnd.at))) {
      const path = open.slice(1, level + 1).map((e) => ({ index: e.index, tag: e.tag }));
      return { path, keep: inner ? inner.index : element.children, removed: oldEnd.children, html: next.slice(start, newEnd.at), point };
    }
  }
  return null;
}

/**
 * Morph a changed block by the children of the innermost element that holds its changes
 * ({@link changedChildren}): the children before the first change keep their nodes untouched and
 * are not parsed again (a list, table or code block growing at its end, re-parsed and compared
 * whole at every chunk, costs more than the rest of a chunk's work); only the children from there on
 * are parsed, in that element's context, and morphed. Returns where the change starts (a point of
 * `next`, for the next change to scan on from), or `null` (nothing done) when the change cannot be
 * placed, or the live nodes do not have the shape the old HTML parses into.
 */
function morphChanged(nodes: readonly ChildNode[], old: string, next: string, from?: ScanPoint): ScanPoint | null {
  const change = changedChildren(old, next, from);
  if (!change) return null;
  let element: ChildNode | undefined;
  for (const [depth, { index, tag }] of change.path.entries()) {
    element = depth === 0 ? nodes[index] : element!.childNodes[index];
    if (!element || element.nodeName.toLowerCase() !== tag) return null;
  }
  if (!element || element.childNodes.length !== change.keep + change.removed) return null;
  // Parsed as the element's children, by the rules of its context (rows in a table body), in the
  // inert document of a template: no image loads and no handler runs while parsing.
  const context = element.ownerDocument!.createElement('template').content.ownerDocument.createElement(element.nodeName.toLowerCase());
  context.innerHTML = change.html;
  const fresh = [...context.childNodes];
  morphList(element, [...element.childNodes].slice(change.keep), fresh, null);
  return change.point;
}

/**
 * Like {@link applyHtml} for HTML given as blocks (the pipeline's `renderBlocks`: balanced, sanitised
 * HTML per top-level block, whose concatenation is the document), with work proportional to the
 * blocks that changed rather than to the document: the blocks equal to the previous call's at the
 * start and at the end are not parsed or compared again, their nodes are left as they are; only the
 * blocks between are parsed (each on its own) and morphed into the nodes of the blocks they replace.
 * While an answer streams in, that is the growing last block. The first call on an element (or after
 * its children were changed by something else) morphs the whole document as `applyHtml` does. Where
 * a changed block would begin or end with text next to a neighbour's text, kept or changed (the
 * parser would merge them), the whole document is morphed instead. Returns `false` when nothing changed.
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
  // One block changed (a growing list, table or code block): morphed from its first changed child on.
  if (endNew - start === 1 && endOld - start === 1) {
    const at = sum(previous.counts, 0, start);
    const nodes = Array.prototype.slice.call(target.childNodes, at, at + previous.counts[start]!) as ChildNode[];
    const scan = previous.scan;
    const from = scan && scan.html === old[start] ? scan.point : undefined;
    const point = morphChanged(nodes, old[start]!, blocks[start]!, from);
    if (point) {
      appliedBlocks.set(target, { blocks: [...blocks], counts: previous.counts, scan: { html: blocks[start]!, point } });
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
  // Text next to text where one block ends and the next begins, new or kept.
  let last = before;
  let joinsText = false;
  for (const nodes of parsed) {
    if (nodes.length && isText(last) && isText(nodes[0])) joinsText = true;
    last = nodes.length ? nodes[nodes.length - 1] : last;
  }
  if (joinsText || (isText(last) && isText(after))) return whole();
  const current = Array.prototype.slice.call(children, at, at + count) as ChildNode[];
  morphList(target, current, fresh, after);
  const counts = [...previous.counts.slice(0, start), ...parsed.map((nodes) => nodes.length), ...previous.counts.slice(endOld)];
  appliedBlocks.set(target, { blocks: [...blocks], counts });
  appliedHtml.delete(target);
  return true;
}
