import type { Invoice, PlaceOrderBody } from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import type { UserRow } from '../auth/sessions.repository.js';
import { invalidateStock, type StockChange } from '../catalog/catalog-cache.js';
import { toAddressJson } from '../users/user-json.js';
import { readFeeSettings } from './checkout-settings.service.js';
import { billOf, totalsColumns } from './invoice-bill.js';
import { invoiceNotFound, storeUnavailable } from './invoice-errors.js';
import {
  invoiceAnswer,
  loadInvoiceStore,
  presentInvoice,
  type InvoiceParts,
} from './invoice-view.service.js';
import {
  listInvoiceItems,
  lockOwnInvoice,
  type InvoiceItemRow,
  type InvoiceRow,
} from './invoices.repository.js';
import {
  assertVerified,
  cashChannel,
  chosenDeliveryTime,
  deliveryAddressFor,
  tipPaisaFor,
} from './placement-checks.js';
import { recordPlacement } from './placement-record.js';
import { takeInvoiceStock } from './placement-stock.js';
import { voucherForPlacement } from './placement-voucher.js';

type Outcome =
  /** Placed before: nothing changed, the answer is read afresh. */
  | { placedNow: false; invoice: InvoiceRow }
  /** Placed now: the answer is built from what the transaction read and wrote. */
  | { placedNow: true; parts: InvoiceParts; stockTaken: StockChange };

const textOrNull = (value: string | null | undefined) => (value ? value : null);

function stockChangeOf(storeQueryId: string, items: readonly InvoiceItemRow[]): StockChange {
  return {
    storeQueryId,
    productIds: items.flatMap((item) => (item.productId === null ? [] : [item.productId])),
    productQueryIds: items.map((item) => item.productQueryId),
  };
}

/**
 * The steps of placing, in order, inside one transaction: any refusal rolls back everything
 * before it (stock taken for earlier lines included).
 */
async function placeLockedInvoice(
  tx: AppDb,
  actor: UserRow,
  invoiceQueryId: string,
  body: PlaceOrderBody,
  now: Date,
): Promise<Outcome> {
  // 1. The row lock makes a repeated or simultaneous placement wait, then see it placed.
  const invoice = await lockOwnInvoice(tx, invoiceQueryId, actor.id);
  if (!invoice) throw invoiceNotFound();
  if (invoice.status === 'placed') return { placedNow: false, invoice };
  const input = body.invoice;
  // 2–5. Who orders, where to, when, how to pay, and the tip.
  assertVerified(actor);
  const invoiceStore = await loadInvoiceStore(tx, invoice.companyId);
  const address = await deliveryAddressFor(tx, actor, input.address_id, invoiceStore);
  if (!invoiceStore.store.isActive) throw storeUnavailable(invoiceStore.store.name);
  const deliveryTime = chosenDeliveryTime(invoiceStore, input.delivery_time, now);
  const channel = await cashChannel(tx, body.channel_query_id);
  const tipPaisa = tipPaisaFor(actor, input.invoice_tip);
  // 6. Stock, product by product.
  const items = await listInvoiceItems(tx, invoice.id);
  await takeInvoiceStock(tx, items);
  // 7. The voucher, under lock.
  const settings = await readFeeSettings(tx);
  const { store } = invoiceStore;
  const subTotalPaisa = billOf({ lines: items, store, settings }).subTotalPaisa;
  const voucher = await voucherForPlacement(
    tx,
    actor,
    invoice,
    input.voucher_id,
    subTotalPaisa,
    now,
  );
  // 8. Every amount again, then the order.
  const totals = billOf({
    lines: items,
    store,
    settings,
    tipPaisa,
    voucherDiscountPaisa: voucher?.discountPaisa ?? 0,
  });
  const { invoice: placed, order } = await recordPlacement(tx, {
    invoice,
    voucher,
    values: {
      ...totalsColumns(totals),
      voucherId: voucher?.voucherId ?? null,
      checkoutType: input.checkout_type,
      addressId: address.id,
      deliveryAddress: toAddressJson(address),
      deliveryTime,
      recipientName: textOrNull(input.recipient_name) ?? actor.fullName,
      recipientPhoneNumber: textOrNull(input.recipient_phone_number),
      invoiceNote: textOrNull(input.invoice_note),
      channelId: channel.id,
      placedAt: now,
    },
  });
  return {
    placedNow: true,
    parts: { invoice: placed, items, invoiceStore, voucher: voucher?.row ?? null, order, settings },
    stockTaken: stockChangeOf(store.queryId, items),
  };
}

/**
 * PUT invoices/{id}/place_order. Idempotent: placing a placed invoice answers it again with
 * its one order, without taking stock or using the voucher a second time.
 */
export async function placeOrder(
  db: AppDb,
  actor: UserRow,
  invoiceQueryId: string,
  body: PlaceOrderBody,
  now: Date,
): Promise<Invoice> {
  const outcome = await db.transaction((tx) =>
    placeLockedInvoice(tx, actor, invoiceQueryId, body, now),
  );
  if (!outcome.placedNow) return presentInvoice(db, outcome.invoice, now);
  // Stock changed: the store's product pages and lists must not show the old counts.
  invalidateStock(db, outcome.stockTaken);
  return invoiceAnswer(outcome.parts, now);
}
