import type { Company, CompaniesResponse, LatLong } from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import { companyNotFound } from './catalog-errors.js';
import { storeStatus, toCompanyJson, type StoreEntry, type StoreStatus } from './company-json.js';
import { pageOf, paginationOf } from './pagination.js';
import { storeDirectory } from './store-directory.js';

export interface CompaniesListQuery {
  industry_id: number;
  page: number;
  page_size: number;
  sort: 'default';
}

interface RankedStore {
  entry: StoreEntry;
  status: StoreStatus;
}

const rank = (value: boolean | null): number => (value ? 0 : 1);

/**
 * With a location: stores that deliver there first (SPEC §4: the others are marked and come
 * after), within each group open ones first, then nearest first.
 */
function byReachThenDistance(a: RankedStore, b: RankedStore): number {
  return (
    rank(a.status.delivers) - rank(b.status.delivers) ||
    rank(a.status.isOpen) - rank(b.status.isOpen) ||
    (a.status.distanceKm ?? 0) - (b.status.distanceKm ?? 0)
  );
}

/** Without one: open stores first; ties keep the directory's name-then-id order. */
function byOpenNow(a: RankedStore, b: RankedStore): number {
  return rank(a.status.isOpen) - rank(b.status.isOpen);
}

/** GET companies: one page of an industry's stores in the default order (sort=default). */
export async function listCompanies(
  db: AppDb,
  query: CompaniesListQuery,
  location: LatLong | null,
  now: Date,
): Promise<CompaniesResponse> {
  const directory = await storeDirectory(db);
  const stores = directory.byIndustry.get(query.industry_id) ?? [];
  // Array#sort is stable: equal stores keep the name-then-id order of the directory.
  const ranked = stores
    .map((entry) => ({ entry, status: storeStatus(entry, now, location) }))
    .sort(location ? byReachThenDistance : byOpenNow);
  return {
    companies: pageOf(ranked, query.page, query.page_size).map(({ entry, status }) =>
      toCompanyJson(entry, status),
    ),
    pagination: paginationOf(query.page, query.page_size, stores.length),
  };
}

/** GET companies/{queryId}: one visible store, or 404 company_not_found. */
export async function getCompany(
  db: AppDb,
  queryId: string,
  location: LatLong | null,
  now: Date,
): Promise<Company> {
  const entry = (await storeDirectory(db)).byQueryId.get(queryId);
  if (!entry) throw companyNotFound();
  return toCompanyJson(entry, storeStatus(entry, now, location));
}
