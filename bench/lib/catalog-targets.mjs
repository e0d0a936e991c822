// Finds what to ask a running API for: the industry with most stores, a big store, its
// categories, and the search words of the demo catalog.
import { URLSearchParams } from 'node:url';

export async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** Every visible store with its industry and active-product count (via its categories). */
export async function listStores(api) {
  const { industry_types: industries } = await getJson(`${api}/api/v1/industries`);
  const stores = [];
  for (const industry of industries) {
    const { companies } = await getJson(
      `${api}/api/v1/companies?industry_id=${industry.id}&page_size=100`,
    );
    for (const company of companies) {
      const { categories } = await getJson(
        `${api}/api/v1/companies/${company.query_id}/categories`,
      );
      stores.push({
        queryId: company.query_id,
        name: company.name,
        industryId: industry.id,
        industryName: industry.name,
        products: categories.reduce((sum, category) => sum + category.product_count, 0),
        categories,
      });
    }
  }
  return stores;
}

/** The industry with the most stores. */
export function busiestIndustry(stores) {
  const counts = new Map();
  for (const store of stores) counts.set(store.industryId, (counts.get(store.industryId) ?? 0) + 1);
  const [industryId, count] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  const name = stores.find((store) => store.industryId === industryId)?.industryName;
  return { industryId, name, stores: count };
}

export function biggestStore(stores) {
  return [...stores].sort((a, b) => b.products - a.products)[0];
}

/**
 * Pages a shopper opens in a store: the first pages of the store, of its categories and of
 * their sub-categories, for every store.
 */
export function storePagePaths(stores, pagesPerStore = 3) {
  const paths = [];
  for (const store of stores) {
    const base = `/api/v1/products?organization_query_id=${store.queryId}`;
    for (let page = 1; page <= pagesPerStore; page += 1) paths.push(`${base}&page=${page}`);
    for (const category of store.categories.slice(0, 2)) {
      paths.push(`${base}&category_id=${category.id}`);
      const sub = category.sub_categories[0];
      if (sub) paths.push(`${base}&category_id=${category.id}&sub_category_id=${sub.id}`);
    }
  }
  return paths;
}

/** What shoppers type: plain words, typos, Roman Urdu, two-word queries, brands. */
export const SEARCH_QUERIES = [
  'biryani',
  'biryni',
  'chicken',
  'chiken karahi',
  'chicken biryani',
  'doodh',
  'anda',
  'chawal',
  'milk',
  'olpers',
  'zinger burger',
  'pizza',
  'nihari',
  'kabab',
  'shampo',
  'panadol',
  'basmati rice',
  'chai',
  'atta',
  'diapers',
  'cricket bat',
  'lawn',
  'charger',
  'cake',
];

export function searchPaths(stores, { perPage = 20 } = {}) {
  const search = (query, params = {}) =>
    `/api/v1/users/app_search?${new URLSearchParams({ query, per_page: String(perPage), ...params })}`;
  const paths = [];
  for (const query of SEARCH_QUERIES) {
    paths.push(search(query), search(query, { page: '2' }));
    paths.push(search(query.slice(0, 3), { autocomplete: 'true', per_page: '8' }));
  }
  const grocer = stores.find((store) => store.industryName === 'Grocery') ?? stores[0];
  for (const query of ['milk', 'rice', 'tea', 'oil']) {
    paths.push(search(query, { store_id: grocer.queryId, per_page: '50' }));
    paths.push(search(query, { industry_id: String(grocer.industryId) }));
  }
  return paths;
}
