/** What the browser entries (SPA and hydration) and the server entry share: icons and routes. */
import { addCollection } from 'vue-addon-kit/carousel';
import phIcons from 'virtual:ph-icons';
import { createRouter, type RouteRecordRaw, type RouterHistory } from 'vue-router';

/** Icons render offline from the bundled JSON: `@iconify/vue` never calls the Iconify API. */
export function registerIcons(): void {
  addCollection(phIcons);
}

/** Every page is its own chunk: the carousel page must not load the markdown stack. */
export const routes: RouteRecordRaw[] = [
  { path: '/', component: () => import('./pages/HomePage.vue') },
  { path: '/carousel', component: () => import('./pages/CarouselPage.vue') },
  { path: '/markdown', component: () => import('./pages/MarkdownPage.vue') },
  { path: '/all', component: () => import('./pages/AllPage.vue') },
  { path: '/team/:name', component: () => import('./pages/MemberPage.vue') },
];

export function createAppRouter(history: RouterHistory) {
  return createRouter({ history, routes });
}
