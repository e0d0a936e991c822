// First-visit JavaScript of the shopper's key pages, as a fresh browser downloads it.
import { startApi } from './api-server.mjs';
import { getJson } from './catalog-targets.mjs';
import { measurePageWeights } from './page-weight.mjs';

/** The first store of the first industry, and that store's first product. */
async function firstStoreAndProduct(baseUrl) {
  const { industry_types: industries } = await getJson(`${baseUrl}/api/v1/industries`);
  const { companies } = await getJson(
    `${baseUrl}/api/v1/companies?industry_id=${industries[0].id}&page_size=1`,
  );
  const store = companies[0].query_id;
  const { products } = await getJson(
    `${baseUrl}/api/v1/products?organization_query_id=${store}&per_page=1`,
  );
  return { store, product: products[0].query_id };
}

/** → [{ name, path, kB, files }] for home, the listing, a store, a product and the cart. */
export async function firstVisitPages(baseUrl) {
  const { store, product } = await firstStoreAndProduct(baseUrl);
  return measurePageWeights(baseUrl, [
    { name: 'Home', path: '/home' },
    { name: 'Store listing', path: '/products' },
    { name: 'Store page', path: `/products/store/${store}` },
    { name: 'Product details', path: `/products/details/${store}/${product}` },
    { name: 'Cart', path: '/checkout/cart-summary' },
  ]);
}

/** Starts its own server on the embedded database, measures, stops it. */
export async function measureFirstVisit() {
  const api = await startApi({ env: {} });
  try {
    return { date: new Date().toISOString().slice(0, 10), weights: await firstVisitPages(api.url) };
  } finally {
    await api.stop();
  }
}
