import type { Order } from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import { readFeeSettings } from '../invoices/checkout-settings.service.js';
import { listHoursOfStores, listStoresByIds } from '../catalog/companies.repository.js';
import { toInvoiceJson } from '../invoices/invoice-json.js';
import type { OrderRow } from '../invoices/order-placement.repository.js';
import {
  listInvoicesByIds,
  listItemsOfInvoices,
  listVouchersByIds,
} from './order-invoices.repository.js';
import { toOrderJson } from './order-json.js';
import { listStatusEvents } from './orders.repository.js';

function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

function byId<T extends { id: number }>(rows: readonly T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} of an order is missing`);
  return value;
}

/**
 * Orders as every users/orders answer carries them, with the placed invoice exactly as
 * GET invoices/{id}/checkout shows it. A page costs the same few queries however long it is.
 */
export async function presentOrders(
  db: AppDb,
  rows: readonly OrderRow[],
  now: Date,
): Promise<Order[]> {
  const unique = <T>(values: T[]) => [...new Set(values)];
  const companyIds = unique(rows.map((row) => row.companyId));
  const invoiceIds = rows.map((row) => row.invoiceId);
  const invoiceRows = await listInvoicesByIds(db, invoiceIds);
  const voucherIds = unique(invoiceRows.flatMap((row) => (row.voucherId ? [row.voucherId] : [])));
  const [items, stores, hours, vouchers, events, settings] = await Promise.all([
    listItemsOfInvoices(db, invoiceIds),
    listStoresByIds(db, companyIds),
    listHoursOfStores(db, companyIds),
    listVouchersByIds(db, voucherIds),
    listStatusEvents(
      db,
      rows.map((row) => row.id),
    ),
    readFeeSettings(db),
  ]);
  const invoicesById = byId(invoiceRows);
  const itemsByInvoice = groupBy(items, (item) => item.invoiceId);
  const storesById = new Map(stores.map((store) => [store.company.id, store]));
  const hoursByStore = groupBy(hours, (slot) => slot.companyId);
  const vouchersById = byId(vouchers);
  const eventsByOrder = groupBy(events, (event) => event.orderId);

  return rows.map((order) => {
    const invoice = present(invoicesById.get(order.invoiceId), 'invoice');
    const store = present(storesById.get(order.companyId), 'store');
    return toOrderJson({
      order,
      events: eventsByOrder.get(order.id) ?? [],
      store,
      invoice: toInvoiceJson({
        invoice,
        items: itemsByInvoice.get(invoice.id) ?? [],
        store: store.company,
        hours: hoursByStore.get(order.companyId) ?? [],
        voucher: invoice.voucherId === null ? null : (vouchersById.get(invoice.voucherId) ?? null),
        order,
        freeDeliveryThresholdPaisa: settings.freeDeliveryThresholdPaisa ?? 0,
        // A placed invoice chose its time already.
        deliverySlots: [],
        now,
      }),
    });
  });
}
