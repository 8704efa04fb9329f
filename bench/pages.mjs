/**
 * Pages of bench/vite.config.ts built each on its own (`BENCH_PAGE=<name>`, into
 * `.bench/dist/solo/<name>/`), as an app that uses only that renderer would ship them: built with the
 * other pages, a cold page shares chunks with them (ours downloaded the peers' hast serialiser from a
 * chunk that shiki's code shared with it). bench/run.mjs builds and visits them there.
 */
export const SOLO_PAGES = ['defaults', 'cold-ours', 'cold-oursComponent', 'cold-markdownIt', 'cold-unified', 'cold-markedFresh'];

/** Where a solo page is served from, relative to `.bench/dist/`. */
export const soloPath = (page) => `solo/${page}/${page}.html`;
