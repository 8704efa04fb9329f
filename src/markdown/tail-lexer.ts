/**
 * Incremental lexing of a document that grows or changes near its end (framework-free: no Vue import).
 * The pipeline lexes through it for documents lexed by its shared marked instance.
 *
 * While an answer streams in, each new source is the previous one plus a few characters (or, while
 * `streaming` completes it for display, the previous one with its last few characters changed).
 * Changing the text after some point can change only the last top-level block that ends before that
 * point (it may continue a paragraph, turn it into a setext heading, grow a list, a table, a fence)
 * and the blocks after it, and the list before that block when the block becomes an item of it
 * (`1. a\n\n2` → `1. a\n\n2. b`), never the blocks before them — with one exception: a link
 * reference definition changes the inline tokens of every block that uses its label. So
 * {@link createTailLexer}'s `lex` keeps the previous tokens up to (not including) the last non-space
 * token that ends before the first changed character (or that list), and lexes only the text from
 * there, with the link definitions found so far. Work per chunk then depends on the length of the
 * last block, not of the document.
 *
 * It lexes the whole source when no remembered source shares a block with it, when the remembered
 * tokens' `raw` texts do not add up to their source (an extension rewrote it), or when the removed or
 * the new text holds a line that could be a definition (`[label]:`, `[^label]:`). It remembers the
 * last {@link TAIL_LEXER_STATES} sources, so components sharing one renderer (several answers
 * streaming at once) each find their own previous source.
 *
 * Extensions: only the lexer runs here. A `walkTokens` hook must run on the tokens from `fresh` on
 * (the others are the previous call's objects, already walked). Extensions whose tokenizers keep
 * document state between calls (marked-footnote) must not be used with it. `tail-lexer.test.ts`
 * checks it token for token against a full lex for every 4-character prefix of the fixtures, with
 * their display completion, and for edits.
 */
import type { Marked, Token, TokensList } from 'marked';
import { normaliseSource } from './lex-slices';
import { commonPrefix } from './common-prefix';

/** A line that may be a link reference or footnote definition (then the whole source is lexed). */
const DEFINITION = /^ {0,3}\[[^\]\n]*\]:/m;

/** A list item's marker at the start of a text (after blank lines). */
const LIST_ITEM_START = /^(?:[ \t]*\n)*[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t\n]|$)/;

/** Sources (with their tokens) a tail lexer remembers. */
export const TAIL_LEXER_STATES = 8;

/** What {@link TailLexer.lex} returns. */
export interface TailLex {
  /** Tokens of the source, as `marked.lexer(source)` returns them. */
  tokens: TokensList;
  /** Index of the first token lexed by this call; tokens before it are the previous call's objects. */
  fresh: number;
}

/** The tail lexer for one `Marked` instance (its options and block extensions). */
export interface TailLexer {
  /** Tokens of `source` (see {@link TailLex}); never throws what `marked.lexer` would not. */
  lex(source: string): TailLex;
  /**
   * As {@link TailLexer.lex} when a remembered source shares a block with `source`; `undefined`
   * when the whole source would have to be lexed (the caller lexes it its own way, e.g. in slices,
   * and hands the tokens to {@link TailLexer.remember}).
   */
  reuse(source: string): TailLex | undefined;
  /** Remember `tokens`, the whole-document tokens of `source`, for later calls. */
  remember(source: string, tokens: TokensList): void;
}

interface State {
  source: string;
  tokens: TokensList;
  /** `ends[i]`: offset in `source` where token `i` ends. */
  ends: number[];
}

/** A lexer that re-lexes only the changed end of a source (see the module comment). */
export function createTailLexer(marked: Marked): TailLexer {
  const states: State[] = [];

  const remember = (source: string, tokens: TokensList): void => {
    const ends: number[] = [];
    let at = 0;
    for (const token of tokens) ends.push((at += token.raw.length));
    // Tokens whose raw texts do not add up to the source cannot be cut; they are not remembered.
    const idx = states.findIndex((s) => s.source === source);
    if (idx >= 0) states.splice(idx, 1);
    if (at !== source.length) return;
    states.unshift({ source, tokens, ends });
    if (states.length > TAIL_LEXER_STATES) states.pop();
  };

  const reuse = (source: string): TailLex | undefined => {
    // The remembered source sharing the longest beginning with this one.
    let best: State | undefined;
    let shared = -1;
    for (const state of states) {
      if (state.source === source) {
        states.splice(states.indexOf(state), 1);
        states.unshift(state);
        return { tokens: state.tokens, fresh: state.tokens.length };
      }
      const n = commonPrefix(state.source, source);
      if (n > shared) [best, shared] = [state, n];
    }
    if (!best) return undefined;
    // Tokens that end before the first changed character, but the last non-space one of them.
    let keep = 0;
    while (keep < best.tokens.length && best.ends[keep]! <= shared) keep++;
    while (keep > 0 && best.tokens[keep - 1]!.type === 'space') keep--;
    if (keep > 0) keep--;
    // The block lexed again starts with a list item now: it may join the list before it.
    if (keep > 0 && LIST_ITEM_START.test(source.slice(best.ends[keep - 1]!))) {
      let list = keep;
      while (list > 0 && best.tokens[list - 1]!.type === 'space') list--;
      if (list > 0 && best.tokens[list - 1]!.type === 'list') keep = list - 1;
    }
    if (keep === 0) return undefined;
    const offset = best.ends[keep - 1]!;
    const tail = source.slice(offset);
    if (DEFINITION.test(tail) || DEFINITION.test(best.source.slice(offset))) return undefined;
    const lexer = new marked.Lexer(marked.defaults);
    Object.assign(lexer.tokens.links, best.tokens.links);
    const fresh = lexer.lex(tail);
    const tokens = [...best.tokens.slice(0, keep), ...fresh] as Token[] as TokensList;
    tokens.links = lexer.tokens.links;
    remember(source, tokens);
    return { tokens, fresh: keep };
  };

  return {
    lex(input) {
      const source = normaliseSource(input);
      const reused = reuse(source);
      if (reused) return reused;
      const tokens = marked.lexer(source);
      remember(source, tokens);
      return { tokens, fresh: 0 };
    },
    reuse: (input) => reuse(normaliseSource(input)),
    remember: (input, tokens) => remember(normaliseSource(input), tokens),
  };
}
