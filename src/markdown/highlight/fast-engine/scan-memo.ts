/**
 * Scan memo: shiki tokenises a code block once per theme (`codeToTokens` with `themes` runs the
 * grammar for the light theme, then again for the dark one), and the second pass asks the scanners the
 * same questions in the same order as the first: the grammar's matches depend on the line and the
 * position, never on the theme. This engine wrapper logs each search of the first pass and replays
 * the log in the second instead of running the regexes again.
 *
 * A logged answer is returned only for a search with the same scanner, line text, position and
 * options (a search is a pure function of those), so a replay is exactly what a fresh search returns;
 * any other search runs normally. The log is dropped in a microtask after its first entry, so it lives
 * for the synchronous `codeToTokens` call that wrote it and never across an `await`: a concurrent
 * render cannot see it.
 */
import type { PatternScanner, RegexEngine } from 'shiki/core';

type Match = ReturnType<PatternScanner['findNextMatchSync']>;

interface Search {
  scanner: PatternScanner;
  content: string;
  start: number;
  options: unknown;
  match: Match;
}

/** `inner` with the searches of the current synchronous run logged and replayed. */
export function createScanMemoEngine(inner: RegexEngine): RegexEngine {
  let log: Search[] = [];
  /** Index of the logged search the next call is expected to repeat. */
  let next = 0;
  let clearQueued = false;
  const same = (s: Search | undefined, scanner: PatternScanner, content: string, start: number, options: unknown) =>
    s !== undefined && s.scanner === scanner && s.start === start && s.options === options && s.content === content;

  return {
    createScanner(patterns) {
      const scanner = inner.createScanner(patterns);
      return {
        findNextMatchSync(string, start, options) {
          const content = typeof string === 'string' ? string : string.content;
          // The next search of a replay, or the first search of a new pass over the same block.
          if (same(log[next], scanner, content, start, options)) return log[next++]!.match;
          if (next !== 1 && same(log[0], scanner, content, start, options)) {
            next = 1;
            return log[0]!.match;
          }
          const match = scanner.findNextMatchSync(string, start, options);
          log.push({ scanner, content, start, options, match });
          next = log.length;
          if (!clearQueued) {
            clearQueued = true;
            queueMicrotask(() => {
              log = [];
              next = 0;
              clearQueued = false;
            });
          }
          return match;
        },
      };
    },
    createString: (content) => inner.createString(content),
  };
}
