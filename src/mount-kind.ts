/**
 * Whether the component being set up shows server HTML: rendered on the server, or hydrating HTML the
 * server rendered. Shared by components whose first client paint may differ from the server's only
 * when there is no server HTML to match (a carousel's breakpoint stylesheet, the markdown
 * component's busy placeholder).
 */
import { getCurrentInstance, inject, ssrContextKey } from 'vue';

/**
 * True on the server (no `window`, or the SSR context `vue/server-renderer` provides, also when it
 * runs in a browser) and while hydrating server HTML (Vue's hydration assigns the component's
 * `vnode.el` before it sets the component up; a client mount assigns it after). False for a component
 * the client mounts alone. Call in `setup` (uses `inject` and the current instance).
 */
export function showsServerHtml(): boolean {
  if (typeof window === 'undefined' || inject(ssrContextKey, null)) return true;
  return getCurrentInstance()?.vnode.el != null;
}
