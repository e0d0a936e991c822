import type { DeliverySlot, Invoice } from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import type { CompanyRow, WorkingHoursRow } from '../catalog/companies.repository.js';
import { findVoucherById } from '../vouchers/vouchers.repository.js';
import { findStoreById, listStoreHours } from './checkout-stores.repository.js';
import { readFeeSettings } from './checkout-settings.service.js';
import { deliverySlots } from './delivery-slots.js';
import { toInvoiceJson } from './invoice-json.js';
import { listInvoiceItems, type InvoiceRow } from './invoices.repository.js';
import { findOrderOfInvoice } from './order-placement.repository.js';

export interface InvoiceStore {
  store: CompanyRow;
  hours: WorkingHoursRow[];
}

export async function loadInvoiceStore(db: AppDb, companyId: number): Promise<InvoiceStore> {
  const [store, hours] = await Promise.all([
    findStoreById(db, companyId),
    listStoreHours(db, companyId),
  ]);
  if (!store) throw new Error(`store ${companyId} of an invoice is missing`);
  return { store, hours };
}

/** The windows the store offers now; none while it is not selling. */
export function offeredDeliverySlots({ store, hours }: InvoiceStore, now: Date): DeliverySlot[] {
  return store.isActive ? deliverySlots(hours, store.deliveryMinutes, now) : [];
}

/** An invoice as every invoices/* answer carries it. */
export async function presentInvoice(db: AppDb, invoice: InvoiceRow, now: Date): Promise<Invoice> {
  const [items, invoiceStore, voucher, order, settings] = await Promise.all([
    listInvoiceItems(db, invoice.id),
    loadInvoiceStore(db, invoice.companyId),
    invoice.voucherId === null ? undefined : findVoucherById(db, invoice.voucherId),
    invoice.status === 'placed' ? findOrderOfInvoice(db, invoice.id) : undefined,
    readFeeSettings(db),
  ]);
  return toInvoiceJson({
    invoice,
    items,
    ...invoiceStore,
    voucher: voucher?.voucher ?? null,
    order: order ?? null,
    freeDeliveryThresholdPaisa: settings.freeDeliveryThresholdPaisa ?? 0,
    // A placed invoice chose its time already.
    deliverySlots: invoice.status === 'open' ? offeredDeliverySlots(invoiceStore, now) : [],
    now,
  });
}
