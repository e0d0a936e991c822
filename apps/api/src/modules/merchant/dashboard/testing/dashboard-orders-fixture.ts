import type { OrderStatus } from '@sauda/domain';
import { vi } from 'vitest';
import type { AppDb } from '../../../../db/client.js';
import type { CheckoutClient, LineRequest } from '../../../invoices/testing/checkout-client.js';
import type { CheckoutFixture, Shopper } from '../../../invoices/testing/checkout-fixture.js';
import type { OrdersClient } from '../../../orders/testing/orders-client.js';
import { placeOrderFor } from '../../../orders/testing/orders-client.js';
import { insertProduct } from './store-products.js';

/** An instant given on Karachi's wall clock: "2026-11-18T00:30". */
const karachi = (wallClock: string) => new Date(`${wallClock}:00+05:00`);

export interface DashboardOrdersContext {
  db: AppDb;
  fixture: CheckoutFixture;
  client: CheckoutClient;
  orders: OrdersClient;
  shopper: Shopper;
}

/** Takes the order from pending to `status` the way the store does, one step at a time. */
async function moveTo(orders: OrdersClient, orderId: string, status: OrderStatus) {
  if (status === 'order_pending') return;
  if (status === 'cancelled') {
    await orders.moved(orderId, 'cancelled');
    return;
  }
  await orders.moved(orderId, 'order_confirmed');
  if (status === 'order_confirmed') return;
  const dispatched = await orders.moved(orderId, 'order_dispatched');
  if (status === 'order_dispatched') return;
  await orders.moved(orderId, 'order_delivered', dispatched.handover_code ?? '');
}

/**
 * Karachi Biryani House's orders of the figures test, placed through the real checkout at
 * their time (Karachi clock) and moved to their status then. "Now" is CHECKOUT_NOW, Wednesday
 * 18 November 2026 at 12:00 in Karachi. Answers the query ids of the two products it adds.
 */
export async function placeDashboardOrders(context: DashboardOrdersContext) {
  const { db, fixture, client, orders, shopper } = context;
  const product = (key: string) => fixture.productQueryIds[key] ?? `missing-${key}`;
  const biryani = { companyId: fixture.companyIds.biryani, categoryId: fixture.categoryIds.rice };
  const karahi = await insertProduct(db, {
    ...biryani,
    name: 'Mutton Karahi Full',
    quantity: 10,
    costPaisa: 60_000,
  });
  const handi = await insertProduct(db, {
    ...biryani,
    name: 'Chicken Handi',
    quantity: 10,
    costPaisa: 50_000,
  });
  const line = (productQueryId: string, quantity: number): LineRequest => ({
    product_query_id: productQueryId,
    quantity,
  });
  const placements: { at: string; lines: LineRequest[]; status: OrderStatus }[] = [
    // Waiting since September: pending now, outside every range.
    { at: '2026-09-01T12:00', lines: [line(product('lassi'), 1)], status: 'order_pending' },
    { at: '2026-10-09T12:00', lines: [line(product('percentDeal'), 1)], status: 'order_delivered' },
    { at: '2026-11-08T12:00', lines: [line(product('doodhPatti'), 5)], status: 'order_delivered' },
    { at: '2026-11-15T12:00', lines: [line(karahi, 1), line(handi, 1)], status: 'order_delivered' },
    // Half an hour before and after Karachi midnight.
    { at: '2026-11-17T23:30', lines: [line(product('lassi'), 1)], status: 'order_delivered' },
    {
      at: '2026-11-18T00:30',
      lines: [line(product('chickenBiryani'), 2)],
      status: 'order_confirmed',
    },
    {
      at: '2026-11-18T10:15',
      lines: [line(product('lassi'), 3), line(product('eggFriedRice'), 1)],
      status: 'order_delivered',
    },
    { at: '2026-11-18T11:05', lines: [line(product('chickenPulao'), 1)], status: 'cancelled' },
    {
      at: '2026-11-18T11:40',
      lines: [line(product('doodhPatti'), 1), line(product('lassi'), 1)],
      status: 'order_dispatched',
    },
    { at: '2026-11-18T11:55', lines: [line(product('lassi'), 1)], status: 'order_pending' },
  ];
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    for (const placement of placements) {
      vi.setSystemTime(karachi(placement.at));
      const { orderId } = await placeOrderFor(db, client, shopper, placement.lines);
      await moveTo(orders, orderId, placement.status);
    }
  } finally {
    vi.useRealTimers();
  }
  return { karahi, handi };
}
