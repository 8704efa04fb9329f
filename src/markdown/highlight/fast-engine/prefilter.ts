/**
 * Prefilters for large grammar RegExps (framework-free: no Vue import).
 *
 * Why: after the ASCII fast path (`ascii-fast-path.ts`), most of a cold first highlight of a
 * TypeScript block is V8 compiling a few very large patterns: the grammar's "is this an arrow function
 * or a function assignment" look-aheads are 2.6–6.6 KB each and took 5–21 ms apiece to compile (Node)
 * on the chat message, where they never matched. A much smaller RegExp that must match wherever the
 * large one does answers "no match on this line" for them without compiling them at all.
 *
 * {@link prefilterSource} derives that smaller RegExp from the pattern's source: it keeps the
 * pattern's structure where it is short, and relaxes (accepts more) where it would grow past a budget:
 * a long group is cut after what it must start with, a long negative look-around or look-behind is
 * dropped, an optional long part becomes "that part's start, or what follows it". Every step only
 * accepts more strings, so whenever the pattern matches at a position the prefilter matches there too;
 * when the prefilter finds no match from the search start, neither can the pattern, and that is the
 * only conclusion drawn from it ({@link withPrefilter}). `ascii-fast-path.test.ts` checks the
 * implication for every pattern of six grammars on the fixtures' lines (also with a tiny budget, so every
 * relaxation rule is used), and that highlighting through the engine gives the same tokens.
 *
 * The TypeScript patterns of 1.5 KB+ carry their prefilters in the generated grammars
 * (`generated/*.ts`), so the page never derives them; docs/performance.md ("Why the renderer is
 * built the way it is") gives what they save.
 */

/** A parsed node of a legacy (no `u`/`v` flag) JavaScript pattern; `written`: its {@link exact} text, once computed. */
type Node = { written?: string | null } & (
  | { kind: 'alt'; branches: Node[][] }
  | { kind: 'atom'; text: string }
  | { kind: 'assert'; text: string }
  | { kind: 'backref' }
  | { kind: 'group'; body: Node }
  | { kind: 'look'; ahead: boolean; negative: boolean; body: Node }
  | { kind: 'quant'; body: Node; min: number; suffix: string }
);

/** Thrown by the parser on syntax it does not model (the pattern then gets no prefilter). */
class Unsupported extends Error {}

const QUANTIFIER = /(?:[*+?]|\{(\d+)(?:,(\d*))?\})\??/y;
const ESCAPE = /\\(?:x[\da-fA-F]{2}|u[\da-fA-F]{4}|c[A-Za-z]|0[0-7]{0,2}|[\s\S])/y;

/** Parse a legacy-syntax pattern (the ASCII forms are legacy) into {@link Node}s. */
function parse(source: string): Node {
  let i = 0;
  const disjunction = (): Node => {
    const branches: Node[][] = [[]];
    while (i < source.length && source[i] !== ')') {
      if (source[i] === '|') {
        i++;
        branches.push([]);
        continue;
      }
      branches[branches.length - 1]!.push(term());
    }
    return { kind: 'alt', branches };
  };
  const term = (): Node => {
    const start = i;
    const ch = source[i]!;
    let node: Node;
    if (ch === '^' || ch === '$') {
      i++;
      return { kind: 'assert', text: ch };
    }
    if (ch === '(') {
      let look: { ahead: boolean; negative: boolean } | undefined;
      if (source.startsWith('(?=', i) || source.startsWith('(?!', i)) look = { ahead: true, negative: source[i + 2] === '!' };
      else if (source.startsWith('(?<=', i) || source.startsWith('(?<!', i)) look = { ahead: false, negative: source[i + 3] === '!' };
      if (look) i += look.ahead ? 3 : 4;
      else if (source.startsWith('(?:', i)) i += 3;
      else if (source.startsWith('(?<', i)) i = source.indexOf('>', i) + 1; // named group
      else if (source[i + 1] === '?') throw new Unsupported('modifier group'); // (?i:…) changes flags inside
      else i++;
      const body = disjunction();
      if (source[i] !== ')') throw new Unsupported('unbalanced group');
      i++;
      node = look ? { kind: 'look', ...look, body } : { kind: 'group', body };
      // A quantified look-ahead (legacy syntax allows it) is left to the generic path below.
    } else if (ch === '[') {
      i++;
      if (source[i] === '^') i++;
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
      if (i >= source.length) throw new Unsupported('unterminated class');
      i++;
      node = { kind: 'atom', text: source.slice(start, i) };
    } else if (ch === '\\') {
      const next = source[i + 1];
      if (next === undefined) throw new Unsupported('trailing backslash');
      if (next === 'b' || next === 'B') {
        i += 2;
        return { kind: 'assert', text: source.slice(start, i) };
      }
      if (/[1-9]/.test(next)) {
        i += 2;
        while (/\d/.test(source[i] ?? '')) i++;
        node = { kind: 'backref' };
      } else if (next === 'k' && source[i + 2] === '<') {
        i = source.indexOf('>', i) + 1;
        node = { kind: 'backref' };
      } else {
        ESCAPE.lastIndex = i;
        const m = ESCAPE.exec(source)!;
        i += m[0].length;
        node = { kind: 'atom', text: m[0] };
      }
    } else if (ch === ')' || ch === '*' || ch === '+' || ch === '?') {
      throw new Unsupported(`unexpected ${ch}`);
    } else {
      i++;
      node = { kind: 'atom', text: ch };
    }
    QUANTIFIER.lastIndex = i;
    const q = QUANTIFIER.exec(source);
    if (q) {
      i += q[0].length;
      const min = q[0][0] === '+' ? 1 : q[0][0] === '{' ? Number(q[1]) : 0;
      return { kind: 'quant', body: node, min, suffix: q[0] };
    }
    return node;
  };
  const root = disjunction();
  if (i !== source.length) throw new Unsupported('unbalanced )');
  return root;
}

