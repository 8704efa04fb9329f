import tailwindcss from '@tailwindcss/vite';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// Shared by Storybook (its Vite builder reads this file) and Vitest.
export default defineConfig({
  plugins: [vue(), tailwindcss()],
});
