import type { Order, Product } from '@sauda/domain';
import { describe, expect, it, vi } from 'vitest';
import { errorOf } from '../invoices/testing/checkout-client.js';
import { CHECKOUT_NOW, insertShopper } from '../invoices/testing/checkout-fixture.js';
import { countVoucherUses, statusEventsOf, stockOf } from '../invoices/testing/checkout-inspect.js';
import { listenToOrderEvents } from '../invoices/testing/order-events-listener.js';
import { findOrderByQueryId } from './orders.repository.js';
import { placeOrderFor } from './testing/orders-client.js';
import { useOrdersTestApp } from './testing/use-orders-test-app.js';

const { checkout, orders, db, placePendingOrder } = useOrdersTestApp();
const { client } = checkout;

const product = (key: string) => checkout.fixture.productQueryIds[key] ?? `missing-${key}`;

/** A fresh shopper's pending order: 3 of a 10-unit product and an unlimited biryani. */
const pendingOrder = () =>
  placePendingOrder((stockedQueryId) => [
    { product_query_id: stockedQueryId, quantity: 2, size: 'Half' },
    { product_query_id: product('beefBiryani'), quantity: 1 },
    { product_query_id: stockedQueryId, quantity: 1, size: 'Full' },
  ]);

const availableOf = async (productQueryId: string) => {
  const response = await client.send('GET', `products/${productQueryId}`, undefined);
  return response.json<{ product: Product }>().product.product_available_quantity;
};

describe('POST /api/v1/users/orders/{id}/cancel', () => {
  it('cancels a pending order: status, time, who, no code, an event, stock back once', async () => {
    const { shopper, stocked, orderId, row } = await pendingOrder();
    expect(await stockOf(db(), stocked.queryId)).toBe(7);
    expect(await availableOf(stocked.queryId)).toBe(7);
    const unlimitedBefore = await stockOf(db(), product('beefBiryani'));
    const cancelledAt = new Date(CHECKOUT_NOW.getTime() + 90_000);
    vi.setSystemTime(cancelledAt);

    const response = await orders.cancel(shopper.token, orderId);

    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ order: Order }>().order;
    expect(order).toMatchObject({
      query_id: orderId,
      status: 'cancelled',
      cancelled_by: 'customer',
      can_cancel: false,
      handover_code: null,
      statuses: { order_pending: CHECKOUT_NOW.toISOString(), cancelled: cancelledAt.toISOString() },
    });
    expect(order.executions.map((step) => [step.name, step.at])).toEqual([
      ['order_pending', CHECKOUT_NOW.toISOString()],
      ['cancelled', cancelledAt.toISOString()],
    ]);
    expect(order.invoice.order?.status).toBe('cancelled');
    const events = await statusEventsOf(db(), row.id);
    expect(events.map((event) => event.status)).toEqual(['order_pending', 'cancelled']);
    expect(await stockOf(db(), stocked.queryId)).toBe(10);
    expect(await stockOf(db(), product('beefBiryani'))).toBe(unlimitedBefore);
    // The store's cached stock was forgotten: the product page shows the units again.
    expect(await availableOf(stocked.queryId)).toBe(10);
    const stored = await findOrderByQueryId(db(), orderId);
    expect(stored?.handoverCode).toBeNull();

    const again = await orders.cancel(shopper.token, orderId);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toEqual({
      code: 'invalid_order_transition',
      message: 'This order can no longer be cancelled.',
      message_key: 'orders.cannotCancel',
    });
    expect(await stockOf(db(), stocked.queryId)).toBe(10);
    expect(await statusEventsOf(db(), row.id)).toHaveLength(2);
  });

  it('takes an empty JSON object as the body too', async () => {
    const { shopper, orderId } = await pendingOrder();
    const response = await orders.cancel(shopper.token, orderId, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ order: Order }>().order.status).toBe('cancelled');
  });

  it('refuses once the store confirmed the order, and changes nothing', async () => {
    const { shopper, stocked, orderId, row } = await pendingOrder();
    await orders.moved(orderId, 'order_confirmed');

    const response = await orders.cancel(shopper.token, orderId);

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'invalid_order_transition',
      message: 'This order can no longer be cancelled.',
      message_key: 'orders.cannotCancel',
    });
    const detail = await orders.detail(shopper.token, orderId);
    expect(detail.json<{ order: Order }>().order).toMatchObject({
      status: 'order_confirmed',
      can_cancel: false,
    });
    expect(await stockOf(db(), stocked.queryId)).toBe(7);
    expect(await statusEventsOf(db(), row.id)).toHaveLength(2);
  });

  it('answers 404 for another user’s order (nothing changes) and 401 without a session', async () => {
    const { stocked, orderId } = await pendingOrder();
    const stranger = await insertShopper(db());

    const response = await orders.cancel(stranger.token, orderId);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('not_found');
    expect((await orders.cancel(undefined, orderId)).statusCode).toBe(401);
    expect((await findOrderByQueryId(db(), orderId))?.status).toBe('order_pending');
    expect(await stockOf(db(), stocked.queryId)).toBe(7);
  });

  it('tells the listeners, once the cancellation commits', async () => {
    const listener = await listenToOrderEvents(checkout.testApp.database);
    try {
      const { shopper, invoice, orderId, row } = await pendingOrder();
      const response = await orders.cancel(shopper.token, orderId);
      expect(response.statusCode).toBe(200);
      const [, cancelled] = await statusEventsOf(db(), row.id);
      await vi.waitFor(() => {
        expect(listener.events).toContainEqual({
          event_id: cancelled?.id,
          order_id: row.id,
          order_query_id: orderId,
          invoice_query_id: invoice.query_id,
          short_order_id: invoice.short_order_id,
          user_id: shopper.userId,
          company_id: row.companyId,
          status: 'cancelled',
          at: CHECKOUT_NOW.toISOString(),
        });
      });
      const refused = await orders.cancel(shopper.token, orderId);
      expect(refused.statusCode).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const heard = listener.events.filter((event) => event.order_query_id === orderId);
      expect(heard.map((event) => event.status)).toEqual(['order_pending', 'cancelled']);
    } finally {
      await listener.stop();
    }
  });

  it('gives the voucher use back: a cancelled first order leaves FREE15FIRST unused', async () => {
    const shopper = await insertShopper(db());
    const voucherId = checkout.fixture.voucherIds.FREE15FIRST ?? 0;
    const lines = [{ product_query_id: product('lassi'), quantity: 2 }];
    const first = await placeOrderFor(db(), client, shopper, lines, {
      code: 'FREE15FIRST',
      id: voucherId,
    });
    expect(first.invoice.voucher?.code).toBe('FREE15FIRST');
    expect(await countVoucherUses(db(), voucherId, shopper.userId)).toBe(1);
    const next = await client.created(shopper.token, lines);
    const refused = await client.validateVoucher(shopper.token, next.query_id, 'FREE15FIRST');
    expect(refused.statusCode).toBe(400);

    const cancelled = await orders.cancel(shopper.token, first.orderId);
    expect(cancelled.statusCode).toBe(200);

    expect(await countVoucherUses(db(), voucherId, shopper.userId)).toBe(0);
    const offered = await client.vouchers(shopper.token, shopper.queryId);
    expect(offered.body).toContain('FREE15FIRST');
    const second = await placeOrderFor(db(), client, shopper, lines, {
      code: 'FREE15FIRST',
      id: voucherId,
    });
    expect(second.invoice.voucher_discount).toBe(first.invoice.voucher_discount);
    expect(await countVoucherUses(db(), voucherId, shopper.userId)).toBe(1);
  });
});
