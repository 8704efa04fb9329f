import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warnOnce as carouselWarnOnce } from './carousel/dev';
import { warnEntryOnce } from './markdown/highlight/langs';
import { resetWarnings, warnOnce } from './dev';

describe('development warnings (one isDev, one warnOnce for every component)', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetWarnings();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
  });

  it('prints a message once per page, keyed by the message or by an object’s identity', () => {
    warnOnce('bad option');
    warnOnce('bad option');
    const entry = { name: 'broken' };
    warnOnce('first message about the entry', entry);
    warnOnce('second message about the same entry', entry);
    warnOnce('another entry', { name: 'broken' });
    expect(warn.mock.calls.map((c: unknown[]) => c[0])).toEqual(['bad option', 'first message about the entry', 'another entry']);
  });

  it('the carousels and the markdown component share it (one warning table, one reset)', () => {
    expect(carouselWarnOnce).toBe(warnOnce);
    const lang = { name: 'x' };
    warnEntryOnce(lang, 'unknown language');
    warnEntryOnce(lang, 'unknown language');
    carouselWarnOnce('[vue-addon-kit] AddonCarouselTeam: bad option');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenNthCalledWith(1, '[AddonMarkdownRemark] unknown language');
    resetWarnings();
    warnEntryOnce(lang, 'unknown language');
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
