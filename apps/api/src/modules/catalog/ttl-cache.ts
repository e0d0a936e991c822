export interface TtlCacheOptions {
  /** Entries kept; the least recently used goes first. */
  maxEntries: number;
  ttlMs: number;
  /** The clock (tests move it by hand). */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * A small in-process LRU map whose entries also expire. `getOrLoad` shares one load between
 * concurrent misses of a key, and `clear()` makes loads that started before it keep their
 * answer to themselves, so an invalidation is never undone by a slow query finishing late.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly pending = new Map<K, Promise<V>>();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-inserting moves the key to the end: Map order is the recency order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const loading = load().finally(() => {
      if (this.pending.get(key) === loading) this.pending.delete(key);
    });
    this.pending.set(key, loading);
    const value = await loading;
    if (generation === this.generation) this.set(key, value);
    return value;
  }

  /**
   * Cached values of `keys`, loading the missing ones in one call. Like getOrLoad, a load that
   * started before clear() answers its caller but does not fill the cache.
   */
  async getManyOrLoad(
    keys: readonly K[],
    load: (missing: K[]) => Promise<ReadonlyMap<K, V>>,
  ): Promise<Map<K, V>> {
    const found = new Map<K, V>();
    const missing: K[] = [];
    for (const key of keys) {
      const value = this.get(key);
      if (value === undefined) missing.push(key);
      else found.set(key, value);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    for (const [key, value] of await load(missing)) {
      found.set(key, value);
      if (generation === this.generation) this.set(key, value);
    }
    return found;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }
}
