/**
 * `useBreakpointStyle`: the per-instance stylesheet of {@link breakpointCss} for a carousel shell,
 * and `CarouselBreakpointStyle`, the `<style>` element that carries it in the server HTML and, when
 * hydrating that HTML, on the client (a carousel the client mounts alone has none: it is measured
 * before its first paint).
 *
 * The stylesheet is scoped by the instance's `useId()` (stable between server and client, so the
 * hydrated `<style>` matches the server's), written into the component's own markup (works in
 * plain Vue SSR, Nuxt and `nuxi generate` without a head manager), and carries the nonce an app
 * provides under {@link CAROUSEL_STYLE_NONCE} for a Content-Security-Policy with `style-src
 * 'nonce-…'`.
 */
import { computed, defineComponent, h, inject, useId, watch, type InjectionKey, type PropType } from 'vue';
import { showsServerHtml } from '../mount-kind';
import { breakpointCss, SCOPE_ATTR, SIZED_ATTR } from './breakpoint-css';
import type { ForwardedCarouselProps } from './options';

/**
 * Injection key of the nonce the carousels put on their breakpoint `<style>` elements:
 * `app.provide(CAROUSEL_STYLE_NONCE, nonce)` with the nonce of the page's `style-src` directive.
 * Without it the `<style>` has no nonce (fine without a CSP, or with `style-src 'unsafe-inline'`,
 * which vue3-carousel's inline slide styles need anyway). A non-string value is ignored.
 */
export const CAROUSEL_STYLE_NONCE: InjectionKey<string> = Symbol('vak-carousel-style-nonce');

/** Inputs of {@link useBreakpointStyle}, read as getters so the stylesheet follows changes. */
export interface BreakpointStyleSource {
  /** The props forwarded to vue3-carousel. */
  props: () => ForwardedCarouselProps;
  /** Number of slides. */
  count: () => number;
  /** vue3-carousel's start index (`modelValue`). */
  start: () => number;
  /** True once vue3-carousel has measured its slides (`data.slideSize > 0`): its own transform applies. */
  sized: () => boolean;
  /** The element `rootAttrs` is bound on (undefined before mount). */
  root: () => HTMLElement | undefined;
}

/**
 * Scoped breakpoint CSS for one carousel: bind `rootAttrs` on the element that holds vue3-carousel's
 * `.carousel` section and render `<CarouselBreakpointStyle :css="css" :nonce="nonce" />` inside it.
 * {@link SIZED_ATTR} is set on that element directly once vue3-carousel has measured (never in the
 * server HTML): a re-render of the whole carousel for one attribute would render every slide again.
 * Call in `setup` (uses `useId` and `inject`).
 */
export function useBreakpointStyle(source: BreakpointStyleSource) {
  const id = useId();
  const provided = inject(CAROUSEL_STYLE_NONCE, undefined);
  const nonce = typeof provided === 'string' && provided ? provided : undefined;
  // Painted before vue3-carousel measures: server HTML is shown before any script runs, and hydrating
  // it must match. A carousel the client mounts alone is measured in its mounted hook, before its
  // first paint, and needs no stylesheet.
  const needed = showsServerHtml();
  const css = computed(() => (needed ? breakpointCss({ id, props: source.props(), count: source.count(), start: source.start() }) : ''));
  const rootAttrs = { [SCOPE_ATTR]: id.replace(/[^\w:-]/g, '') };
  watch([source.sized, source.root], ([sized, root]) => root?.toggleAttribute(SIZED_ATTR, sized), { flush: 'post' });
  return { css, nonce, rootAttrs };
}

/** A `<style>` element holding `css` (nothing when `css` is empty). */
export const CarouselBreakpointStyle = defineComponent({
  name: 'CarouselBreakpointStyle',
  props: {
    /** The stylesheet (from {@link useBreakpointStyle}). */
    css: { type: String, required: true },
    /** CSP nonce for the element. */
    nonce: { type: String as PropType<string | undefined>, default: undefined },
  },
  setup(props) {
    return () => (props.css ? h('style', { nonce: props.nonce, innerHTML: props.css }) : null);
  },
});
