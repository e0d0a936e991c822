import type { AppDb } from '../../db/client.js';
import { publishInstanceMessage } from '../../instance-bus/instance-messages.repository.js';
import { TtlCache } from './ttl-cache.js';

/**
 * How long a catalog answer may be served from memory. A write clears the cache of every
 * instance at once (`invalidateCatalog`, through the instance bus); the TTL only bounds how
 * stale an instance can be when that message is lost (its listening connection was down).
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

/** Forgets every cached catalog answer of this database in this process only. */
export function clearCatalogCache(db: AppDb): void {
  for (const region of caches.get(db)?.values() ?? []) region.clear();
}

/**
 * Forgets every cached catalog answer (stores, categories, products, search) of this database,
 * here at once and on every other instance as soon as the bus's message arrives. Whatever
 * changes the catalog (the merchant back office, an order taking stock) calls it after its
 * transaction commits. When the message cannot be sent the TTL bounds the other instances'
 * staleness, as before there was a bus.
 */
export function invalidateCatalog(db: AppDb): void {
  clearCatalogCache(db);
  publishInstanceMessage(db, { kind: 'catalog_changed' }).catch(() => undefined);
}
