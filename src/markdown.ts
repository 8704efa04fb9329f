import './styles.css';
/**
 * vue-addon-kit/markdown — the markdown renderer and its typography wrapper, without the carousels.
 * `AddonMarkdownRemark` renders markdown with marked + shiki, sanitised, inside `BaseProse`; the
 * framework-free helpers (`renderMarkdown`, `createSanitizer`, …) run the same pipeline without Vue.
 */
export * from './components/BaseProse';
export * from './components/AddonMarkdownRemark';
