import type { Invoice } from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import type { UserRow } from '../auth/sessions.repository.js';
import { findVoucherByCode } from '../vouchers/vouchers.repository.js';
import { assessVoucher } from '../vouchers/vouchers.service.js';
import { invoiceAlreadyPlaced, invoiceNotFound, voucherInvalid } from './invoice-errors.js';
import { presentInvoice } from './invoice-view.service.js';
import { findOwnInvoice, setOpenInvoiceVoucher } from './invoices.repository.js';

/**
 * PUT invoices/{id}/validate_voucher: applies the code (any case) to the open invoice when the
 * user may use it on this order. Placing the order checks it again, under lock.
 */
export async function validateVoucher(
  db: AppDb,
  actor: UserRow,
  invoiceQueryId: string,
  code: string,
  now: Date,
): Promise<Invoice> {
  const invoice = await findOwnInvoice(db, invoiceQueryId, actor.id);
  if (!invoice) throw invoiceNotFound();
  if (invoice.status === 'placed') throw invoiceAlreadyPlaced();
  const found = await findVoucherByCode(db, code);
  const check = await assessVoucher(db, found, {
    userId: actor.id,
    storeId: invoice.companyId,
    subTotalPaisa: invoice.subTotalPaisa,
    now,
  });
  if (!check.ok) throw voucherInvalid(check.reason, check.message);
  const updated = await setOpenInvoiceVoucher(
    db,
    invoice.id,
    found?.voucher.id ?? null,
    check.discountPaisa,
    now,
  );
  // Placed between the read and the write.
  if (!updated) throw invoiceAlreadyPlaced();
  return presentInvoice(db, updated, now);
}
