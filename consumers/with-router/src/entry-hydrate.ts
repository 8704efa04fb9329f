// ssr.html's entry: hydrates the markup tests/consumers/apps.test.ts rendered with entry-server.ts.
import 'vue-addon-kit/style.css';
import { createSSRApp } from 'vue';
import { createWebHistory } from 'vue-router';
import App from './App.vue';
import { createAppRouter, registerIcons } from './app';

registerIcons();
const router = createAppRouter(createWebHistory());
const app = createSSRApp(App).use(router);
void router.isReady().then(() => app.mount('#app'));
