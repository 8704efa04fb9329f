/**
 * Development-only diagnostics shared by every component, framework-free: whether this is a
 * development build, and a `console.warn` printed at most once per key per page (so ten carousels
 * with the same bad option, or one bad `langs` entry rendered a hundred times, print one warning).
 * Production builds print nothing.
 */

/**
 * True in development: `import.meta.env.DEV` under Vite on this package's own source (dev server,
 * Vitest, Storybook), else `process.env.NODE_ENV !== 'production'`, which is how the built package
 * decides (its build leaves `import.meta.env.DEV` unknown): an app's bundler replaces
 * `process.env.NODE_ENV` in dependencies (Vite, webpack and Nuxt: `"development"` in their dev
 * servers, `"production"` in builds), and Node reads it from the environment on a server. False where
 * neither exists (a page without a bundler).
 */
export function isDev(): boolean {
  const viteDev = (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env?.DEV;
  if (typeof viteDev === 'boolean') return viteDev;
  try {
    // Written out in full, so bundlers find and replace it.
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

let warnedKeys = new Set<string>();
let warnedObjects = new WeakSet<object>();

/**
 * `console.warn(message)` once per `key`, in development only. `key` defaults to the message itself;
 * an object or function key (a bad `langs` entry, a theme object) counts by identity, any other value
 * by its type and text.
 */
export function warnOnce(message: string, key: unknown = message): void {
  if (!isDev()) return;
  if (key !== null && (typeof key === 'object' || typeof key === 'function')) {
    if (warnedObjects.has(key)) return;
    warnedObjects.add(key);
  } else {
    const text = `${typeof key}:${String(key)}`;
    if (warnedKeys.has(text)) return;
    warnedKeys.add(text);
  }
  console.warn(message);
}

/**
 * A short, safe rendering of any value for a warning: strings quoted, numbers as written (`NaN`,
 * `Infinity` included), objects as JSON, long values cut to 80 characters.
 */
export function describeValue(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = JSON.stringify(value);
  else if (typeof value === 'function') text = 'a function';
  else if (typeof value === 'number' || typeof value === 'symbol' || typeof value === 'bigint') text = String(value);
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

/** Forget the warnings printed so far (tests). */
export function resetWarnings(): void {
  warnedKeys = new Set();
  warnedObjects = new WeakSet();
}
