import type { MerchantOrder, MerchantOrdersResponse } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../invoices/testing/checkout-client.js';
import { findOrderByQueryId } from '../../orders/orders.repository.js';
import type { StoreTeam } from './testing/merchant-members.js';
import {
  OTHER_STORE_ID,
  STORE_ID,
  useMerchantOrdersTestApp,
} from './testing/use-merchant-orders-test-app.js';

const app = useMerchantOrdersTestApp();
const { merchant } = app;

const ROLES = ['owner', 'manager', 'staff'] as const satisfies readonly (keyof StoreTeam)[];

/** A fresh pending order of one unit of a fresh 10-unit product at Karachi Biryani House. */
const pendingOrder = () =>
  app.placePendingOrder((stocked) => [{ product_query_id: stocked, quantity: 1 }]);

/** The three order routes of the back office, for one store and order. */
const routes = (storeId: string, orderId: string) => ({
  list: (token: string | undefined) => merchant.list(token, storeId),
  detail: (token: string | undefined) => merchant.detail(token, storeId, orderId),
  move: (token: string | undefined) =>
    merchant.move(token, storeId, orderId, { status: 'order_confirmed' }),
});

describe('who may use the back office’s order routes', () => {
  it('answers 401 without a live session, on every route', async () => {
    const { orderId } = await pendingOrder();
    for (const [name, call] of Object.entries(routes(STORE_ID, orderId))) {
      for (const token of [undefined, 'not-a-live-token']) {
        const response = await call(token);
        expect(response.statusCode, name).toBe(401);
        expect(errorOf(response).code).toBe('unauthorized');
      }
    }
  });

  it('answers 404 to a shopper, to another store’s owner and for an unknown store', async () => {
    const { orderId } = await pendingOrder();
    const { shopper, otherStoreOwner, owner } = app.team;
    const refusals: [string, string, string][] = [
      ['a shopper', shopper.token, STORE_ID],
      ['another store’s owner', otherStoreOwner.token, STORE_ID],
      ['an unknown store', owner.token, 'store-nope'],
    ];
    for (const [who, token, storeId] of refusals) {
      for (const [name, call] of Object.entries(routes(storeId, orderId))) {
        const response = await call(token);
        expect(response.statusCode, `${who}: ${name}`).toBe(404);
        expect(errorOf(response)).toEqual({
          code: 'not_found',
          message: 'This store could not be found.',
          message_key: 'server.storeNotFound',
        });
      }
    }
    expect((await findOrderByQueryId(app.db(), orderId))?.status).toBe('order_pending');
  });

  it('answers 404 to a member who names their own store for another store’s order', async () => {
    const { orderId } = await pendingOrder();
    const { otherStoreOwner } = app.team;
    const own = routes(OTHER_STORE_ID, orderId);
    for (const response of [
      await own.detail(otherStoreOwner.token),
      await own.move(otherStoreOwner.token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('not_found');
    }
    const listed = await merchant.listed(otherStoreOwner.token, OTHER_STORE_ID);
    expect(listed.orders.map((order) => order.query_id)).not.toContain(orderId);
    expect((await findOrderByQueryId(app.db(), orderId))?.status).toBe('order_pending');
  });

  it.each(ROLES)('lets the %s read the orders and move them', async (role) => {
    const { orderId } = await pendingOrder();
    const token = app.team[role].token;
    const { list, detail, move } = routes(STORE_ID, orderId);

    const listed = await list(token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<MerchantOrdersResponse>().orders.map((order) => order.query_id)).toContain(
      orderId,
    );
    const read = await detail(token);
    expect(read.statusCode, read.body).toBe(200);
    const moved = await move(token);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ order: MerchantOrder }>().order.status).toBe('order_confirmed');
  });
});
