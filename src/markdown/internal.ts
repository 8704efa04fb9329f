/**
 * Test and benchmark hooks of the markdown pipeline. Not exported from the package: tests and the
 * bench import this module directly.
 */
import { clearLineCache, tokeniseCallCount } from './highlight/code-frame';
import { clearSharedRenderers } from './renderer';

export { highlighterInstanceCount, loadedLanguages } from './highlight/highlighter';
export { configureMarked } from './github-markdown';
export { fenceNames, MARKED_OPTIONS } from './renderer';

/** How many code blocks were tokenised by shiki so far (cache hits are not counted). */
export function highlightCallCount(): number {
  return tokeniseCallCount();
}

/** Empty the shared renderers' block caches and the line cache (cold renders in tests and the bench). */
export function clearBlockCache(): void {
  clearSharedRenderers();
  clearLineCache();
}
