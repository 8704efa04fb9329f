// The single-page app: client rendering with web history.
import 'vue-addon-kit/style.css';
import { createApp } from 'vue';
import { createWebHistory } from 'vue-router';
import App from './App.vue';
import { createAppRouter, registerIcons } from './app';

registerIcons();
createApp(App).use(createAppRouter(createWebHistory())).mount('#app');
