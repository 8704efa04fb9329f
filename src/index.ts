import './styles.css';
/**
 * vue-addon-kit — everything. Prefer the per-feature entry points (`vue-addon-kit/carousel`,
 * `vue-addon-kit/markdown`) in apps that use only one feature.
 */
export * from './components/BaseProse';
export * from './components/AddonMarkdownRemark';
