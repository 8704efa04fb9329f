import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/vue3-vite';
import remarkGfm from 'remark-gfm';
import type { Plugin } from 'vite';

/** Absolute path of the repository (with a trailing slash), as it appears in docgen output. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The docs table's type information (vue-component-meta) records each component's `sourceFiles` as an
 * absolute path of the machine that built the catalog. The published catalog shows repository paths.
 */
function repositoryPaths(): Plugin {
  return {
    name: 'vak:repository-paths',
    enforce: 'post',
    renderChunk(code) {
      return code.includes(ROOT) ? { code: code.split(ROOT).join(''), map: null } : null;
    },
  };
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.ts', '../src/**/*.stories.ts'],
  addons: [
    {
      name: '@storybook/addon-docs',
      // GitHub-flavoured markdown in MDX pages (tables, task lists), as in the README.
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: {
    name: '@storybook/vue3-vite',
    options: { docgen: 'vue-component-meta' },
  },
  staticDirs: [{ from: '../stories/fixtures', to: '/fixtures' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (config) => ({ ...config, plugins: [...(config.plugins ?? []), repositoryPaths()] }),
};
export default config;
