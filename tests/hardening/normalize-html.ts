/**
 * HTML normalisation for CommonMark conformance, reimplementing the rules of the spec's
 * `test/normalize.py` (commonmark-spec 0.31.2) so differences that do not matter are ignored:
 * - runs of whitespace collapse to one space, except inside <pre>;
 * - whitespace next to block-level tags is removed;
 * - self-closing tags become open tags (`<br />` → `<br>`);
 * - attributes are lowercased and sorted; attribute values are unescaped, then `& < > "` re-escaped;
 * - character references in text become characters, except `< > & "`, which stay entities;
 * - comments, declarations, processing instructions and CDATA pass through verbatim.
 * A tokenizer of our own (no DOM), so it sees exactly what the pipeline printed.
 */
import { decodeHTMLStrict } from 'entities';

const BLOCK_TAGS = new Set(
  'article header aside hgroup blockquote hr iframe body li map button object canvas ol caption output col p colgroup pre dd progress div section dl table td dt tbody embed textarea fieldset tfoot figcaption th figure thead footer tr form ul h1 h2 h3 h4 h5 h6 video script style'.split(
    ' ',
  ),
);

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Decode character references in text the way normalize.py does: known ones become characters. */
function decodeRefs(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*);/g, (ref) => {
    const decoded = decodeHTMLStrict(ref);
    if (decoded === ref) return ref;
    return escapeText(decoded);
  });
}

const TOKEN = /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<[!?][^>]*>|<\/?[A-Za-z][^>]*>|<|[^<]+/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

export function normalizeHtml(html: string): string {
  let out = '';
  let last: 'starttag' | 'endtag' | 'data' | 'other' = 'starttag';
  let lastTag = '';
  let inPre = false;
  for (const [chunk] of html.matchAll(TOKEN)) {
    if (chunk.startsWith('<![CDATA[') || chunk.startsWith('<!--') || /^<[!?]/.test(chunk)) {
      out += chunk;
      last = 'other';
      continue;
    }
    const end = /^<\/([A-Za-z][^\s>/]*)\s*>$/.exec(chunk);
    if (end) {
      const tag = end[1]!.toLowerCase();
      if (tag === 'pre') inPre = false;
      else if (BLOCK_TAGS.has(tag)) out = out.trimEnd();
      out += `</${tag}>`;
      lastTag = tag;
      last = 'endtag';
      continue;
    }
    const start = /^<([A-Za-z][^\s>/]*)([\s\S]*?)(\/?)>$/.exec(chunk);
    if (start) {
      const tag = start[1]!.toLowerCase();
      if (tag === 'pre') inPre = true;
      if (BLOCK_TAGS.has(tag)) out = out.trimEnd();
      const attrs: [string, string | undefined][] = [];
      for (const m of start[2]!.matchAll(ATTR)) {
        const value = m[2] ?? m[3] ?? m[4];
        attrs.push([m[1]!.toLowerCase(), value === undefined ? undefined : decodeHTMLStrict(value)]);
      }
      attrs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : (a[1] ?? '') < (b[1] ?? '') ? -1 : 1));
      out += `<${tag}${attrs.map(([k, v]) => (v === undefined ? ` ${k}` : ` ${k}="${escapeText(v)}"`)).join('')}>`;
      lastTag = tag;
      last = start[3] ? 'endtag' : 'starttag';
      continue;
    }
    // Text (or a lone '<').
    let data = chunk === '<' ? '&lt;' : decodeRefs(chunk.replace(/>/g, '&gt;').replace(/"/g, '&quot;'));
    const afterTag = last === 'starttag' || last === 'endtag';
    if (afterTag && lastTag === 'br') data = data.replace(/^\n+/, '');
    if (!inPre) data = data.replace(/\s+/g, ' ');
    if (afterTag && BLOCK_TAGS.has(lastTag) && !inPre) data = last === 'starttag' ? data.trimStart() : data.trim();
    out += data;
    last = 'data';
  }
  return out;
}
