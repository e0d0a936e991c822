// What the scale bench asks each database for, as the web app asks it: the listing of every
// industry near the shopper, store pages of the same ranks of stores (the biggest first, then
// stores spread over the whole list), the search words of the large catalog bench, the
// shopper's history, and the owner's queue and dashboard.
import pg from 'pg';
import { searchPaths } from './catalog-targets.mjs';
import { CLIFTON_FLAT } from './orders.mjs';

/** Store pages: the first pages of the biggest stores and of stores spread over the list. */
const STORE_PAGES = { biggest: 10, spread: 20, pages: 3 };

/** Stores in rank order: the owner's first, then by id (as the scaled seed ranks them). */
async function storesByRank(databaseUrl, ownerStoreQueryId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT c.query_id, c.industry_id, i.slug AS industry FROM companies c
       JOIN industries i ON i.id = c.industry_id
       WHERE c.is_active ORDER BY c.query_id <> $1, c.id`,
      [ownerStoreQueryId],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** The ranks whose pages are read: the biggest, then evenly spread to the last store. */
function sampledRanks(storeCount) {
  const { biggest, spread } = STORE_PAGES;
  const ranks = Array.from({ length: biggest }, (_, i) => i);
  const step = (storeCount - biggest) / spread;
  for (let i = 0; i < spread; i += 1) ranks.push(biggest + Math.floor(i * step));
  return ranks;
}

function storePagePaths(stores) {
  return sampledRanks(stores.length).flatMap((rank) =>
    Array.from(
      { length: STORE_PAGES.pages },
      (_, page) =>
        `/api/v1/products?organization_query_id=${stores[rank].query_id}&page=${page + 1}&per_page=25`,
    ),
  );
}

async function listingPaths(baseUrl) {
  const answer = await fetch(`${baseUrl}/api/v1/industries`);
  const { industry_types: industries } = await answer.json();
  const near = `lat=${CLIFTON_FLAT.lat}&long=${CLIFTON_FLAT.long}`;
  return industries.map(
    (industry) =>
      `/api/v1/companies?industry_id=${industry.id}&page=1&page_size=25&sort=default&${near}`,
  );
}

/**
 * The routes of the scale bench at `baseUrl` (database `databaseUrl`), each with its paths
 * and who asks: the shopper's headers for the catalog and the history, the owner's for the
 * back office.
 */
export async function scaleRoutes(baseUrl, databaseUrl, { ownerStoreQueryId, shopper, owner }) {
  const stores = await storesByRank(databaseUrl, ownerStoreQueryId);
  const grocer = stores.find((store) => store.industry === 'grocery') ?? stores[0];
  const searchScope = [
    { queryId: grocer.query_id, industryName: 'Grocery', industryId: grocer.industry_id },
  ];
  const queue = `/api/v1/merchant/stores/${ownerStoreQueryId}`;
  const orders = '/api/v1/users/orders?page=1&per_page=24&order_type=';
  return [
    { key: 'listing', headers: shopper, paths: await listingPaths(baseUrl) },
    { key: 'store', headers: shopper, paths: storePagePaths(stores) },
    { key: 'search', headers: shopper, paths: searchPaths(searchScope) },
    { key: 'orders', headers: shopper, paths: [`${orders}active`, `${orders}past`] },
    { key: 'queue', headers: owner, paths: [`${queue}/orders?status=active&page=1&per_page=25`] },
    { key: 'dashboard', headers: owner, paths: [`${queue}/dashboard?range=today`] },
  ];
}
