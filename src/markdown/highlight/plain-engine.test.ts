/**
 * The fast engine is optional: with `fast-engine/` replaced by the plain engine (as deleting the
 * folder and changing the one import in `highlighter.ts` would do), the renderer still works and
 * renders the same HTML, tokens and colours included, as `fast-engine/fast-engine.test.ts` checks
 * the fast engine against (both compare with `__snapshots__/engines.html`).
 */
import { describe, expect, it, vi } from 'vitest';
import { PLAIN_ENGINE } from './engine';
import { renderEnginesDocument } from './engines.fixture';
import { FAST_ENGINE } from './fast-engine';

vi.mock('./fast-engine', async () => ({ FAST_ENGINE: (await import('./engine')).PLAIN_ENGINE }));

describe('the plain engine, without fast-engine/', () => {
  it('is the engine the highlighter gets (the fast engine module is never loaded)', () => {
    expect(FAST_ENGINE).toBe(PLAIN_ENGINE);
  });

  it('renders the same HTML as the fast engine, code colours included', { timeout: 60_000 }, async () => {
    const html = await renderEnginesDocument();
    expect(html.match(/<span style="--shiki-/g)?.length).toBeGreaterThan(100);
    await expect(html).toMatchFileSnapshot('./__snapshots__/engines.html');
  });
});
