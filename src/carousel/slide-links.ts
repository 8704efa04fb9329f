/**
 * `useSlideLinks`: how each slide's `to` renders, resolved once per carousel (no link component
 * instance per slide).
 *
 * - vue-router installed in the app (found at run time on the app context: `$router` and the
 *   globally registered `RouterLink`) → `RouterLink` (absolute URLs stay plain anchors);
 * - no router → strings and `{ path, query, hash }` become `<a href>`; a named location renders no
 *   link and warns once in development;
 * - `javascript:`/`vbscript:`/`data:` URLs, unknown shapes and locations the router cannot resolve
 *   render no link (one development warning);
 * - no `to` → a plain `<div>`.
 * vue-router is never imported, so the package works without it.
 */
import { computed, getCurrentInstance, type Component, type ComputedRef } from 'vue';
import { warnOnce } from './dev';
import { carouselTheme } from './theme';
import { resolveLink, type ResolvedLink } from './url';

/** One slide's wrapper: render as `<component :is="link.is" v-bind="slideLinkProps(link, …)">`. */
export interface SlideLinkRender {
  /** `RouterLink`, `'a'` or `'div'` (no link). */
  is: Component | 'a' | 'div';
  /** `to` for `RouterLink`; `href` and `rel` for an anchor; nothing for a plain box. */
  attrs: Record<string, unknown>;
  /** Whether the wrapper is a link (only a link gets an accessible name of its own). */
  isLink: boolean;
}

interface RouterLike {
  resolve: (to: unknown) => { href: string };
}

const PLAIN: SlideLinkRender = { is: 'div', attrs: {}, isLink: false };

/**
 * The wrapper of every slide, in `items` order, recomputed when `items` changes. `owner` names the
 * component in development warnings. Call in `setup`.
 */
export function useSlideLinks(items: () => readonly { to?: unknown }[], owner: string): ComputedRef<SlideLinkRender[]> {
  const appContext = getCurrentInstance()?.appContext;
  const router = appContext?.config.globalProperties.$router as RouterLike | undefined;
  const routerLink = (appContext?.components.RouterLink ?? appContext?.components['router-link']) as Component | undefined;
  const hasRouter = typeof router?.resolve === 'function' && routerLink !== undefined;

  function render(to: unknown): SlideLinkRender {
    let resolved: ResolvedLink = resolveLink(to, hasRouter);
    if (resolved.kind === 'router') {
      try {
        router!.resolve(resolved.to);
        return { is: routerLink!, attrs: { to: resolved.to }, isLink: true };
      } catch (error) {
        resolved = { kind: 'none', warning: `the router cannot resolve "to" (${error instanceof Error ? error.message : String(error)}); the slide is not a link` };
      }
    }
    if (resolved.kind === 'anchor') {
      return { is: 'a', attrs: resolved.external ? { href: resolved.href, rel: 'noopener noreferrer' } : { href: resolved.href }, isLink: true };
    }
    if (resolved.warning) warnOnce(`[vue-addon-kit] ${owner}: ${resolved.warning}.`);
    return PLAIN;
  }

  return computed(() => items().map((item) => render(item.to)));
}

/**
 * The props of one slide's wrapper: the link's own (`to`, or `href` and `rel`), the focus-ring class,
 * `label` as the accessible name of a link whose content has no text of its own (`named` false; a
 * plain box gets none), and `tabindex="-1"` unless the slide is the carousel's one tab stop
 * (`tabbable`, the shell's slot prop). Attributes that do not apply are left out rather than set to
 * `undefined`: Vue removes an `undefined` attribute at mount, one DOM call per slide for nothing.
 */
export function slideLinkProps(link: SlideLinkRender, label: string, named: boolean, tabbable: boolean): Record<string, unknown> {
  const props: Record<string, unknown> = { ...link.attrs, class: carouselTheme.link };
  if (link.isLink && !named) props['aria-label'] = label;
  if (!tabbable) props.tabindex = -1;
  return props;
}
