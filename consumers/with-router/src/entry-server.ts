// Server entry (`vite build --ssr`): renders one URL of the app to HTML, as Nuxt or any SSR host would.
import 'vue-addon-kit/style.css';
import { createSSRApp } from 'vue';
import { markdownServerPlugin } from 'vue-addon-kit/server';
import { createMemoryHistory } from 'vue-router';
import { renderToString } from 'vue/server-renderer';
import App from './App.vue';
import { createAppRouter, registerIcons } from './app';

export async function render(url: string): Promise<string> {
  registerIcons();
  const router = createAppRouter(createMemoryHistory());
  // The server sanitiser: AddonMarkdownRemark sends rendered, highlighted markdown in the HTML.
  const app = createSSRApp(App).use(router).use(markdownServerPlugin);
  await router.push(url);
  await router.isReady();
  return renderToString(app);
}