/**
 * The node written back out, every group non-capturing and no wrapper it does not need; `null` if it
 * holds a back-reference (group numbers change in a prefilter).
 */
function exact(node: Node): string | null {
  if (node.written === undefined) node.written = write(node);
  return node.written;
}

function write(node: Node): string | null {
  switch (node.kind) {
    case 'atom':
    case 'assert':
      return node.text;
    case 'backref':
      return null;
    case 'alt': {
      const parts: string[] = [];
      for (const branch of node.branches) {
        const written = branch.map(exact);
        if (written.includes(null)) return null;
        parts.push(written.join(''));
      }
      return parts.join('|');
    }
    case 'group': {
      const body = exact(node.body);
      if (body === null) return null;
      const alt = node.body as Extract<Node, { kind: 'alt' }>;
      return alt.branches.length === 1 ? body : `(?:${body})`;
    }
    case 'look': {
      const body = exact(node.body);
      return body === null ? null : `(?${node.ahead ? '' : '<'}${node.negative ? '!' : '='}${body})`;
    }
    case 'quant': {
      if (node.body.kind === 'atom') return `${node.body.text}${node.suffix}`;
      const body = exact(node.body.kind === 'group' ? node.body.body : node.body);
      return body === null ? null : `(?:${body})${node.suffix}`;
    }
  }
}

/** A relaxation: `src` matches wherever the node does; `whole` if it also ends where the node ends. */
interface Relaxed {
  src: string;
  whole: boolean;
}

const ANYTHING: Relaxed = { src: '', whole: false };

/**
 * Relax a sequence of nodes starting at `from` within `budget` characters: each node written out
 * exactly while it fits, then the first node that does not fit relaxed to what it starts with, and the
 * rest dropped (what follows a part that may end anywhere cannot be placed).
 */
function relaxSequence(nodes: readonly Node[], from: number, budget: number): Relaxed {
  let src = '';
  for (let k = from; k < nodes.length; k++) {
    const node = nodes[k]!;
    const written = exact(node);
    if (written !== null && written.length <= budget - src.length) {
      src += written;
      continue;
    }
    const left = budget - src.length;
    if (node.kind === 'quant' && node.min === 0) {
      // "x? rest" is "x rest | rest": the long optional part's start, or the rest without it.
      const inner = relaxNode(node.body, Math.floor(left / 2));
      const rest = relaxSequence(nodes, k + 1, left - inner.src.length - 6);
      if (!inner.src || !rest.src) return { src, whole: false };
      return { src: `${src}(?:${inner.src}|${rest.src})`, whole: false };
    }
    const relaxed = relaxNode(node, left);
    src += relaxed.src;
    if (!relaxed.whole) return { src, whole: false };
  }
  return { src, whole: true };
}

/** Relax one node within `budget` characters (see {@link relaxSequence}). */
function relaxNode(node: Node, budget: number): Relaxed {
  if (budget <= 0) return ANYTHING;
  const written = exact(node);
  if (written !== null && written.length <= budget) return { src: written, whole: true };
  switch (node.kind) {
    case 'alt': {
      if (node.branches.length === 1) return relaxSequence(node.branches[0]!, 0, budget);
      // A match takes one branch: the union of the branches' relaxations. Branches that fit an even
      // share of the budget are written whole; the others share what is left.
      const n = node.branches.length;
      const room = budget - n - 4;
      const sizes = node.branches.map((branch) => {
        const written = branch.map(exact);
        return written.includes(null) ? Infinity : written.join('').length;
      });
      const small = sizes.filter((size) => size <= room / n);
      const share = Math.floor((room - small.reduce((a, b) => a + b, 0)) / Math.max(1, n - small.length));
      const branches = node.branches.map((branch, k) => relaxSequence(branch, 0, sizes[k]! <= room / n ? sizes[k]! : share));
      if (branches.some((b) => !b.src)) return ANYTHING;
      return { src: `(?:${branches.map((b) => b.src).join('|')})`, whole: branches.every((b) => b.whole) };
    }
    case 'group':
      return relaxNode(node.body, budget);
    case 'look': {
      // Only a positive look-ahead is relaxed (a weaker condition at the same place, consuming
      // nothing); a long look-behind or negative look-around is dropped, which accepts more.
      if (!node.ahead || node.negative) return { src: '', whole: true };
      const body = relaxNode(node.body, budget - 4);
      return { src: body.src ? `(?=${body.src})` : '', whole: true };
    }
    case 'quant': {
      // At least `min` ≥ 1 repetitions: the first one's relaxation (min 0 is handled by the sequence).
      if (node.min === 0) return ANYTHING;
      const body = relaxNode(node.body, budget);
      return { src: body.src, whole: false };
    }
    default:
      return ANYTHING; // a back-reference (any text), or a character or assertion with no room left
  }
}

