import type { MerchantOrder, Order } from '@sauda/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_NOW } from '../../invoices/testing/checkout-fixture.js';
import {
  countVoucherUses,
  statusEventsOf,
  stockOf,
} from '../../invoices/testing/checkout-inspect.js';
import { listenToOrderEvents } from '../../invoices/testing/order-events-listener.js';
import {
  atMinute,
  placeThreeOfTen,
  placeVoucherOrder,
} from '../../merchant/orders/testing/pending-orders.js';
import {
  STORE_ID,
  useMerchantOrdersTestApp,
} from '../../merchant/orders/testing/use-merchant-orders-test-app.js';
import { findOrderByQueryId } from '../orders.repository.js';
import { sweepUnansweredOrders } from './unanswered-orders-sweep.js';

const app = useMerchantOrdersTestApp();
const { orders, merchant, checkout } = app;

const REASON = 'Store did not respond';

const pendingOrder = () => placeThreeOfTen(app);

const sweptIds = async (now: Date, batchSize?: number) =>
  (await sweepUnansweredOrders(app.db(), now, batchSize ? { batchSize } : {})).map(
    (order) => order.orderQueryId,
  );

describe('sweepUnansweredOrders', () => {
  it('leaves a pending order alone for 10 minutes and cancels it at 10 minutes exactly', async () => {
    const { shopper, orderId, stocked, row } = await pendingOrder();

    expect(await sweptIds(new Date(atMinute(10).getTime() - 1))).not.toContain(orderId);
    expect((await findOrderByQueryId(app.db(), orderId))?.status).toBe('order_pending');
    expect(await stockOf(app.db(), stocked.queryId)).toBe(7);

    expect(await sweptIds(atMinute(10))).toContain(orderId);

    expect(await findOrderByQueryId(app.db(), orderId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'merchant',
      cancelReason: REASON,
      cancelledAt: atMinute(10),
      handoverCode: null,
    });
    expect(await stockOf(app.db(), stocked.queryId)).toBe(10);
    const events = await statusEventsOf(app.db(), row.id);
    expect(events.map((event) => [event.status, event.createdAt])).toEqual([
      ['order_pending', CHECKOUT_NOW],
      ['cancelled', atMinute(10)],
    ]);
    expect(await sweptIds(atMinute(60))).not.toContain(orderId);
    expect(await statusEventsOf(app.db(), row.id)).toHaveLength(2);

    vi.setSystemTime(atMinute(11));
    const seen = await orders.detail(shopper.token, orderId);
    expect(seen.json<{ order: Order }>().order).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'merchant',
      cancel_reason: REASON,
      can_cancel: false,
    });
    const queue = await merchant.detail(app.team.staff.token, STORE_ID, orderId);
    expect(queue.json<{ order: MerchantOrder }>().order).toMatchObject({
      status: 'cancelled',
      cancel_reason: REASON,
    });
  });

  it('cancels an order forgotten for hours just the same, once', async () => {
    const { orderId } = await pendingOrder();
    const swept = await sweepUnansweredOrders(app.db(), atMinute(6 * 60));
    expect(swept.filter((order) => order.orderQueryId === orderId)).toEqual([
      {
        orderQueryId: orderId,
        companyId: checkout.fixture.companyIds.biryani,
        pendingSince: CHECKOUT_NOW,
      },
    ]);
  });

  it('gives the voucher’s use back', async () => {
    const { shopper, voucherId, orderId } = await placeVoucherOrder(app, 1);
    expect(await countVoucherUses(app.db(), voucherId, shopper.userId)).toBe(1);

    expect(await sweptIds(atMinute(15))).toContain(orderId);

    expect(await countVoucherUses(app.db(), voucherId, shopper.userId)).toBe(0);
  });

  it('tells the listeners of each order it cancels', async () => {
    const listener = await listenToOrderEvents(checkout.testApp.database);
    try {
      const { orderId } = await pendingOrder();
      await sweepUnansweredOrders(app.db(), atMinute(10));
      await vi.waitFor(() => {
        expect(listener.events).toContainEqual(
          expect.objectContaining({
            order_query_id: orderId,
            status: 'cancelled',
            at: atMinute(10).toISOString(),
          }),
        );
      });
    } finally {
      await listener.stop();
    }
  });

  it('never sweeps an order the store accepted, however long ago', async () => {
    const accepted = await pendingOrder();
    const dispatched = await pendingOrder();
    vi.setSystemTime(atMinute(9));
    const staff = app.team.staff.token;
    await merchant.moved(staff, STORE_ID, accepted.orderId, { status: 'order_confirmed' });
    await merchant.moved(staff, STORE_ID, dispatched.orderId, { status: 'order_confirmed' });
    await merchant.moved(staff, STORE_ID, dispatched.orderId, { status: 'order_dispatched' });

    const swept = await sweptIds(atMinute(24 * 60));

    expect(swept).not.toContain(accepted.orderId);
    expect(swept).not.toContain(dispatched.orderId);
    expect((await findOrderByQueryId(app.db(), accepted.orderId))?.status).toBe('order_confirmed');
    expect((await findOrderByQueryId(app.db(), dispatched.orderId))?.status).toBe(
      'order_dispatched',
    );
  });

  it('cancels the others when one order cannot be cancelled, and tries that one once', async () => {
    const first = await pendingOrder();
    const stuck = await pendingOrder();
    const last = await pendingOrder();
    // A stand-in for any failure inside one order's cancellation.
    await app.db().execute(sql`
      CREATE FUNCTION refuse_cancel() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.order_id = ${sql.raw(String(stuck.row.id))} THEN RAISE EXCEPTION 'refused'; END IF;
        RETURN NEW;
      END $$`);
    await app.db().execute(sql`
      CREATE TRIGGER refuse_cancel BEFORE INSERT ON order_status_events
      FOR EACH ROW EXECUTE FUNCTION refuse_cancel()`);
    const log = { error: vi.fn() };
    try {
      const swept = await sweepUnansweredOrders(app.db(), atMinute(10), { batchSize: 1, log });

      const ids = swept.map((order) => order.orderQueryId);
      expect(ids).toEqual(expect.arrayContaining([first.orderId, last.orderId]));
      expect(ids).not.toContain(stuck.orderId);
      expect(log.error).toHaveBeenCalledOnce();
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({ order: stuck.orderId }),
        'auto-cancel of an order failed',
      );
      expect(await findOrderByQueryId(app.db(), stuck.orderId)).toMatchObject({
        status: 'order_pending',
      });
      expect(await stockOf(app.db(), stuck.stocked.queryId)).toBe(7);
      expect(await stockOf(app.db(), last.stocked.queryId)).toBe(10);
    } finally {
      await app.db().execute(sql`DROP TRIGGER refuse_cancel ON order_status_events`);
      await app.db().execute(sql`DROP FUNCTION refuse_cancel()`);
    }
    expect(await sweptIds(atMinute(10))).toContain(stuck.orderId);
  });

  it('works through every due order batch by batch, and leaves the ones not yet due', async () => {
    const due = [];
    for (let i = 0; i < 5; i++) due.push(await pendingOrder());
    vi.setSystemTime(atMinute(5));
    const later = await pendingOrder();

    const swept = await sweptIds(atMinute(12), 2);

    for (const order of due) expect(swept).toContain(order.orderId);
    expect(swept).not.toContain(later.orderId);
    expect(new Set(swept).size).toBe(swept.length);
    for (const order of due) {
      expect(await stockOf(app.db(), order.stocked.queryId)).toBe(10);
    }
    expect((await findOrderByQueryId(app.db(), later.orderId))?.status).toBe('order_pending');
  });
});
