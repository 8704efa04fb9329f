import './styles.css';
/**
 * vue-addon-kit — everything: BaseProse, AddonMarkdownRemark and the carousels with their types
 * and helpers. Apps that use one feature can import `vue-addon-kit/carousel` or
 * `vue-addon-kit/markdown` instead (with Vite or Rollup the root entry is tree-shakeable too: `sideEffects`
 * is CSS only; esbuild's code splitting puts the markdown code in a chunk the carousels load).
 */
export * from './markdown';
export * from './carousel';
