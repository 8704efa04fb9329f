/**
 * Incremental lexing of a growing document (framework-free; not wired into the pipeline yet — a
 * proposal for `renderer.ts`, whose lexer call would become `tailLexer.lex(text)`).
 *
 * While an answer streams in, each new source is the previous one plus a few characters. Appending
 * text can change only the last top-level block (it may continue a paragraph, turn it into a setext
 * heading, grow a list, a table, a fence), never the blocks before it — with one exception: a link
 * reference definition (or a footnote definition) changes the inline tokens of every block that uses
 * its label. So {@link createTailLexer}'s `lex` keeps the previous tokens but the last non-space
 * one, and lexes only the text from that block's start, with the link definitions found so far. Work
 * per chunk then depends on the length of the last block, not of the answer.
 *
 * It lexes the whole source (and starts over) when the new source is not an extension of the previous
 * one, when the previous tokens' `raw` texts do not add up to the source (an extension rewrote it),
 * or when the new tail holds a line that could be a definition (`[label]:`, `[^label]:`).
 * `tail-lexer.test.ts` checks it against a full lex for every 4-character prefix of the fixtures.
 */
import type { Marked, Token, TokensList } from 'marked';

/** A line that may be a link reference or footnote definition (then the whole source is lexed). */
const DEFINITION = /^ {0,3}\[[^\]\n]*\]:/m;

/** The tail lexer for one `Marked` instance (its options and extensions). */
export interface TailLexer {
  /** Tokens of `source`, as `marked.lexer(source)` returns them. */
  lex(source: string): TokensList;
}

/** A lexer that re-lexes only the last block of a source that grew at its end (see the module comment). */
export function createTailLexer(marked: Marked): TailLexer {
  let previous = '';
  let tokens: TokensList | undefined;
  const full = (source: string) => {
    previous = source;
    tokens = marked.lexer(source);
    return tokens;
  };
  return {
    lex(input) {
      const source = input.replace(/\r\n|\r/g, '\n');
      if (!tokens || !source.startsWith(previous) || source === previous) return source === previous && tokens ? tokens : full(source);
      let last = tokens.length - 1;
      while (last >= 0 && tokens[last]!.type === 'space') last--;
      if (last < 0) return full(source);
      let offset = 0;
      for (let i = 0; i < last; i++) offset += tokens[i]!.raw.length;
      if (source.slice(0, offset) !== tokens.slice(0, last).map((t) => t.raw).join('')) return full(source);
      const tail = source.slice(offset);
      if (DEFINITION.test(tail)) return full(source);
      const lexer = new marked.Lexer(marked.defaults);
      Object.assign(lexer.tokens.links, tokens.links);
      const fresh = lexer.lex(tail);
      const next = [...tokens.slice(0, last), ...fresh] as Token[] as TokensList;
      next.links = lexer.tokens.links;
      previous = source;
      tokens = next;
      return next;
    },
  };
}
