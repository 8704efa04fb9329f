/**
 * A least-recently-used string cache bounded by entry count and by total characters (framework-free).
 * The markdown pipeline keeps only sanitised HTML in these caches.
 */
export class StringLru {
  private readonly map = new Map<string, string>();
  private chars = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  get size(): number {
    return this.map.size;
  }

  get(key: string): string | undefined {
    const hit = this.map.get(key);
    if (hit !== undefined) {
      // Refresh recency.
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: string): void {
    const cost = key.length + value.length;
    if (cost > this.maxChars / 4) return; // one huge entry would evict everything else
    const old = this.map.get(key);
    if (old !== undefined) {
      this.map.delete(key);
      this.chars -= key.length + old.length;
    }
    this.map.set(key, value);
    this.chars += cost;
    while (this.map.size > this.maxEntries || this.chars > this.maxChars) {
      const [k, v] = this.map.entries().next().value!;
      this.map.delete(k);
      this.chars -= k.length + v.length;
    }
  }

  clear(): void {
    this.map.clear();
    this.chars = 0;
  }
}
