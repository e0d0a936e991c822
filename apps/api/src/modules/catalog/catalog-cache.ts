import type { AppDb } from '../../db/client.js';
import { publishInstanceMessage } from '../../instance-bus/instance-messages.repository.js';
import { TtlCache } from './ttl-cache.js';

/**
 * How long a catalog answer may be served from memory. A write clears the cache of every
 * instance at once (`invalidateCatalog`, through the instance bus); the TTL only bounds how
 * stale an instance can be when that message is lost (its listening connection was down).
 */
export const CATALOG_CACHE_TTL_MS = 30_000;

const MAX_MESSAGE_BYTES = 7_500;

/** Stock taken or given back at one store: its products' counts changed, nothing else. */
export interface StockChange {
  storeQueryId: string;
  productIds: readonly number[];
  productQueryIds: readonly string[];
}

/** One named part of the catalog cache, with its own size; declared once, at module level. */
export interface CacheRegion<K, V> {
  readonly name: string;
  readonly maxEntries: number;
  /**
   * Whether an entry shows stock that `change` made out of date (value undefined: the entry is
   * still loading). A region without it shows no stock and keeps its entries on a stock change.
   */
  readonly showsStockOf?: (change: StockChange, key: K, value: V | undefined) => boolean;
  /** Only for the type: regions are told apart by name. */
  readonly _types?: [K, V];
}

export function defineCacheRegion<K, V>(
  name: string,
  maxEntries: number,
  showsStockOf?: CacheRegion<K, V>['showsStockOf'],
): CacheRegion<K, V> {
  return { name, maxEntries, showsStockOf };
}

interface RegionCache {
  region: CacheRegion<unknown, unknown>;
  cache: TtlCache<unknown, unknown>;
}

type CatalogCache = Map<string, RegionCache>;

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
    found = {
      region: region as CacheRegion<unknown, unknown>,
      cache: new TtlCache<unknown, unknown>({
        maxEntries: region.maxEntries,
        ttlMs: CATALOG_CACHE_TTL_MS,
      }),
    };
    cache.set(region.name, found);
  }
  return found.cache as TtlCache<K, V>;
}

/** Forgets every cached catalog answer of this database in this process only. */
export function clearCatalogCache(db: AppDb): void {
  for (const { cache } of caches.get(db)?.values() ?? []) cache.clear();
}

/** Forgets, in this process only, the cached answers that show the stock of `change`. */
export function forgetStock(db: AppDb, change: StockChange): void {
  for (const { region, cache } of caches.get(db)?.values() ?? []) {
    const { showsStockOf } = region;
    if (showsStockOf) cache.forget((key, value) => showsStockOf(change, key, value));
  }
}

/**
 * Forgets every cached catalog answer (stores, categories, products, search) of this database,
 * here at once and on every other instance as soon as the bus's message arrives. Whatever
 * changes the catalog (the merchant back office, an operator) calls it after its
 * transaction commits. When the message cannot be sent the TTL bounds the other instances'
 * staleness, as before there was a bus.
 */
export function invalidateCatalog(db: AppDb): void {
  clearCatalogCache(db);
  publishInstanceMessage(db, { kind: 'catalog_changed' }).catch(() => undefined);
}

/**
 * Forgets the cached answers that show the stock of `change` (the store's product pages, those
 * products, search results), here at once and on every other instance through the bus; the
 * store directory, categories and everything else stay cached. An order taking or giving back
 * stock calls it after its transaction commits.
 */
export function invalidateStock(db: AppDb, change: StockChange): void {
  const message = {
    kind: 'stock_changed' as const,
    store_query_id: change.storeQueryId,
    product_ids: [...change.productIds],
    product_query_ids: [...change.productQueryIds],
  };
  // A NOTIFY payload stops at 8,000 bytes: an order of very many lines says "catalog changed".
  if (Buffer.byteLength(JSON.stringify(message)) > MAX_MESSAGE_BYTES) {
    invalidateCatalog(db);
    return;
  }
  forgetStock(db, change);
  publishInstanceMessage(db, message).catch(() => undefined);
}
