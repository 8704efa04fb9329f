/**
 * The scan memo: with two themes, the dark pass runs no regex search of its own (every search of the
 * light pass is replayed), and the tokens are those of the wrapped engine alone.
 */
import { createHighlighterCore, type RegexEngine } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { describe, expect, it } from 'vitest';
import { createScanMemoEngine } from './scan-memo';

const CODE = [
  'import { ref } from "vue";',
  'export function greet(name: string): string {',
  '  const count = ref(0); // a comment',
  '  return `Hello, ${name} (${count.value})`;',
  '}',
].join('\n');

/** shiki's JavaScript engine, counting the searches it runs. */
function countingEngine() {
  const inner = createJavaScriptRegexEngine({ forgiving: true });
  const counter = { searches: 0 };
  const engine: RegexEngine = {
    createScanner(patterns) {
      const scanner = inner.createScanner(patterns);
      return {
        findNextMatchSync(string, start, options) {
          counter.searches++;
          return scanner.findNextMatchSync(string, start, options);
        },
      };
    },
    createString: (content) => inner.createString(content),
  };
  return { engine, counter };
}

async function highlighter(engine: RegexEngine) {
  return createHighlighterCore({
    engine,
    langs: [import('@shikijs/langs/typescript')],
    themes: [import('@shikijs/themes/github-light-default'), import('@shikijs/themes/github-dark-default')],
  });
}

describe('scan memo', () => {
  it('the second theme pass replays the first pass searches (half the searches), same tokens', async () => {
    const plain = countingEngine();
    const memo = countingEngine();
    const direct = await highlighter(plain.engine);
    const memoised = await highlighter(createScanMemoEngine(memo.engine));
    const options = { lang: 'typescript', themes: { light: 'github-light-default', dark: 'github-dark-default' }, defaultColor: false } as const;

    plain.counter.searches = 0;
    memo.counter.searches = 0;
    const expected = direct.codeToTokens(CODE, options).tokens;
    const actual = memoised.codeToTokens(CODE, options).tokens;

    expect(actual).toEqual(expected);
    expect(plain.counter.searches).toBeGreaterThan(50);
    expect(memo.counter.searches).toBe(plain.counter.searches / 2);
  });

  it('forgets its log after the synchronous run: a later call searches again', async () => {
    const memo = countingEngine();
    const memoised = await highlighter(createScanMemoEngine(memo.engine));
    const options = { lang: 'typescript', theme: 'github-light-default' } as const;
    memo.counter.searches = 0;
    memoised.codeToTokens(CODE, options);
    const once = memo.counter.searches;
    await Promise.resolve();
    memoised.codeToTokens(CODE, options);
    expect(memo.counter.searches).toBe(2 * once);
  });
});
