import type { Product, ProductsResponse } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { countQueries } from '../../test/count-queries.js';
import { STORES } from '../catalog/testing/catalog-fixture.js';
import { atMinute, placeThreeOfTen } from '../merchant/orders/testing/pending-orders.js';
import {
  STORE_ID,
  useMerchantOrdersTestApp,
} from '../merchant/orders/testing/use-merchant-orders-test-app.js';
import { sweepUnansweredOrders } from './auto-cancel/unanswered-orders-sweep.js';

// An app and database of their own: on PostgreSQL, a catalog word from another file's write
// would clear the cache this file watches.
const app = useMerchantOrdersTestApp();

type PendingOrder = Awaited<ReturnType<typeof placeThreeOfTen>>;

async function read<T>(url: string): Promise<T> {
  const response = await app.checkout.testApp.app.inject({ method: 'GET', url: `/api/v1/${url}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** Answers that show none of the cancelled store's stock: the directory, another store's shelf. */
const notThatStock = () =>
  Promise.all([
    read('companies?industry_id=1'),
    read(`products?organization_query_id=${STORES.tikka.queryId}`),
    read(`companies/${STORE_ID}/categories`),
  ]);

/** The product's units as its own page and its store's shelf show them. */
async function unitsShown(productQueryId: string) {
  const shelf = await read<ProductsResponse>(
    `products?organization_query_id=${STORE_ID}&per_page=50`,
  );
  const page = await read<{ product: Product }>(`products/${productQueryId}`);
  return {
    shelf: shelf.products.find((product) => product.query_id === productQueryId)?.quantity,
    page: page.product.quantity,
  };
}

const CANCELLATIONS: [string, (order: PendingOrder) => Promise<unknown>][] = [
  [
    'the shopper',
    async ({ shopper, orderId }) => {
      const response = await app.orders.cancel(shopper.token, orderId);
      expect(response.statusCode, response.body).toBe(200);
    },
  ],
  [
    'the store',
    ({ orderId }) =>
      app.merchant.moved(app.team.owner.token, STORE_ID, orderId, {
        status: 'cancelled',
        reason: 'Out of rice',
      }),
  ],
  [
    'the auto-cancel sweep',
    async ({ orderId }) => {
      const swept = await sweepUnansweredOrders(app.db(), atMinute(10));
      expect(swept.map((order) => order.orderQueryId)).toContain(orderId);
    },
  ],
];

describe('a cancelled order and the catalog cache', () => {
  it.each(CANCELLATIONS)(
    'cancelled by %s: the store’s shelf shows the units back, other answers stay cached',
    async (_, cancel) => {
      const { database } = app.checkout.testApp;
      const order = await placeThreeOfTen(app);
      expect(await unitsShown(order.stocked.queryId)).toEqual({ shelf: 7, page: 7 });
      await notThatStock();
      expect(await countQueries(database, notThatStock), 'warm').toBe(0);

      await cancel(order);

      expect(await countQueries(database, notThatStock), 'still cached').toBe(0);
      expect(await unitsShown(order.stocked.queryId)).toEqual({ shelf: 10, page: 10 });
    },
  );
});
