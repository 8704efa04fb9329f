/**
 * The fast engine renders what the plain engine renders: both compare with `../__snapshots__/engines.html`
 * (see `../plain-engine.test.ts`).
 */
import { describe, expect, it } from 'vitest';
import { PLAIN_ENGINE } from '../engine';
import { renderEnginesDocument } from '../engines.fixture';
import { FAST_ENGINE } from './index';

describe('the fast engine', () => {
  it('is not the plain engine', () => {
    expect(FAST_ENGINE).not.toBe(PLAIN_ENGINE);
    expect(FAST_ENGINE.importGrammar).toBeTypeOf('function');
  });

  it('renders the same HTML as the plain engine, code colours included', { timeout: 60_000 }, async () => {
    await expect(await renderEnginesDocument()).toMatchFileSnapshot('../__snapshots__/engines.html');
  });
});
