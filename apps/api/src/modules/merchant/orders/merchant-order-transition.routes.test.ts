import type { MerchantOrder, Order } from '@sauda/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { companies } from '../../../db/schema/index.js';
import { errorOf } from '../../invoices/testing/checkout-client.js';
import {
  countVoucherUses,
  statusEventsOf,
  stockOf,
} from '../../invoices/testing/checkout-inspect.js';
import { findOrderByQueryId } from '../../orders/orders.repository.js';
import { atMinute, placeThreeOfTen, placeVoucherOrder } from './testing/pending-orders.js';
import { STORE_ID, useMerchantOrdersTestApp } from './testing/use-merchant-orders-test-app.js';

const app = useMerchantOrdersTestApp();
const { merchant, orders, checkout } = app;

/** Karachi Biryani House's delivery time in the fixture. */
const DELIVERY_MINUTES = 95;

const pendingOrder = () => placeThreeOfTen(app);

const staff = () => app.team.staff.token;
const move = (orderId: string, body: Record<string, unknown>) =>
  merchant.move(staff(), STORE_ID, orderId, body);
const moved = (orderId: string, body: Record<string, unknown>) =>
  merchant.moved(staff(), STORE_ID, orderId, body);

async function shopperView(token: string, orderId: string): Promise<Order> {
  const response = await orders.detail(token, orderId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order: Order }>().order;
}

describe('accepting an order', () => {
  it('keeps the preparation time given; the shopper sees it and the time to expect the order', async () => {
    const { shopper, orderId, row } = await pendingOrder();
    vi.setSystemTime(atMinute(3));

    const order = await moved(orderId, { status: 'order_confirmed', prep_minutes: 25 });

    const expected = atMinute(3 + 25 + DELIVERY_MINUTES).toISOString();
    expect(order).toMatchObject({
      status: 'order_confirmed',
      prep_minutes: 25,
      estimated_delivery_at: expected,
      statuses: { order_confirmed: atMinute(3).toISOString() },
      handover_code: null,
      cancel_reason: null,
    });
    expect(await shopperView(shopper.token, orderId)).toMatchObject({
      status: 'order_confirmed',
      prep_minutes: 25,
      estimated_delivery_at: expected,
      handover_code: row.handoverCode,
    });
  });

  it('takes the store’s usual preparation time when none is given', async () => {
    const { companyIds } = checkout.fixture;
    await app
      .db()
      .update(companies)
      .set({ preparationMinutes: 35 })
      .where(eq(companies.id, companyIds.biryani));
    const { orderId } = await pendingOrder();

    const order = await moved(orderId, { status: 'order_confirmed' });

    expect(order.prep_minutes).toBe(35);
    expect(order.estimated_delivery_at).toBe(atMinute(35 + DELIVERY_MINUTES).toISOString());
  });

  it('accepts 5 to 120 minutes, and refuses anything else with the rule’s words', async () => {
    for (const minutes of [5, 120]) {
      const { orderId } = await pendingOrder();
      const order = await moved(orderId, { status: 'order_confirmed', prep_minutes: minutes });
      expect(order.prep_minutes).toBe(minutes);
    }
    const { orderId } = await pendingOrder();
    for (const minutes of [4, 121, 12.5, -10]) {
      const response = await move(orderId, { status: 'order_confirmed', prep_minutes: minutes });
      expect(response.statusCode, String(minutes)).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'validation_failed',
        message: 'Preparation time is 5 to 120 minutes.',
        message_key: 'merchant.prepMinutesRange',
        fields: { prep_minutes: 'Preparation time is 5 to 120 minutes.' },
        field_keys: { prep_minutes: { key: 'merchant.prepMinutesRange' } },
      });
    }
    expect((await findOrderByQueryId(app.db(), orderId))?.status).toBe('order_pending');
  });
});

