// index.html: every component of the kit, no router.
import 'vue-addon-kit/style.css';
import { createApp } from 'vue';
import App from './App.vue';
import { registerIcons } from './icons.js';

registerIcons();
createApp(App).mount('#app');
