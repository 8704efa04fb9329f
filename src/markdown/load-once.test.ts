import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('starts the load on the first call and shares its promise', async () => {
    const load = vi.fn(async () => 'kit');
    const get = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = [get(), get()];
    expect(a).toBe(b);
    await expect(a).resolves.toBe('kit');
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a rejected load before its callers see the rejection, so the next call loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('kit');
    const get = loadOnce(load as () => Promise<string>);
    // A caller that retries as soon as it sees the failure gets a new load, not the failed one.
    await expect(get().catch(() => get())).resolves.toBe('kit');
    expect(load).toHaveBeenCalledTimes(2);
    await expect(get()).resolves.toBe('kit');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
