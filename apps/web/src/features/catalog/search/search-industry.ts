import { PSEUDO_INDUSTRY_ID, type AppSearchResponse } from '@sauda/domain';
import type { StoreSummary } from '../components/store-card';

/**
 * Search results as SPEC §3 keeps them: the matching stores merged into a pseudo-industry
 * (id -1) with total_companies and its companies, shown like any industry's store list.
 */
export interface SearchIndustry {
  id: typeof PSEUDO_INDUSTRY_ID;
  total_companies: number;
  companies: StoreSummary[];
}

export function toSearchIndustry(response: AppSearchResponse): SearchIndustry {
  const seen = new Set<string>();
  const companies: StoreSummary[] = [];
  for (const merchant of response.merchants) {
    if (seen.has(merchant.query_id)) continue;
    seen.add(merchant.query_id);
    const { query_id, name, banner_url, picture } = merchant;
    companies.push({ query_id, name, banner_url, picture });
  }
  return { id: PSEUDO_INDUSTRY_ID, total_companies: response.pagination.total_items, companies };
}
