import type { AppSearchResponse, Product, ProductsResponse } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { STORES } from '../catalog/testing/catalog-fixture.js';
import { countQueries } from '../../test/count-queries.js';
import { insertAddress, insertShopper } from './testing/checkout-fixture.js';
import { useCheckoutTestApp } from './testing/use-checkout-test-app.js';

const checkout = useCheckoutTestApp();
const { client } = checkout;

const lassi = () => checkout.fixture.productQueryIds.lassi ?? 'missing-lassi';

async function getJson<T>(url: string): Promise<T> {
  const response = await checkout.testApp.app.inject({ method: 'GET', url: `/api/v1/${url}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** The answers that show no stock: the store listing, another store's shelf, the categories. */
const stocklessReads = () => [
  getJson('companies?industry_id=1'),
  getJson(`companies/${STORES.biryani.queryId}`),
  getJson(`companies/${STORES.biryani.queryId}/categories`),
  getJson(`products?organization_query_id=${STORES.tikka.queryId}`),
];

/** The lassi's stock as its page, its store's shelf and a search show it. */
async function lassiStockShown() {
  const onShelf = await getJson<ProductsResponse>(
    `products?organization_query_id=${STORES.biryani.queryId}&per_page=50`,
  );
  const found = await getJson<AppSearchResponse>('users/app_search?query=lassi');
  const quantityIn = (products: Product[]) =>
    products.find((product) => product.query_id === lassi())?.quantity;
  return {
    page: (await getJson<{ product: Product }>(`products/${lassi()}`)).product.quantity,
    shelf: quantityIn(onShelf.products),
    search: quantityIn(found.products),
  };
}

describe('placing an order and the catalog cache', () => {
  it('shows the store’s new stock at once and keeps serving the store listing from memory', async () => {
    const { database } = checkout.testApp;
    const user = await insertShopper(database.db);
    const addressId = await insertAddress(database.db, user.userId);
    const invoice = await client.created(user.token, [
      { product_query_id: lassi(), quantity: 3 },
      { product_query_id: checkout.fixture.productQueryIds.chickenBiryani ?? '', quantity: 1 },
    ]);
    const before = await lassiStockShown();
    await Promise.all(stocklessReads());
    expect(await countQueries(database, () => Promise.all(stocklessReads())), 'warm').toBe(0);

    await client.placed(user.token, invoice.query_id, client.placeBody(addressId));

    expect(await countQueries(database, () => Promise.all(stocklessReads())), 'still cached').toBe(
      0,
    );
    const left = (before.page ?? 0) - 3;
    expect(await lassiStockShown()).toEqual({ page: left, shelf: left, search: left });
  });
});
