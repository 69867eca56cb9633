/** A small in-process cache of values that expire after a time (public data, spec's 1200 s). */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  /** The cached value for key, or the loader's, shared by concurrent callers. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    if (hit) this.entries.delete(key);
    else if (this.entries.size >= this.maxEntries) this.evictOldest();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    // A failed load must not be cached.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  // A Map keeps insertion order, so the first key is the oldest entry.
  private evictOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }

  clear(): void {
    this.entries.clear();
  }
}
