/// <reference types="vite/client" />

declare module 'virtual:ph-icons' {
  import type { IconifyJSON } from '@iconify/vue';
  const icons: IconifyJSON;
  export default icons;
}
