import type { AppDb } from '../../db/client.js';
import { insertVoucherUse } from '../vouchers/vouchers.repository.js';
import { notifyOrderEvent, orderNotificationOf } from '../orders/order-notification.js';
import {
  insertOrderStatusEvent,
  insertPendingOrder,
  type OrderRow,
} from './order-placement.repository.js';
import { tryMarkPlaced, type InvoiceRow, type PlacedInvoiceValues } from './invoices.repository.js';
import type { PlacementVoucher } from './placement-voucher.js';
import { newShortOrderId } from './short-order-id.js';

/** Collisions are about one in a hundred million per try; five in a row means something else. */
const SHORT_ORDER_ID_TRIES = 5;

export interface Placement {
  invoice: InvoiceRow;
  values: Omit<PlacedInvoiceValues, 'shortOrderId'>;
  voucher: PlacementVoucher | null;
}

async function markPlaced(db: AppDb, placement: Placement): Promise<InvoiceRow> {
  for (let attempt = 0; attempt < SHORT_ORDER_ID_TRIES; attempt++) {
    const placed = await tryMarkPlaced(db, placement.invoice.id, {
      ...placement.values,
      shortOrderId: newShortOrderId(),
    });
    if (placed) return placed;
  }
  throw new Error(`no free short order id for invoice ${placement.invoice.id}`);
}

/**
 * Step 8: the placed invoice, its order with the first status event, the voucher's use, and a
 * notification the orders feature hears once the transaction commits.
 */
export async function recordPlacement(
  db: AppDb,
  placement: Placement,
): Promise<{ invoice: InvoiceRow; order: OrderRow }> {
  const placedAt = placement.values.placedAt;
  const invoice = await markPlaced(db, placement);
  const order = await insertPendingOrder(db, {
    invoiceId: invoice.id,
    userId: invoice.userId,
    companyId: invoice.companyId,
    placedAt,
  });
  const event = await insertOrderStatusEvent(db, order, placedAt);
  if (placement.voucher) {
    await insertVoucherUse(db, {
      voucherId: placement.voucher.voucherId,
      userId: invoice.userId,
      invoiceId: invoice.id,
      orderId: order.id,
      discountPaisa: placement.voucher.discountPaisa,
      costBearer: placement.voucher.costBearer,
      createdAt: placedAt,
    });
  }
  await notifyOrderEvent(db, orderNotificationOf(order, invoice, event.id, placedAt));
  return { invoice, order };
}
