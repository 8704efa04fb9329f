import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_MAX_CHARS, placeholderText } from './placeholder';

describe('placeholderText', () => {
  it('keeps a source of at most the limit as it is', () => {
    const source = 'a\n'.repeat(PLACEHOLDER_MAX_CHARS / 2);
    expect(placeholderText(source)).toBe(source);
  });

  it('keeps the whole lines that fit and marks the cut', () => {
    const source = 'line of text\n'.repeat(1000);
    const text = placeholderText(source, 100);
    expect(text).toBe(`${'line of text\n'.repeat(7).slice(0, -1)}\n…`);
    expect(source.startsWith(text.slice(0, -2))).toBe(true);
  });

  it('cuts a first line longer than the limit at the limit, not inside a surrogate pair', () => {
    expect(placeholderText('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}\n…`);
    const emoji = `${'x'.repeat(9)}😀${'y'.repeat(40)}`; // the pair sits at 9–10
    expect(placeholderText(emoji, 10)).toBe(`${'x'.repeat(9)}\n…`);
  });
});
