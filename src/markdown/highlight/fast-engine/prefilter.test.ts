/**
 * A prefilter may only ever say "the pattern cannot match here": it must match wherever its pattern
 * does (checked on every grammar pattern in `ascii-fast-path.test.ts`), and when it rejects a line the
 * large pattern is not run at all.
 */
import { describe, expect, it, vi } from 'vitest';
import { asciiRegExp, asciiScannerRegExp } from './ascii-fast-path';
import { PREFILTER_MIN_LENGTH, prefilterSource, withPrefilter } from './prefilter';

describe('prefilterSource', () => {
  it('writes a pattern that fits the budget back as it is, groups non-capturing', () => {
    expect(prefilterSource('(a|b)c+(?<n>d)?(?=e)')).toBe('(?:a|b)c+(?:d)?(?=e)');
  });

  it('cuts a long group after what it must start with, and drops what follows it', () => {
    // The alternation does not fit 12 characters: each branch keeps its start, and `z` (which would
    // come after a part of unknown length) is dropped.
    expect(prefilterSource('x(?:abcdef|ghijkl)z', 12)).toBe('x(?:ab|gh)');
  });

  it('splits a long optional part into "its start, or what follows it"', () => {
    expect(prefilterSource('(?:abcdefghij)?xyz', 14)).toBe('(?:abcdefg|x)');
  });

  it('keeps a long look-ahead as a weaker look-ahead and drops a long look-behind or negative look-around', () => {
    expect(prefilterSource('a(?=bcdefghijklmnop)', 10)).toBe('a(?=bcdef)');
    expect(prefilterSource('(?<=abcdefghijklmnop)a', 10)).toBe('a');
    expect(prefilterSource('a(?!bcdefghijklmnop)c', 10)).toBe('ac');
  });

  it('stops at a back-reference (the text it matches is unknown)', () => {
    expect(prefilterSource('(a)b\\1c')).toBe('ab');
    expect(prefilterSource('\\1abc')).toBeNull();
  });

  it('gives up on modifier groups and malformed patterns', () => {
    expect(prefilterSource('a(?i:b)')).toBeNull();
    expect(prefilterSource('a(b')).toBeNull();
    expect(prefilterSource('a)b')).toBeNull();
  });
});

describe('withPrefilter', () => {
  it("rejects a line without running the pattern, and returns the pattern's own result otherwise", async () => {
    // The TypeScript grammar's "name = function or arrow function" look-ahead (2.6 KB), as the page
    // scans ASCII lines with it: its ASCII form, with the prefilter the generated grammar carries.
    const grammars = (await import('./generated/typescript')).default;
    const found: RegExp[] = [];
    JSON.stringify(grammars, (_, value: unknown) => {
      if (value instanceof RegExp && value.source.startsWith('(?:(?:(\\.)|(\\?\\.(?!')) found.push(value);
      return value;
    });
    const form = asciiRegExp(found[0]!);
    expect(form.source.length).toBeGreaterThan(PREFILTER_MIN_LENGTH);
    const wrapped = asciiScannerRegExp(found[0]!);
    expect(wrapped).not.toBe(form);
    const exec = vi.spyOn(form, 'exec');

    for (const line of ['  const value = ref(source());\n', "import { ref, watch } from 'vue';\n"]) {
      wrapped.lastIndex = 0;
      expect(wrapped.exec(line)).toBeNull();
    }
    expect(exec).not.toHaveBeenCalled();

    for (const line of ['const f = (a) => a + 1;\n', 'x.handler = async function () {}\n']) {
      wrapped.lastIndex = 0;
      const got = wrapped.exec(line);
      const want = new RegExp(form.source, form.flags).exec(line);
      expect(want).not.toBeNull();
      expect(got && [got.index, ...got.indices!]).toEqual([want!.index, ...want!.indices!]);
    }
    expect(exec).toHaveBeenCalledTimes(2);
  });

  it('leaves short, sticky, Unicode-flag and emulated RegExps alone', () => {
    const short = /abc/g;
    expect(withPrefilter(short)).toBe(short);
    const long = 'a'.repeat(PREFILTER_MIN_LENGTH);
    const sticky = new RegExp(long, 'y');
    expect(withPrefilter(sticky)).toBe(sticky);
    const unicode = new RegExp(`[[a-z]--[aeiou]]${long}`, 'v');
    expect(withPrefilter(unicode)).toBe(unicode);
    class Emulated extends RegExp {}
    const emulated = new Emulated(long, 'g');
    expect(withPrefilter(emulated)).toBe(emulated);
  });
});
