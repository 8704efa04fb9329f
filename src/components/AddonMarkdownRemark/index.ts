export { default as AddonMarkdownRemark } from './AddonMarkdownRemark.vue';
export * from './types';
export { renderMarkdown, createMarkdownRenderer, escapeHtml, COPY_LABEL, BLOCK_CACHE_SIZE } from '../../markdown/renderer';
export type { RenderMarkdownOptions, MarkdownRenderer, MarkdownRendererOptions, RenderCallOptions } from '../../markdown/renderer';
export { COPY_ATTR, createSanitizer, type Sanitizer, type SanitizerOptions } from '../../markdown/sanitize/sanitizer';
export { resolveLangs, resolveBundledLang, PLAIN_LANGS } from '../../markdown/highlight/langs';
export { copyText } from '../../markdown/dom/clipboard';