/** Patterns shorter than this are compiled as they are (a prefilter would not pay for itself). */
export const PREFILTER_MIN_LENGTH = 1500;

/**
 * Largest prefilter source written (characters). Measured on the TypeScript grammar's three largest
 * patterns (Node, 7 lines of the chat message): at 1200 the prefilters compiled in 0.4–0.6 ms (the
 * patterns 3–12 ms) and none passed a line its pattern failed on; at 600 two of them passed 2–3 of 7.
 */
export const PREFILTER_BUDGET = 1200;

/**
 * The source of a prefilter for a legacy-syntax pattern: a pattern that matches at every position
 * where `source` matches (with the same flags, minus `d`), much shorter. `null` when none is useful
 * (nothing is left after relaxing) or the pattern uses syntax the relaxation does not model
 * (`(?i:…)` modifier groups; malformed input).
 */
export function prefilterSource(source: string, budget = PREFILTER_BUDGET): string | null {
  let root: Node;
  try {
    root = parse(source);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
  const relaxed = relaxNode(root, budget);
  return relaxed.src ? relaxed.src : null;
}

/** What shiki's JavaScript scanner uses of a RegExp (it also reads `rawOptions`, absent here). */
export interface ScannerRegExp {
  lastIndex: number;
  readonly sticky: boolean;
  exec(string: string): RegExpExecArray | null;
  /** The prefilter's source: written ahead of time or derived on first use; `null` when there is none. */
  filterSource(): string | null;
}

const wrapped = new WeakMap<RegExp, RegExp | ScannerRegExp>();

/**
 * `regex` for shiki's JavaScript scanner, behind a prefilter when it is a long native RegExp (at least
 * {@link PREFILTER_MIN_LENGTH} characters, no `u`/`v` flag, not sticky, not an oniguruma-to-es
 * emulation; the ASCII forms of the fast path are such RegExps): `exec` first
 * searches with the prefilter from `lastIndex`, and when that finds nothing returns `null` (what
 * `regex` would return) without running `regex`, so V8 never compiles it for that line. Otherwise
 * (or when no prefilter can be derived) `regex` itself. `precomputed`: the prefilter written ahead of
 * time (`npm run precompile:grammars`; deriving one on the page costs 2–7 ms for a 6 KB pattern in
 * Node), used instead of deriving it. Cached per RegExp.
 */
export function withPrefilter(regex: RegExp, precomputed?: string | null): RegExp | ScannerRegExp {
  let out = wrapped.get(regex);
  if (out) return out;
  out = regex;
  // Only legacy syntax is modelled: a `u`/`v` RegExp (class set operations, `\p{…}`) is left as it is.
  const legacy = !/[uv]/.test(regex.flags);
  if (legacy && Object.getPrototypeOf(regex) === RegExp.prototype && regex.source.length >= PREFILTER_MIN_LENGTH && !regex.sticky) {
    // Derived on the first search, so patterns a document never reaches cost nothing.
    let source: string | null | undefined;
    let filter: RegExp | null | undefined;
    const filterSource = () => {
      if (source === undefined) source = precomputed !== undefined ? precomputed : prefilterSource(regex.source);
      return source;
    };
    out = {
      lastIndex: 0,
      sticky: false,
      filterSource,
      exec(string: string) {
        if (filter === undefined) {
          const written = filterSource();
          try {
            filter = written === null ? null : new RegExp(written, `${regex.flags.replace(/[dg]/g, '')}g`);
          } catch {
            filter = null; // a prefilter V8 rejects: run the pattern as it is
          }
        }
        if (filter) {
          filter.lastIndex = this.lastIndex;
          if (!filter.test(string)) {
            this.lastIndex = 0;
            return null;
          }
        }
        regex.lastIndex = this.lastIndex;
        const match = regex.exec(string);
        this.lastIndex = regex.lastIndex;
        return match;
      },
    };
  }
  wrapped.set(regex, out);
  return out;
}
