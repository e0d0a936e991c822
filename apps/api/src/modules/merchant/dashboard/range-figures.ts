import type { AppDb } from '../../../db/client.js';
import { TtlCache } from '../../catalog/ttl-cache.js';
import {
  bestSellers,
  totalsByStatusAndSlot,
  type BestSeller,
  type StatusSlotTotal,
} from './dashboard-orders.repository.js';
import type { DashboardWindow } from './dashboard-window.js';

/** The dashboard's best sellers are this many at most. */
export const TOP_PRODUCTS_LIMIT = 5;

/**
 * How long the figures of 7 and 30 days are served from memory. Summing a month of a busy
 * store's orders (tens of thousands, with their invoices and lines) costs a few hundred
 * milliseconds; a month's totals moving a minute late is not news. Today's figures are
 * cheap and always fresh, and so are the pending count and low stock beside them.
 */
export const RANGE_FIGURES_TTL_MS = 60_000;
const CACHED_STORE_RANGES = 500;

/** What a dashboard sums over its window. */
export interface RangeFigures {
  totals: StatusSlotTotal[];
  bestSellers: BestSeller[];
}

// Keyed by the database handle, as the catalog cache: a test's fresh database starts empty.
const caches = new WeakMap<AppDb, TtlCache<string, RangeFigures>>();

function cacheOf(db: AppDb): TtlCache<string, RangeFigures> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new TtlCache({ maxEntries: CACHED_STORE_RANGES, ttlMs: RANGE_FIGURES_TTL_MS });
    caches.set(db, cache);
  }
  return cache;
}

async function sumRange(
  db: AppDb,
  companyId: number,
  window: DashboardWindow,
): Promise<RangeFigures> {
  const [totals, sellers] = await Promise.all([
    totalsByStatusAndSlot(db, companyId, window),
    bestSellers(db, companyId, window, TOP_PRODUCTS_LIMIT),
  ]);
  return { totals, bestSellers: sellers };
}

/**
 * The store's figures of the window: today's summed now, 7 and 30 days' at most a minute
 * old. A new Karachi day starts a new window, so yesterday's month is never served as today's.
 */
export function rangeFigures(
  db: AppDb,
  companyId: number,
  window: DashboardWindow,
): Promise<RangeFigures> {
  if (window.range === 'today') return sumRange(db, companyId, window);
  const key = `${companyId}:${window.range}:${window.from.toISOString()}`;
  return cacheOf(db).getOrLoad(key, () => sumRange(db, companyId, window));
}
