// The API's load figures on each database: the embedded PGlite, the demo data on PostgreSQL,
// and a catalog of a million products on PostgreSQL.
import { startApi } from './api-server.mjs';
import { bigConnections, bigProducts, connections, duration, LIVE } from './api-settings.mjs';
import { createBigCatalog } from './big-catalog.mjs';
import {
  biggestStore,
  busiestIndustry,
  listStores,
  searchPaths,
  storePagePaths,
} from './catalog-targets.mjs';
import { measure, measureFirstAnswers } from './load.mjs';
import { ACTIVE_ORDERS_PATH, measureLiveOrderUpdates, setUpShopperOrders } from './orders.mjs';
import { firstVisitPages } from './first-visit.mjs';

/** Search-as-you-type in the map picker: prefixes a shopper types, and pins across the cities. */
const GEO_SEARCHES = ['c', 'clif', 'clifton blo', 'zamzama', 'dha', 'gulberg', 'f7', 'liberty'];
const GEO_PINS = [
  [24.8138, 67.03],
  [24.8607, 67.0011],
  [24.9204, 67.0932],
  [31.5204, 74.3587],
  [31.4697, 74.2728],
  [33.7215, 73.0433],
  [33.6007, 73.0679],
  [25.2, 66.9],
];

/** The maps service answers from the bundled gazetteer, without the database. */
async function geoRows(url) {
  const searchPaths = GEO_SEARCHES.map((q) => `/api/v1/geo/search?query=${encodeURIComponent(q)}`);
  const reversePaths = GEO_PINS.map(([lat, long]) => `/api/v1/geo/reverse?lat=${lat}&long=${long}`);
  return [
    {
      name: `\`GET /api/v1/geo/search\` (${searchPaths.length} queries in turn)`,
      m: await measure(url, { connections, duration, paths: searchPaths }),
    },
    {
      name: `\`GET /api/v1/geo/reverse\` (${reversePaths.length} pins in turn)`,
      m: await measure(url, { connections, duration, paths: reversePaths }),
    },
  ];
}

/**
 * The demo shopper with 48 orders placed through the checkout: the history's first page
 * under load, then how fast status changes reach the shopper's open streams.
 */
async function ordersFigures(url) {
  const shopper = await setUpShopperOrders(url);
  const m = await measure(`${url}${ACTIVE_ORDERS_PATH}`, {
    connections,
    duration,
    headers: shopper.headers,
  });
  const row = {
    name: `\`GET ${ACTIVE_ORDERS_PATH}\` (signed in; page 1: 24 of ${shopper.orderIds.length} order summaries)`,
    m,
  };
  return { row, live: await measureLiveOrderUpdates(url, shopper, LIVE) };
}

export async function measureEmbedded() {
  const api = await startApi({ env: {} });
  try {
    const stores = await listStores(api.url);
    const industry = busiestIndustry(stores);
    const store = biggestStore(stores.filter((s) => s.industryId === industry.industryId));
    const load = (path) => measure(`${api.url}${path}`, { connections, duration });
    const hello = await load('/api/v1/hello');
    const rows = [
      { name: '`GET /api/v1/hello` (baseline, no database)', m: hello },
      { name: '`GET /api/v1/industries`', m: await load('/api/v1/industries') },
      {
        name: `\`GET /api/v1/companies?industry_id=${industry.industryId}\` (${industry.name}, ${industry.stores} stores)`,
        m: await load(`/api/v1/companies?industry_id=${industry.industryId}`),
        target: true,
      },
      {
        name: `\`GET /api/v1/products?organization_query_id=…\` (${store.name}, ${store.products.toLocaleString('en')} products)`,
        m: await load(`/api/v1/products?organization_query_id=${store.queryId}`),
        target: true,
      },
    ];
    rows.push(...(await geoRows(api.url)));
    const orders = await ordersFigures(api.url);
    rows.push(orders.row);
    const pageWeights = await firstVisitPages(api.url);
    return { label: 'PGlite (embedded)', hello, rows, live: orders.live, pageWeights };
  } finally {
    await api.stop();
  }
}

export async function measureDemoPostgres(clusterUrl) {
  const api = await startApi({ env: { DATABASE_URL: clusterUrl } });
  try {
    const load = (path) => measure(`${api.url}${path}`, { connections, duration });
    const hello = await load('/api/v1/hello');
    const rows = [
      { name: '`GET /api/v1/hello` (baseline, no database)', m: hello },
      { name: '`GET /api/v1/industries`', m: await load('/api/v1/industries') },
    ];
    const orders = await ordersFigures(api.url);
    rows.push(orders.row);
    return { label: 'PostgreSQL 15', hello, rows, live: orders.live };
  } finally {
    await api.stop();
  }
}

export async function measureBigCatalog(clusterUrl) {
  const { databaseUrl, seedSeconds } = await createBigCatalog(clusterUrl, {
    name: 'sauda_bench_big',
    products: bigProducts,
  });
  const api = await startApi({ env: { DATABASE_URL: databaseUrl } });
  try {
    const stores = await listStores(api.url);
    const productPaths = storePagePaths(stores);
    const searchPathList = searchPaths(stores);
    const productsFirst = await measureFirstAnswers(api.url, productPaths);
    const searchFirst = await measureFirstAnswers(api.url, searchPathList);
    const load = (paths) => measure(api.url, { connections: bigConnections, duration, paths });
    return {
      seedSeconds,
      stores: stores.length,
      products: { paths: productPaths.length, first: productsFirst, m: await load(productPaths) },
      search: { paths: searchPathList.length, first: searchFirst, m: await load(searchPathList) },
    };
  } finally {
    await api.stop();
  }
}
