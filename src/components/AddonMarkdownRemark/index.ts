export { default as AddonMarkdownRemark } from './AddonMarkdownRemark.vue';
export * from './types';
export { renderMarkdown, clearBlockCache, highlightCallCount, escapeHtml, COPY_LABEL, BLOCK_CACHE_SIZE } from './pipeline';
export type { RenderMarkdownOptions } from './pipeline';
export { createSanitizer, type Sanitizer } from './sanitize';
export { highlighterInstanceCount, loadedLanguages } from './highlighter';
export { resolveLangs, resolveBundledLang, PLAIN_LANGS } from './langs';
export { copyText } from './clipboard';
