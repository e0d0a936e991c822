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

/** The keys one load is fetching, and those of them forgotten while it ran. */
interface Load<K> {
  keys: readonly K[];
  forgotten: Set<K>;
}

/**
 * A small in-process LRU map whose entries also expire. `getOrLoad` shares one load between
 * concurrent misses of a key, and `clear()` or `forget()` make loads that started before them
 * keep their answer to themselves, so an invalidation is never undone by a slow query finishing
 * late.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly pending = new Map<K, Promise<V>>();
  private readonly loads = new Set<Load<K>>();
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
    const started = this.startLoad([key]);
    const loading = load().finally(() => {
      if (this.pending.get(key) === loading) this.pending.delete(key);
    });
    this.pending.set(key, loading);
    try {
      const value = await loading;
      if (this.isStillWanted(started, key)) this.set(key, value);
      return value;
    } finally {
      this.loads.delete(started.load);
    }
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
    const started = this.startLoad(missing);
    try {
      for (const [key, value] of await load(missing)) {
        found.set(key, value);
        if (this.isStillWanted(started, key)) this.set(key, value);
      }
    } finally {
      this.loads.delete(started.load);
    }
    return found;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  /**
   * Drops the entries `isStale` says are out of date, and keeps loads of such keys already
   * running from filling the cache; the rest stays. A key still loading has no value yet:
   * `isStale` gets undefined for it.
   */
  forget(isStale: (key: K, value: V | undefined) => boolean): void {
    for (const [key, entry] of this.entries) {
      if (isStale(key, entry.value)) this.entries.delete(key);
    }
    for (const load of this.loads) {
      for (const key of load.keys) if (isStale(key, undefined)) load.forgotten.add(key);
    }
    for (const key of this.pending.keys()) {
      if (isStale(key, undefined)) this.pending.delete(key);
    }
  }

  private startLoad(keys: readonly K[]): { load: Load<K>; generation: number } {
    const load = { keys, forgotten: new Set<K>() };
    this.loads.add(load);
    return { load, generation: this.generation };
  }

  private isStillWanted(started: { load: Load<K>; generation: number }, key: K): boolean {
    return started.generation === this.generation && !started.load.forgotten.has(key);
  }
}
