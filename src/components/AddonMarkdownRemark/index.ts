export { default as AddonMarkdownRemark } from './AddonMarkdownRemark.vue';
export * from './types';
export { renderMarkdown, createMarkdownRenderer, escapeHtml, COPY_LABEL, BLOCK_CACHE_SIZE } from './pipeline';
export type { RenderMarkdownOptions, MarkdownRenderer, MarkdownRendererOptions, RenderCallOptions } from './pipeline';
export { createSanitizer, type Sanitizer } from './sanitize';
export { resolveLangs, resolveBundledLang, PLAIN_LANGS } from './langs';
export { copyText } from './clipboard';
