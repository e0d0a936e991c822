import type { AppDb } from '../../db/client.js';
import type { StockChange } from '../catalog/catalog-cache.js';
import { listInvoiceItems } from '../invoices/invoices.repository.js';
import type { OrderRow } from '../invoices/order-placement.repository.js';
import { needsOf } from '../invoices/placement-stock.js';
import { releaseVoucherUse, returnStock } from './order-cancellation.repository.js';

/**
 * Undoes what placing took: the units, product by product in the same order as placing (so a
 * cancellation and a placement never wait on each other's rows), and the voucher's use. The
 * products whose stock changed, at the order's store; null when none did.
 */
export async function undoPlacement(db: AppDb, order: OrderRow): Promise<StockChange | null> {
  let storeQueryId: string | null = null;
  const productIds: number[] = [];
  const productQueryIds: string[] = [];
  for (const need of needsOf(await listInvoiceItems(db, order.invoiceId))) {
    if (need.productId === null) continue;
    const store = await returnStock(db, need.productId, need.quantity);
    if (store === null) continue;
    storeQueryId = store;
    productIds.push(need.productId);
    productQueryIds.push(need.productQueryId);
  }
  await releaseVoucherUse(db, order.invoiceId);
  return storeQueryId === null ? null : { storeQueryId, productIds, productQueryIds };
}
