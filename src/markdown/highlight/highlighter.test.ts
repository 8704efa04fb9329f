/** The page highlighter's load bookkeeping. */
import { describe, expect, it } from 'vitest';
import { loadBundledLanguage, loadsInFlight } from './highlighter';

describe('loadsInFlight', () => {
  it('counts a grammar load from its start until it settles, once per grammar', async () => {
    const before = loadsInFlight();
    const load = loadBundledLanguage('toml');
    const again = loadBundledLanguage('toml');
    expect(loadsInFlight()).toBe(before + 1);
    expect(await load).toBe(true);
    expect(await again).toBe(true);
    expect(loadsInFlight()).toBe(before);
    expect(await loadBundledLanguage('no-such-language')).toBe(false);
    expect(loadsInFlight()).toBe(before);
  });
});
