/**
 * Development warnings for the carousels and the value checks they share, framework-free. A warning
 * is printed at most once per distinct message per page (two carousels with the same bad value share
 * one warning), and never in production builds (`warnOnce` of `src/dev.ts`).
 */
export { describeValue, resetWarnings, warnOnce } from '../dev';

/** Receives one development warning (already prefixed). Tests pass their own to collect messages. */
export type Warn = (message: string) => void;

/** True for an object that is not an array (options objects, slide items, route locations). Not `null`. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
