/**
 * A lazily started load shared by every caller (framework-free: no Vue import).
 *
 * `loadOnce(load)` returns a function that starts `load` on its first call and gives every later
 * call the same promise. A load that rejects is forgotten before its callers see the rejection, so
 * the next call starts it again: a chunk download that failed (offline, a deploy that replaced the
 * chunk) is retried by a later render instead of failing every render after it.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    if (!promise) {
      const started = load();
      promise = started;
      // Registered before any caller's handler, so it runs first.
      started.catch(() => {
        if (promise === started) promise = undefined;
      });
    }
    return promise;
  };
}
