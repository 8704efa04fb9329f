/**
 * Helpers for streaming tests, stories and the bench (no Storybook or Vue import): split an answer into
 * chunks as a model would send it, and find markdown syntax shown as text.
 */

/** `text` in chunks of `size` characters (the last one may be shorter). */
export function chunks(text: string, size = 4): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/**
 * Markdown syntax that should never show as text in rendered prose: `**`, a backtick, `~~`, link
 * brackets `[`/`](`, emphasis stars at a word edge, a table row's pipes, a fence.
 */
const RAW_SYNTAX = /\*\*|`|~~|\[|\]\(|(?:^|\s)\*\S|\S\*(?:\s|$)|^\s*\||\|\s*$|```/;

/** Leaf blocks whose text is checked (code is code: its characters are the content). */
const BLOCKS = 'p, li, th, td, h1, h2, h3, h4, h5, h6';

/** Text of `el` without the text of its code elements. */
function proseText(el: Element): string {
  let text = '';
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) text += child.nodeValue;
      else if (child.nodeType === 1 && !(child as Element).matches('code, pre, ul, ol')) walk(child);
    }
  };
  walk(el);
  return text;
}

/** The texts of leaf blocks below `root` that show markdown syntax ({@link RAW_SYNTAX}); empty when none. */
export function rawSyntax(root: Element): string[] {
  return [...root.querySelectorAll(BLOCKS)].map(proseText).filter((text) => RAW_SYNTAX.test(text));
}
