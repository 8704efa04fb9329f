/**
 * The peers, each set up the way its documentation shows, with the same grammars and themes as ours.
 * One module per peer, so a cold page downloads only its own pipeline.
 */
export { markdownItPipeline } from './peers/markdown-it';
export { markedFreshPipeline } from './peers/marked-fresh';
export { markedPurifyPipeline } from './peers/marked-purify';
export { unifiedPipeline } from './peers/unified';
