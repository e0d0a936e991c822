import type { AppDb } from '../../db/client.js';
import { TtlCache } from './ttl-cache.js';

/**
 * How long a catalog answer may be served from memory. Writes in this process clear the cache
 * at once (`invalidateCatalog`); the TTL bounds how stale another API instance can be.
 */
export const CATALOG_CACHE_TTL_MS = 30_000;

/** One named part of the catalog cache, with its own size; declared once, at module level. */
export interface CacheRegion<K, V> {
  readonly name: string;
  readonly maxEntries: number;
  /** Only for the type: regions are told apart by name. */
  readonly _types?: [K, V];
}

export function defineCacheRegion<K, V>(name: string, maxEntries: number): CacheRegion<K, V> {
  return { name, maxEntries };
}

type CatalogCache = Map<string, TtlCache<unknown, unknown>>;

// Keyed by the database handle: every app built on the same database shares one cache, and a
// test's fresh database starts with an empty one.
const caches = new WeakMap<AppDb, CatalogCache>();

function catalogCacheOf(db: AppDb): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The region's cache for this database, created on first use. */
export function cacheRegion<K, V>(db: AppDb, region: CacheRegion<K, V>): TtlCache<K, V> {
  const cache = catalogCacheOf(db);
  let found = cache.get(region.name);
  if (!found) {
    found = new TtlCache<unknown, unknown>({
      maxEntries: region.maxEntries,
      ttlMs: CATALOG_CACHE_TTL_MS,
    });
    cache.set(region.name, found);
  }
  return found as TtlCache<K, V>;
}

/**
 * Forgets every cached catalog answer (stores, categories, products, search) of this database.
 * Whatever changes the catalog (the merchant back office, an order taking stock) calls it after
 * its transaction commits.
 */
export function invalidateCatalog(db: AppDb): void {
  for (const region of caches.get(db)?.values() ?? []) region.clear();
}
