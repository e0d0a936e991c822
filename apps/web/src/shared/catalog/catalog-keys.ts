import type { LatLong } from '@sauda/domain';

/** Where the shopper delivers to, in a key: another address is another answer. */
const locationPart = (location: LatLong | null) =>
  location ? ({ lat: location.lat, long: location.long } as const) : null;

/** Query keys of the catalog (stores, categories, products, search), one factory for all. */
export const catalogKeys = {
  all: ['catalog'] as const,
  companies: () => [...catalogKeys.all, 'companies'] as const,
  companyLists: (industryId: number) => [...catalogKeys.companies(), 'list', industryId] as const,
  companyList: (industryId: number, page: number, location: LatLong | null = null) =>
    [...catalogKeys.companyLists(industryId), page, locationPart(location)] as const,
  company: (storeQueryId: string, location: LatLong | null = null) =>
    [...catalogKeys.companies(), 'detail', storeQueryId, locationPart(location)] as const,
  categories: (storeQueryId: string) =>
    [...catalogKeys.companies(), 'categories', storeQueryId] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  productList: (query: object) => [...catalogKeys.products(), 'list', query] as const,
  product: (productQueryId: string) =>
    [...catalogKeys.products(), 'detail', productQueryId] as const,
  search: () => [...catalogKeys.all, 'search'] as const,
  searchResults: () => [...catalogKeys.search(), 'results'] as const,
  searchResult: (query: string, page: number) =>
    [...catalogKeys.searchResults(), query, page] as const,
  suggestions: (query: string) => [...catalogKeys.search(), 'suggestions', query] as const,
};
