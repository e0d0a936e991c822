import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { failureOf, jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { makeOrder, ordersPage } from '../testing/order-fixtures';
import { cancelOrder } from './cancel-order';
import { getOrder } from './get-order';
import { getOrderProducts } from './get-order-products';
import { getOrders, nextOrdersPage } from './get-orders';

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('getOrders', () => {
  it('asks for one page of a tab, 24 a page', async () => {
    const fetch = stubFetch(() => jsonResponse(ordersPage([])));
    await getOrders('cancelled', 3);
    expect(fetch.call(0).url).toBe('/api/v1/users/orders?order_type=cancelled&page=3&per_page=24');
  });

  it('gives the validated page', async () => {
    const body = ordersPage([makeOrder()]);
    stubFetch(() => jsonResponse(body));
    await expect(getOrders('active', 1)).resolves.toEqual(body);
  });

  it('refuses an answer that is not the contract', async () => {
    stubFetch(() => jsonResponse({ orders: [{ query_id: 'ord_1' }] }));
    expect(await failureOf(getOrders('active', 1))).toBeInstanceOf(Error);
  });
});

describe('nextOrdersPage', () => {
  it('is the next page while pages remain, and none after the last', () => {
    expect(nextOrdersPage(ordersPage([], 1, 30))).toBe(2);
    expect(nextOrdersPage(ordersPage([], 2, 30))).toBeUndefined();
    expect(nextOrdersPage(ordersPage([], 1, 0))).toBeUndefined();
  });
});

describe('one order', () => {
  it('GETs users/orders/{orderQueryId}', async () => {
    const order = makeOrder();
    const fetch = stubFetch(() => jsonResponse({ order }));
    await expect(getOrder('ord_1')).resolves.toEqual(order);
    expect(fetch.call(0).url).toBe('/api/v1/users/orders/ord_1');
  });

  it('POSTs users/orders/{orderQueryId}/cancel', async () => {
    const order = makeOrder({ status: 'cancelled', can_cancel: false });
    const fetch = stubFetch(() => jsonResponse({ order }));
    await expect(cancelOrder('ord_1')).resolves.toEqual(order);
    expect(fetch.call(0).url).toBe('/api/v1/users/orders/ord_1/cancel');
    expect(fetch.call(0).init.method).toBe('POST');
  });

  it("GETs the order's products by order_id", async () => {
    const fetch = stubFetch(() =>
      jsonResponse({
        products: [],
        pagination: { page: 1, per_page: 100, total_items: 0, total_pages: 0 },
      }),
    );
    await expect(getOrderProducts('ord_1')).resolves.toEqual([]);
    expect(fetch.call(0).url).toBe('/api/v1/products?order_id=ord_1&page=1&per_page=100');
  });
});
