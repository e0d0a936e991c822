import { asc, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { invoiceItems, invoices, vouchers } from '../../db/schema/index.js';
import type { InvoiceItemRow, InvoiceRow } from '../invoices/invoices.repository.js';
import type { VoucherRow } from '../vouchers/vouchers.repository.js';

// A page of orders reads its invoices, lines, stores and vouchers in one query each.

const none = <T>(): Promise<T[]> => Promise.resolve([]);

export function listInvoicesByIds(db: AppDb, ids: readonly number[]): Promise<InvoiceRow[]> {
  if (ids.length === 0) return none();
  return db
    .select()
    .from(invoices)
    .where(inArray(invoices.id, [...ids]));
}

/** The lines of these invoices, each invoice's in line order. */
export function listItemsOfInvoices(
  db: AppDb,
  invoiceIds: readonly number[],
): Promise<InvoiceItemRow[]> {
  if (invoiceIds.length === 0) return none();
  return db
    .select()
    .from(invoiceItems)
    .where(inArray(invoiceItems.invoiceId, [...invoiceIds]))
    .orderBy(asc(invoiceItems.id));
}

export function listVouchersByIds(db: AppDb, ids: readonly number[]): Promise<VoucherRow[]> {
  if (ids.length === 0) return none();
  return db
    .select()
    .from(vouchers)
    .where(inArray(vouchers.id, [...ids]));
}
