import type {
  AppSearchResponse,
  AutocompleteResponse,
  SearchMerchant,
  SearchSuggestion,
} from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import { companyNotFound } from '../catalog/catalog-errors.js';
import { pageOf, paginationOf } from '../catalog/pagination.js';
import { productsByIds } from '../catalog/products.service.js';
import { storeDirectory, type StoreDirectory } from '../catalog/store-directory.js';
import type { SearchScope } from './search-sql.js';
import { searchPlan, type SearchPlan } from './search-plan.service.js';
import { expandQuery, type ExpandedQuery } from './search-terms.service.js';
import { findSuggestions } from './suggestions.repository.js';

export interface AppSearchRequest {
  query: string;
  page: number;
  per_page: number;
  store_id?: string | undefined;
  industry_id?: number | undefined;
  autocomplete: boolean;
}

function scopeOf(directory: StoreDirectory, request: AppSearchRequest): SearchScope {
  if (request.store_id === undefined) return { industryId: request.industry_id };
  const store = directory.byQueryId.get(request.store_id);
  if (!store) throw companyNotFound();
  return { industryId: request.industry_id, companyId: store.id };
}

/**
 * Stores whose name matches first (best score first), then stores selling matching products
 * (most matches first); ties keep the directory's name order.
 */
function rankMerchants(directory: StoreDirectory, plan: SearchPlan): SearchMerchant[] {
  const ranked = directory.stores.flatMap((store, order) => {
    const nameScore = plan.storeNameScores.get(store.id);
    const products = plan.storeProductCounts.get(store.id) ?? 0;
    if (nameScore === undefined && products === 0) return [];
    return [{ store, order, nameScore: nameScore ?? -1, products }];
  });
  ranked.sort((a, b) => b.nameScore - a.nameScore || b.products - a.products || a.order - b.order);
  return ranked.map(({ store }) => store.merchant);
}

function emptyResults(request: AppSearchRequest): AppSearchResponse {
  const pagination = paginationOf(request.page, request.per_page, 0);
  return { merchants: [], products: [], pagination, products_pagination: pagination };
}

async function fullResults(
  db: AppDb,
  directory: StoreDirectory,
  expanded: ExpandedQuery,
  scope: SearchScope,
  request: AppSearchRequest,
): Promise<AppSearchResponse> {
  const plan = await searchPlan(db, expanded, scope);
  const merchants = rankMerchants(directory, plan);
  return {
    merchants: pageOf(merchants, request.page, request.per_page),
    products: await productsByIds(db, pageOf(plan.productIds, request.page, request.per_page)),
    pagination: paginationOf(request.page, request.per_page, merchants.length),
    products_pagination: paginationOf(request.page, request.per_page, plan.reportedTotal),
  };
}

async function suggestions(
  db: AppDb,
  expanded: ExpandedQuery,
  scope: SearchScope,
  limit: number,
): Promise<SearchSuggestion[]> {
  const rows = await findSuggestions(db, expanded, scope, limit);
  return rows.map((row) => ({
    kind: row.kind,
    name: row.name,
    query_id: row.query_id,
    store_query_id: row.store_query_id,
  }));
}

/** GET users/app_search with autocomplete on: up to per_page store and product names. */
export async function autocomplete(
  db: AppDb,
  request: AppSearchRequest,
): Promise<AutocompleteResponse> {
  const scope = scopeOf(await storeDirectory(db), request);
  const expanded = await expandQuery(db, request.query, { autocomplete: true });
  return { suggestions: expanded ? await suggestions(db, expanded, scope, request.per_page) : [] };
}

/** GET users/app_search: ranked stores and products for the typed text. */
export async function appSearch(db: AppDb, request: AppSearchRequest): Promise<AppSearchResponse> {
  const directory = await storeDirectory(db);
  const scope = scopeOf(directory, request);
  const expanded = await expandQuery(db, request.query, { autocomplete: false });
  if (!expanded) return emptyResults(request);
  return fullResults(db, directory, expanded, scope, request);
}
