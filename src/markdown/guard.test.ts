import { describe, expect, it } from 'vitest';
import { exceedsNesting, MAX_NESTING } from './guard';

describe('exceedsNesting', () => {
  it('accepts ordinary documents, including deep-but-reasonable nesting', () => {
    expect(exceedsNesting('# Title\n\n> quote\n> > nested\n\n- a\n  - b\n    - c\n\n```\n        indented code\n```')).toBe(false);
    expect(exceedsNesting(`${'> '.repeat(MAX_NESTING)}ok`)).toBe(false);
    expect(exceedsNesting(Array.from({ length: MAX_NESTING }, (_, i) => `${'  '.repeat(i)}- item`).join('\n'))).toBe(false);
    // Deep indentation without a container marker is code or text, not nesting.
    expect(exceedsNesting(`${' '.repeat(1000)}text`)).toBe(false);
  });

  it('flags quotes, list levels and mixed containers beyond the limit', () => {
    expect(exceedsNesting(`${'> '.repeat(MAX_NESTING + 1)}deep`)).toBe(true);
    expect(exceedsNesting(`${'>'.repeat(5000)}deep`)).toBe(true);
    expect(exceedsNesting(Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n'))).toBe(true);
    expect(exceedsNesting(Array.from({ length: 200 }, (_, i) => `${'   '.repeat(i)}1. item`).join('\n'))).toBe(true);
    expect(exceedsNesting(`${'> - '.repeat(40)}x`)).toBe(true);
    expect(exceedsNesting(`text\n${'\t'.repeat(40)}- item`)).toBe(true);
  });
});
