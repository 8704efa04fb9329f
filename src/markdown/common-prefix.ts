/** Length of the common prefix of `a` and `b`. */
export function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  if (a.length <= b.length ? b.startsWith(a) : a.startsWith(b)) return n;
  let lo = 0;
  let hi = n;
  // Binary search with native comparisons (a character loop is slower on long texts).
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (a.slice(lo, mid) === b.slice(lo, mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
