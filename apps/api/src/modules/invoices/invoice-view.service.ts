import type { DeliverySlot, GlobalFeeSettings, Invoice } from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import type { CompanyRow, WorkingHoursRow } from '../catalog/companies.repository.js';
import { findVoucherById, type VoucherRow } from '../vouchers/vouchers.repository.js';
import {
  findStoreById,
  listStoreHolidayDates,
  listStoreHours,
} from './checkout-stores.repository.js';
import { readFeeSettings } from './checkout-settings.service.js';
import { deliverySlots } from './delivery-slots.js';
import { toInvoiceJson } from './invoice-json.js';
import { listInvoiceItems, type InvoiceItemRow, type InvoiceRow } from './invoices.repository.js';
import { findOrderOfInvoice, type OrderRow } from './order-placement.repository.js';

export interface InvoiceStore {
  store: CompanyRow;
  hours: WorkingHoursRow[];
  /** Karachi dates the store is closed all day. */
  holidays: string[];
}

/**
 * One read after another: placing reads them inside its transaction, whose one connection runs
 * one query at a time, and node-postgres refuses a query sent while another is running there.
 */
export async function loadInvoiceStore(db: AppDb, companyId: number): Promise<InvoiceStore> {
  const store = await findStoreById(db, companyId);
  if (!store) throw new Error(`store ${companyId} of an invoice is missing`);
  const hours = await listStoreHours(db, companyId);
  const holidays = await listStoreHolidayDates(db, companyId);
  return { store, hours, holidays };
}

/** The windows the store offers now: none while it is not selling, none on its days off. */
export function offeredDeliverySlots(
  { store, hours, holidays }: InvoiceStore,
  now: Date,
): DeliverySlot[] {
  if (!store.isActive) return [];
  return deliverySlots(hours, store.deliveryMinutes, now, {
    holidays,
    pausedUntil: store.pausedUntil,
  });
}

/** Everything an invoice's answer shows, as read from the database. */
export interface InvoiceParts {
  invoice: InvoiceRow;
  items: readonly InvoiceItemRow[];
  invoiceStore: InvoiceStore;
  voucher: VoucherRow | null;
  order: OrderRow | null;
  settings: GlobalFeeSettings;
}

/** An invoice as every invoices/* answer carries it, from parts already read. */
export function invoiceAnswer(parts: InvoiceParts, now: Date): Invoice {
  const { invoice, invoiceStore, settings } = parts;
  return toInvoiceJson({
    invoice,
    items: parts.items,
    ...invoiceStore,
    voucher: parts.voucher,
    order: parts.order,
    freeDeliveryThresholdPaisa: settings.freeDeliveryThresholdPaisa ?? 0,
    // A placed invoice chose its time already.
    deliverySlots: invoice.status === 'open' ? offeredDeliverySlots(invoiceStore, now) : [],
    now,
  });
}

/** An invoice as every invoices/* answer carries it, read afresh. */
export async function presentInvoice(db: AppDb, invoice: InvoiceRow, now: Date): Promise<Invoice> {
  const [items, invoiceStore, voucher, order, settings] = await Promise.all([
    listInvoiceItems(db, invoice.id),
    loadInvoiceStore(db, invoice.companyId),
    invoice.voucherId === null ? undefined : findVoucherById(db, invoice.voucherId),
    invoice.status === 'placed' ? findOrderOfInvoice(db, invoice.id) : undefined,
    readFeeSettings(db),
  ]);
  return invoiceAnswer(
    {
      invoice,
      items,
      invoiceStore,
      voucher: voucher?.voucher ?? null,
      order: order ?? null,
      settings,
    },
    now,
  );
}
