import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppDb } from '../../db/client.js';
import { invoiceItems, orders } from '../../db/schema/index.js';
import { invoiceRow } from '../../modules/invoices/testing/checkout-inspect.js';
import { watchRows, type WatchedRows } from './watch-rows.js';

/**
 * An invoice's bill as stored: every amount, its store, voucher and state, and its lines'
 * names, quantities and prices. Two invoices of the same lines must have the same bill, however
 * differently their requests were dressed.
 */
export async function storedBill(db: AppDb, invoiceQueryId: string) {
  const invoice = await invoiceRow(db, invoiceQueryId);
  const lines = await db
    .select({
      productQueryId: invoiceItems.productQueryId,
      productName: invoiceItems.productName,
      quantity: invoiceItems.quantity,
      unitCostPaisa: invoiceItems.unitCostPaisa,
      unitCostAfterDiscountPaisa: invoiceItems.unitCostAfterDiscountPaisa,
      amountPaisa: invoiceItems.amountPaisa,
      payablePaisa: invoiceItems.payablePaisa,
      discountType: invoiceItems.discountType,
    })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoice.id))
    .orderBy(asc(invoiceItems.id));
  return {
    companyId: invoice.companyId,
    status: invoice.status,
    currency: invoice.currency,
    voucherId: invoice.voucherId,
    subTotalPaisa: invoice.subTotalPaisa,
    amountWithoutDiscountPaisa: invoice.amountWithoutDiscountPaisa,
    itemsDiscountPaisa: invoice.itemsDiscountPaisa,
    voucherDiscountPaisa: invoice.voucherDiscountPaisa,
    deliveryFeePaisa: invoice.deliveryFeePaisa,
    serviceFeePaisa: invoice.serviceFeePaisa,
    driverTipPaisa: invoice.driverTipPaisa,
    payablePaisa: invoice.payablePaisa,
    lines,
  };
}

/** Everything a user has at checkout: invoices, their lines and orders. */
export function watchCheckoutOf(db: AppDb, userId: number): Promise<WatchedRows> {
  return watchRows(
    db,
    sql`select i.*, o.status as order_status, o.cancelled_at, o.cancelled_by,
               (select json_agg(item order by item.id) from invoice_items item
                 where item.invoice_id = i.id) as lines
        from invoices i left join orders o on o.invoice_id = i.id
        where i.user_id = ${userId} order by i.id`,
  );
}

export async function storedOrder(db: AppDb, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

/** The order's row is the one before with only these changes (and its updated time). */
export async function expectOrderMoved(
  db: AppDb,
  before: typeof orders.$inferSelect,
  changes: Partial<typeof orders.$inferSelect>,
): Promise<void> {
  expect(await storedOrder(db, before.id)).toEqual({
    ...before,
    ...changes,
    updatedAt: expect.any(Date) as Date,
  });
}
