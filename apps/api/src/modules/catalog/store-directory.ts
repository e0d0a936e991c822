import type { AppDb } from '../../db/client.js';
import { cacheRegion, defineCacheRegion } from './catalog-cache.js';
import {
  findConfigurationValue,
  listActiveHolidays,
  listActiveStores,
  listActiveWorkingHours,
  type HolidayRow,
  type WorkingHoursRow,
} from './companies.repository.js';
import { toStoreEntry, type StoreEntry } from './company-json.js';

/** Every store a shopper may see, ready to answer from memory. */
export interface StoreDirectory {
  /** By name, then id; so is each industry's list. */
  stores: readonly StoreEntry[];
  byId: ReadonlyMap<number, StoreEntry>;
  byQueryId: ReadonlyMap<string, StoreEntry>;
  byIndustry: ReadonlyMap<number, readonly StoreEntry[]>;
}

const DIRECTORY = defineCacheRegion<'all', StoreDirectory>('store-directory', 1);

/** The platform fee when a store does not set its own (paisa text in global_configurations). */
async function globalDeliveryFeePaisa(db: AppDb): Promise<number> {
  const value = Number(await findConfigurationValue(db, 'delivery_fee'));
  return Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The stable order every store list starts from (and ends in, without a location). */
function byNameThenId(a: StoreEntry, b: StoreEntry): number {
  return names.compare(a.name, b.name) || a.id - b.id;
}

async function loadStoreDirectory(db: AppDb): Promise<StoreDirectory> {
  const [rows, hours, holidays, feePaisa] = await Promise.all([
    listActiveStores(db),
    listActiveWorkingHours(db),
    listActiveHolidays(db),
    globalDeliveryFeePaisa(db),
  ]);
  const hoursByStore = groupBy<WorkingHoursRow, number>(hours, (slot) => slot.companyId);
  const holidaysByStore = groupBy<HolidayRow, number>(holidays, (day) => day.companyId);
  const stores = rows
    .map((row) =>
      toStoreEntry(
        row,
        {
          hours: hoursByStore.get(row.company.id) ?? [],
          holidays: (holidaysByStore.get(row.company.id) ?? []).map((day) => day.date),
        },
        feePaisa,
      ),
    )
    .sort(byNameThenId);
  return {
    stores,
    byId: new Map(stores.map((store) => [store.id, store])),
    byQueryId: new Map(stores.map((store) => [store.queryId, store])),
    byIndustry: groupBy(stores, (store) => store.industryId),
  };
}

/**
 * The store directory, loaded in one go and kept in the catalog cache: a city's stores are a
 * few hundred rows, and every list, store page and search result reads them.
 */
export function storeDirectory(db: AppDb): Promise<StoreDirectory> {
  return cacheRegion(db, DIRECTORY).getOrLoad('all', () => loadStoreDirectory(db));
}
