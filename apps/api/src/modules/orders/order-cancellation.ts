import type { AppDb } from '../../db/client.js';
import { listInvoiceItems } from '../invoices/invoices.repository.js';
import type { OrderRow } from '../invoices/order-placement.repository.js';
import { needsOf } from '../invoices/placement-stock.js';
import { releaseVoucherUse, returnStock } from './order-cancellation.repository.js';

/**
 * Undoes what placing took: the units, product by product in the same order as placing (so a
 * cancellation and a placement never wait on each other's rows), and the voucher's use. True
 * when any product's stock changed.
 */
export async function undoPlacement(db: AppDb, order: OrderRow): Promise<boolean> {
  let stockChanged = false;
  for (const need of needsOf(await listInvoiceItems(db, order.invoiceId))) {
    if (need.productId === null) continue;
    if (await returnStock(db, need.productId, need.quantity)) stockChanged = true;
  }
  await releaseVoucherUse(db, order.invoiceId);
  return stockChanged;
}
