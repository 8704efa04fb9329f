/** Pages of bench/vite.config.ts built each on its own (see pages.mjs). */
export declare const SOLO_PAGES: readonly string[];
/** Where a solo page is served from, relative to `.bench/dist/`. */
export declare function soloPath(page: string): string;
