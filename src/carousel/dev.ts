/**
 * Development warnings for the carousels, framework-free. A warning is printed at most once per
 * distinct message per page (two carousels with the same bad value share one warning), and never in
 * production builds (`warnOnce` of `src/dev.ts`).
 */
export { resetWarnings, warnOnce } from '../dev';

/** Receives one development warning (already prefixed). Tests pass their own to collect messages. */
export type Warn = (message: string) => void;

/** A short, safe rendering of any value for a warning: strings quoted, long values cut. */
export function describeValue(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = JSON.stringify(value);
  else if (typeof value === 'function') text = 'a function';
  else if (typeof value === 'symbol' || typeof value === 'bigint') text = String(value);
  else if (value === undefined) text = 'undefined';
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = Object.prototype.toString.call(value);
    }
  }
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
