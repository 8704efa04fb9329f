/** The case-6 adapter of the page being built: ours (bench/stream.vite.config.ts swaps in a peer's). */
export { mountOurs as mount } from './stream-ours';
