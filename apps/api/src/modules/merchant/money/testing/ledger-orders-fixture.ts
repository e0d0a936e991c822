import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import type { AppDb } from '../../../../db/client.js';
import { companies, globalConfigurations } from '../../../../db/schema/index.js';
import type { CheckoutClient, LineRequest } from '../../../invoices/testing/checkout-client.js';
import {
  insertAddress,
  insertShopper,
  insertStockedProduct,
  type CheckoutFixture,
} from '../../../invoices/testing/checkout-fixture.js';
import type { OrdersClient } from '../../../orders/testing/orders-client.js';
import type { MerchantVouchersClient } from '../../vouchers/testing/merchant-vouchers-client.js';

/** An instant given on Karachi's wall clock: "2026-11-18T00:30". */
export const karachi = (wallClock: string) => new Date(`${wallClock}:00+05:00`);

/** The global delivery fee of these tests: Rs 150 below the Rs 750 free-delivery threshold. */
export const DELIVERY_FEE_PAISA = 15_000;

export interface LedgerOrdersContext {
  db: AppDb;
  fixture: CheckoutFixture;
  client: CheckoutClient;
  orders: OrdersClient;
  vouchers: MerchantVouchersClient;
  ownerToken: string;
  storeId: string;
}

interface Placement {
  at: string;
  lines: LineRequest[];
  voucher?: { code: string; id: number };
  tip?: number;
}

/**
 * Places a fresh shopper's order at Karachi Biryani House through the real checkout at `at`
 * (Karachi clock), with a voucher and a tip in whole rupees when given.
 */
async function placeAt(context: LedgerOrdersContext, placement: Placement): Promise<string> {
  const { db, client } = context;
  vi.setSystemTime(karachi(placement.at));
  const shopper = await insertShopper(db);
  const addressId = await insertAddress(db, shopper.userId);
  const open = await client.created(shopper.token, placement.lines);
  if (placement.voucher) {
    const validated = await client.validateVoucher(
      shopper.token,
      open.query_id,
      placement.voucher.code,
    );
    if (validated.statusCode !== 200) throw new Error(validated.body);
  }
  const body = client.placeBody(addressId, {
    voucher_id: placement.voucher?.id ?? null,
    invoice_tip: placement.tip ?? 0,
  });
  const invoice = await client.placed(shopper.token, open.query_id, body);
  if (!invoice.order) throw new Error('a placed invoice has an order');
  return invoice.order.query_id;
}

/** The store delivers the order at `at` (Karachi clock), through every step. */
async function deliverAt(orders: OrdersClient, orderId: string, at: string) {
  vi.setSystemTime(karachi(at));
  await orders.moved(orderId, 'order_confirmed');
  const dispatched = await orders.moved(orderId, 'order_dispatched');
  await orders.moved(orderId, 'order_delivered', dispatched.handover_code ?? '');
}

async function setCommissionRate(context: LedgerOrdersContext, bps: number) {
  await context.db
    .update(companies)
    .set({ commissionRateBps: bps })
    .where(eq(companies.id, context.fixture.companyIds.biryani));
}

/**
 * The orders of the ledger tests (the hand-computed figures are in the tests):
 * - B, 16 Nov 13:00: Rs 500 with the store's 10 % voucher STORE10, delivered 14:00.
 * - C, 17 Nov 12:00: Rs 500, cancelled by the store at 12:05.
 * - A, 17 Nov 13:00: 2 Chicken Biryani (Rs 450, on promotion at Rs 399.50) with the platform's
 *   FREE15FIRST and a Rs 50 tip, free delivery (Rs 799 ≥ Rs 750), delivered 14:00.
 * - D, 17 Nov 23:30: Rs 300 with a Rs 20 tip, delivered after midnight, 18 Nov 00:20.
 * - E, 18 Nov 10:00, after the operator raised the rate to 12.5 %: 2 × Rs 500, free delivery,
 *   delivered 11:00. Then the rate goes to 20 %, which no placed order may follow.
 * - F, 18 Nov 11:30: still pending, in no ledger.
 */
export async function placeLedgerOrders(context: LedgerOrdersContext) {
  const { db, fixture, orders, vouchers } = context;
  await db
    .insert(globalConfigurations)
    .values({ identifier: 'delivery_fee', value: String(DELIVERY_FEE_PAISA) })
    .onConflictDoUpdate({
      target: globalConfigurations.identifier,
      set: { value: String(DELIVERY_FEE_PAISA) },
    });
  const rs500 = await insertStockedProduct(db, fixture, 20, 50_000);
  const rs300 = await insertStockedProduct(db, fixture, 20, 30_000);
  const line = (queryId: string, quantity = 1): LineRequest => ({
    product_query_id: queryId,
    quantity,
  });
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(karachi('2026-11-16T09:30'));
    const store10 = await vouchers.created(context.ownerToken, context.storeId, {
      code: 'STORE10',
      kind: 'percent',
      value: 10,
    });
    const b = await placeAt(context, {
      at: '2026-11-16T13:00',
      lines: [line(rs500.queryId)],
      voucher: { code: 'STORE10', id: store10.id },
    });
    await deliverAt(orders, b, '2026-11-16T14:00');
    const c = await placeAt(context, { at: '2026-11-17T12:00', lines: [line(rs500.queryId)] });
    vi.setSystemTime(karachi('2026-11-17T12:05'));
    await orders.moved(c, 'cancelled');
    const a = await placeAt(context, {
      at: '2026-11-17T13:00',
      lines: [line(fixture.productQueryIds.chickenBiryani ?? '', 2)],
      voucher: { code: 'FREE15FIRST', id: fixture.voucherIds.FREE15FIRST ?? 0 },
      tip: 50,
    });
    await deliverAt(orders, a, '2026-11-17T14:00');
    const d = await placeAt(context, {
      at: '2026-11-17T23:30',
      lines: [line(rs300.queryId)],
      tip: 20,
    });
    await deliverAt(orders, d, '2026-11-18T00:20');
    await setCommissionRate(context, 1250);
    const e = await placeAt(context, { at: '2026-11-18T10:00', lines: [line(rs500.queryId, 2)] });
    await deliverAt(orders, e, '2026-11-18T11:00');
    const f = await placeAt(context, { at: '2026-11-18T11:30', lines: [line(rs300.queryId)] });
    await setCommissionRate(context, 2000);
    return { a, b, c, d, e, f };
  } finally {
    vi.useRealTimers();
  }
}
