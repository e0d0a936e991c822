import { asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import {
  companies,
  companyWorkingHours,
  industries,
  invoiceItems,
  invoices,
  vouchers,
} from '../../db/schema/index.js';
import type { StoreRow, WorkingHoursRow } from '../catalog/companies.repository.js';
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

/** These stores whatever their state now, with their industry (for the generated logo). */
export function listStoresByIds(db: AppDb, ids: readonly number[]): Promise<StoreRow[]> {
  if (ids.length === 0) return none();
  return db
    .select({ company: companies, industrySlug: industries.slug })
    .from(companies)
    .innerJoin(industries, eq(industries.id, companies.industryId))
    .where(inArray(companies.id, [...ids]));
}

export function listHoursOfStores(
  db: AppDb,
  companyIds: readonly number[],
): Promise<WorkingHoursRow[]> {
  if (companyIds.length === 0) return none();
  return db
    .select()
    .from(companyWorkingHours)
    .where(inArray(companyWorkingHours.companyId, [...companyIds]))
    .orderBy(
      asc(companyWorkingHours.companyId),
      asc(companyWorkingHours.dayOfWeek),
      asc(companyWorkingHours.startTime),
      asc(companyWorkingHours.id),
    );
}

export function listVouchersByIds(db: AppDb, ids: readonly number[]): Promise<VoucherRow[]> {
  if (ids.length === 0) return none();
  return db
    .select()
    .from(vouchers)
    .where(inArray(vouchers.id, [...ids]));
}
