import type { AppDb } from '../../db/client.js';
import { cacheRegion, defineCacheRegion } from '../catalog/catalog-cache.js';
import {
  findCatalogMatches,
  MATCH_CAP,
  type CatalogMatches,
} from './catalog-matches.repository.js';
import type { SearchScope } from './search-sql.js';
import type { ExpandedQuery } from './search-terms.service.js';

/** A search's whole result order, computed once and paged from memory. */
export interface SearchPlan extends CatalogMatches {
  /** What `total_items` reports: the number of matches, at most MATCH_CAP. */
  reportedTotal: number;
}

// Up to 2,000 ids each (≈16 kB): a thousand plans stay within a few tens of megabytes.
const SEARCH_PLANS = defineCacheRegion<string, SearchPlan>('search-plans', 1_000);

function planKey(query: ExpandedQuery, scope: SearchScope): string {
  return JSON.stringify([
    query.tsQuery,
    query.text,
    scope.industryId ?? null,
    scope.companyId ?? null,
    scope.categoryId ?? null,
    scope.subCategoryId ?? null,
  ]);
}

/** The ranked matches of a query within a scope, cached: paging through them costs no query. */
export function searchPlan(
  db: AppDb,
  query: ExpandedQuery,
  scope: SearchScope,
): Promise<SearchPlan> {
  return cacheRegion(db, SEARCH_PLANS).getOrLoad(planKey(query, scope), async () => {
    const matches = await findCatalogMatches(db, query, scope);
    return {
      ...matches,
      productIds: matches.productIds.slice(0, MATCH_CAP),
      reportedTotal: Math.min(matches.total, MATCH_CAP),
    };
  });
}