describe('cancelling an order', () => {
  it('needs a reason of at most 200 characters, and changes nothing without one', async () => {
    const { orderId, stocked } = await pendingOrder();
    const required = 'Give a reason for cancelling the order.';
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const response = await move(orderId, { status: 'cancelled', ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'validation_failed',
        message: required,
        message_key: 'merchant.cancelReasonRequired',
        fields: { reason: required },
        field_keys: { reason: { key: 'merchant.cancelReasonRequired' } },
      });
    }
    const long = await move(orderId, { status: 'cancelled', reason: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields).toEqual({ reason: 'Keep the reason under 200 characters.' });
    expect((await findOrderByQueryId(app.db(), orderId))?.status).toBe('order_pending');
    expect(await stockOf(app.db(), stocked.queryId)).toBe(7);
  });

  it('keeps the reason, gives the stock back and tells the shopper why', async () => {
    const { shopper, orderId, stocked, row } = await pendingOrder();
    vi.setSystemTime(atMinute(2));

    const order = await moved(orderId, { status: 'cancelled', reason: '  Kitchen closed early  ' });

    expect(order).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'merchant',
      cancel_reason: 'Kitchen closed early',
      statuses: { cancelled: atMinute(2).toISOString() },
      handover_code: null,
    });
    expect(await stockOf(app.db(), stocked.queryId)).toBe(10);
    const events = await statusEventsOf(app.db(), row.id);
    expect(events.map((event) => event.status)).toEqual(['order_pending', 'cancelled']);
    expect(await shopperView(shopper.token, orderId)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'merchant',
      cancel_reason: 'Kitchen closed early',
    });
  });

  it('may cancel an accepted order too, and gives a voucher’s use back', async () => {
    const { shopper, voucherId, orderId } = await placeVoucherOrder(app, 2);
    expect(await countVoucherUses(app.db(), voucherId, shopper.userId)).toBe(1);
    await moved(orderId, { status: 'order_confirmed', prep_minutes: 10 });

    const order = await moved(orderId, { status: 'cancelled', reason: 'Rider unavailable' });

    expect(order).toMatchObject({ status: 'cancelled', cancel_reason: 'Rider unavailable' });
    expect(order.estimated_delivery_at).toBeNull();
    expect(await countVoucherUses(app.db(), voucherId, shopper.userId)).toBe(0);
  });

  it('leaves the reason empty when the shopper cancels, or the demo console does', async () => {
    const own = await pendingOrder();
    const cancelled = await orders.cancel(own.shopper.token, own.orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ order: Order }>().order).toMatchObject({
      cancelled_by: 'customer',
      cancel_reason: null,
    });

    const console = await pendingOrder();
    const byConsole = await orders.moved(console.orderId, 'cancelled');
    expect(byConsole).toMatchObject({ cancelled_by: 'merchant', cancel_reason: null });
  });
});

describe('steps the store may not take', () => {
  it('refuses a wrong step with the statuses named, and changes nothing', async () => {
    const { orderId, row } = await pendingOrder();
    const cases: [string, string, string][] = [
      [
        'order_dispatched',
        'An order that is Order Pending cannot become Order Dispatched.',
        'Order Dispatched',
      ],
      [
        'order_pending',
        'An order that is Order Pending cannot become Order Pending.',
        'Order Pending',
      ],
    ];
    for (const [status, message, to] of cases) {
      const response = await move(orderId, { status });
      expect(response.statusCode, status).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'invalid_order_transition',
        message,
        message_key: 'orders.invalidTransition',
        params: { from: 'Order Pending', to },
      });
    }
    const delivered = await move(orderId, { status: 'order_delivered', handover_code: '1234' });
    expect(errorOf(delivered)).toEqual({
      code: 'invalid_order_transition',
      message: 'An order that is Order Pending cannot become Order Delivered.',
      message_key: 'orders.invalidTransition',
      params: { from: 'Order Pending', to: 'Order Delivered' },
    });
    expect((await findOrderByQueryId(app.db(), orderId))?.status).toBe('order_pending');
    expect(await statusEventsOf(app.db(), row.id)).toHaveLength(1);
  });

  it('marks delivered only with the shopper’s code, which it never shows', async () => {
    const { shopper, orderId, row } = await pendingOrder();
    const code = row.handoverCode ?? '';
    expect((await moved(orderId, { status: 'order_confirmed' })).handover_code).toBeNull();
    expect((await moved(orderId, { status: 'order_dispatched' })).handover_code).toBeNull();
    const detail = await merchant.detail(staff(), STORE_ID, orderId);
    expect(detail.json<{ order: MerchantOrder }>().order.handover_code).toBeNull();
    expect(detail.body).not.toContain(`"${code}"`);

    const missing = await move(orderId, { status: 'order_delivered' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toEqual({
      code: 'handover_code_required',
      message: 'Enter the handover code to mark the order delivered.',
      message_key: 'orders.handoverCodeRequired',
    });
    const wrong = await move(orderId, {
      status: 'order_delivered',
      handover_code: code === '0000' ? '0001' : '0000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toEqual({
      code: 'handover_code_incorrect',
      message: 'The handover code is not correct.',
      message_key: 'orders.handoverCodeIncorrect',
    });
    const malformed = await move(orderId, { status: 'order_delivered', handover_code: '12a4' });
    expect(errorOf(malformed).fields).toEqual({ handover_code: 'The handover code has 4 digits.' });
    expect((await findOrderByQueryId(app.db(), orderId))?.status).toBe('order_dispatched');

    const delivered = await moved(orderId, { status: 'order_delivered', handover_code: code });
    expect(delivered).toMatchObject({ status: 'order_delivered', handover_code: null });
    expect((await shopperView(shopper.token, orderId)).status).toBe('order_delivered');
    const late = await move(orderId, { status: 'cancelled', reason: 'Too late' });
    expect(errorOf(late).code).toBe('invalid_order_transition');
  });
});
