/** Query keys of the catalog (stores, categories, products, search), one factory for all. */
export const catalogKeys = {
  all: ['catalog'] as const,
  companies: () => [...catalogKeys.all, 'companies'] as const,
  companyLists: (industryId: number) => [...catalogKeys.companies(), 'list', industryId] as const,
  companyList: (industryId: number, page: number) =>
    [...catalogKeys.companyLists(industryId), page] as const,
  company: (storeQueryId: string) => [...catalogKeys.companies(), 'detail', storeQueryId] as const,
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
