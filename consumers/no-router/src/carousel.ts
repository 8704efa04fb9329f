// carousel.html: the carousels alone. Its chunks must hold no marked, shiki or DOMPurify code.
import 'vue-addon-kit/style.css';
import { createApp } from 'vue';
import CarouselApp from './CarouselApp.vue';
import { registerIcons } from './icons.js';

registerIcons();
createApp(CarouselApp).mount('#app');
