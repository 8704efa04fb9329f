import './styles.css';
/**
 * vue-addon-kit — everything: BaseProse, AddonMarkdownRemark and the carousels with their types
 * and helpers. Apps that use one feature can import `vue-addon-kit/carousel` or
 * `vue-addon-kit/markdown` instead (the root entry is tree-shakeable too: `sideEffects` is CSS only).
 */
export * from './markdown';
export * from './carousel';
