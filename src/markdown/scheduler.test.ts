/** Slices of the markdown pipeline (`createPause`): when a pause gives the main thread back. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPause } from './scheduler';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createPause', () => {
  it('starts a new slice before a step that would overrun the budget, and lets a longer step run alone', async () => {
    let clock = 1_000_000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    let waits = 0;
    const pause = createPause(undefined, 10, async () => {
      waits++;
    });
    await pause(); // the shared slice began long ago: a new one starts now
    expect(waits).toBe(1);

    clock += 2;
    await pause(5); // 2 + 5 ms fit in the budget of 10
    expect(waits).toBe(1);
    await pause(9); // 2 + 9 ms do not
    expect(waits).toBe(2);
    await pause(30); // longer than any slice: it runs in the one that has just begun
    expect(waits).toBe(2);

    clock += 30;
    await pause(); // the budget is spent
    expect(waits).toBe(3);
    await pause();
    expect(waits).toBe(3);
  });

  it('rejects with the signal’s reason after a wait once the render is aborted', async () => {
    let clock = 2_000_000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const controller = new AbortController();
    const pause = createPause(controller.signal, 10, async () => {});
    await pause();
    controller.abort(new Error('superseded'));
    clock += 20;
    await expect(pause()).rejects.toThrow('superseded');
  });
});

describe('yieldToMain', () => {
  it('resumes yields in the order they were made, all through one channel, and leaves no listening port behind', async () => {
    vi.stubGlobal('setImmediate', undefined); // the browser's path
    const Native = globalThis.MessageChannel;
    let channels = 0;
    vi.stubGlobal(
      'MessageChannel',
      class extends Native {
        constructor() {
          super();
          channels++;
        }
      },
    );
    vi.resetModules();
    const { yieldToMain } = await import('./scheduler');
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        await yieldToMain();
        order.push(i);
        await yieldToMain();
        order.push(100 + i);
      }),
    );
    vi.unstubAllGlobals();
    expect(order).toEqual([...Array.from({ length: 50 }, (_, i) => i), ...Array.from({ length: 50 }, (_, i) => 100 + i)]);
    expect(channels).toBe(1);
    expect(process.getActiveResourcesInfo()).not.toContain('MessagePort');
  });
});
