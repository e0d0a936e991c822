import type { Order } from '@sauda/domain';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { errorOf } from '../invoices/testing/checkout-client.js';
import { CHECKOUT_NOW } from '../invoices/testing/checkout-fixture.js';
import { statusEventsOf, stockOf } from '../invoices/testing/checkout-inspect.js';
import { findOrderByQueryId } from './orders.repository.js';
import { useOrdersTestApp } from './testing/use-orders-test-app.js';

const { checkout, orders, db, placePendingOrder } = useOrdersTestApp();

const MINUTE = 60_000;
const at = (minutes: number) => new Date(CHECKOUT_NOW.getTime() + minutes * MINUTE);

/** A fresh shopper's pending order of 4 units of a 10-unit product. */
const pendingOrder = () =>
  placePendingOrder((stockedQueryId) => [{ product_query_id: stockedQueryId, quantity: 4 }]);

describe('POST /api/v1/dev/orders/{id}/status (demo console)', () => {
  it('moves an order pending → confirmed → dispatched → delivered with the handover code', async () => {
    const { shopper, orderId, row } = await pendingOrder();
    const code = row.handoverCode ?? '';
    expect(code).toMatch(/^\d{4}$/);

    vi.setSystemTime(at(5));
    const confirmed = await orders.moved(orderId, 'order_confirmed');
    expect(confirmed).toMatchObject({
      status: 'order_confirmed',
      can_cancel: false,
      handover_code: code,
      statuses: { order_confirmed: at(5).toISOString(), order_dispatched: null },
    });

    vi.setSystemTime(at(20));
    const dispatched = await orders.moved(orderId, 'order_dispatched');
    expect(dispatched.statuses.order_dispatched).toBe(at(20).toISOString());
    expect(dispatched.handover_code).toBe(code);

    vi.setSystemTime(at(45));
    const missing = await orders.move(orderId, 'order_delivered');
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toEqual({
      code: 'handover_code_required',
      message: 'Enter the handover code to mark the order delivered.',
      message_key: 'orders.handoverCodeRequired',
    });
    const wrongCode = code === '0000' ? '0001' : '0000';
    const wrong = await orders.move(orderId, 'order_delivered', wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toEqual({
      code: 'handover_code_incorrect',
      message: 'The handover code is not correct.',
      message_key: 'orders.handoverCodeIncorrect',
    });
    const malformed = await orders.move(orderId, 'order_delivered', '12');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).fields).toEqual({
      handover_code: 'The handover code has 4 digits.',
    });
    expect((await findOrderByQueryId(db(), orderId))?.status).toBe('order_dispatched');

    const delivered = await orders.moved(orderId, 'order_delivered', code);
    expect(delivered).toMatchObject({
      status: 'order_delivered',
      handover_code: null,
      can_cancel: false,
      cancelled_by: null,
      statuses: {
        order_pending: CHECKOUT_NOW.toISOString(),
        order_confirmed: at(5).toISOString(),
        order_dispatched: at(20).toISOString(),
        order_delivered: at(45).toISOString(),
        cancelled: null,
      },
    });
    expect(delivered.executions.map((step) => [step.name, step.status, step.at])).toEqual([
      ['order_pending', 'succeeded', CHECKOUT_NOW.toISOString()],
      ['order_confirmed', 'succeeded', at(5).toISOString()],
      ['order_dispatched', 'succeeded', at(20).toISOString()],
      ['order_delivered', 'succeeded', at(45).toISOString()],
    ]);
    expect(await statusEventsOf(db(), row.id)).toHaveLength(4);
    // The shopper sees the same order, now in the past tab.
    const detail = await orders.detail(shopper.token, orderId);
    expect(detail.json<{ order: Order }>().order).toEqual(delivered);
    const past = await orders.list(shopper.token, '?order_type=past');
    expect(past.json<{ orders: Order[] }>().orders.map((o) => o.query_id)).toEqual([orderId]);
  });

  it('refuses to skip a step, with the statuses named', async () => {
    const { orderId, row } = await pendingOrder();
    const response = await orders.move(orderId, 'order_dispatched');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'invalid_order_transition',
      message: 'An order that is Order Pending cannot become Order Dispatched.',
      message_key: 'orders.invalidTransition',
      params: { from: 'Order Pending', to: 'Order Dispatched' },
    });
    const delivered = await orders.move(orderId, 'order_delivered', row.handoverCode ?? '');
    expect(errorOf(delivered).message).toBe(
      'An order that is Order Pending cannot become Order Delivered.',
    );
    const stay = await orders.move(orderId, 'order_pending');
    expect(errorOf(stay).code).toBe('invalid_order_transition');
    expect(await statusEventsOf(db(), row.id)).toHaveLength(1);
  });

  it('lets the store cancel a confirmed order, giving the stock back, but not a dispatched one', async () => {
    const first = await pendingOrder();
    await orders.moved(first.orderId, 'order_confirmed');
    expect(await stockOf(db(), first.stocked.queryId)).toBe(6);
    const cancelled = await orders.moved(first.orderId, 'cancelled');
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelled_by: 'merchant' });
    expect(await stockOf(db(), first.stocked.queryId)).toBe(10);

    const second = await pendingOrder();
    await orders.moved(second.orderId, 'order_confirmed');
    await orders.moved(second.orderId, 'order_dispatched');
    const refused = await orders.move(second.orderId, 'cancelled');
    expect(errorOf(refused)).toEqual({
      code: 'invalid_order_transition',
      message: 'An order that is Order Dispatched cannot become Cancelled.',
      message_key: 'orders.invalidTransition',
      params: { from: 'Order Dispatched', to: 'Cancelled' },
    });
    expect(await stockOf(db(), second.stocked.queryId)).toBe(6);
  });

  it('answers 404 for an unknown order and 400 for an unknown status', async () => {
    const unknown = await orders.move('no-such-order', 'order_confirmed');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('not_found');
    const { orderId } = await pendingOrder();
    const bad = await orders.move(orderId, 'order_lost');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('validation_failed');
  });

  it('is documented under the dev tag, and absent with a real SMS gateway', async () => {
    const docs = await checkout.testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = docs.json<{
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    }>();
    const operation = paths['/api/v1/dev/orders/{orderId}/status']?.post;
    expect(operation?.tags).toEqual(['dev']);
    expect(operation?.summary).toMatch(/^Local mode only/);
    for (const [path, method] of [
      ['/api/v1/users/orders', 'get'],
      ['/api/v1/users/orders/{orderId}', 'get'],
      ['/api/v1/users/orders/{orderId}/cancel', 'post'],
    ] as const) {
      expect(paths[path]?.[method]?.tags, path).toEqual(['orders']);
    }

    const production = await buildTestApp({
      database: checkout.testApp.database,
      env: {
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'https://sms.example.com/send',
        SMS_HTTP_KEY: 'key',
        RATE_LIMIT_MAX: '0',
      },
    });
    try {
      const { orderId } = await pendingOrder();
      const response = await production.app.inject({
        method: 'POST',
        url: `/api/v1/dev/orders/${orderId}/status`,
        payload: { status: 'order_confirmed' },
      });
      expect(response.statusCode).toBe(404);
      expect((await findOrderByQueryId(db(), orderId))?.status).toBe('order_pending');
    } finally {
      await production.close();
    }
  });
});
