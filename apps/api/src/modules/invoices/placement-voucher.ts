import { VOUCHER_MESSAGES } from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import type { UserRow } from '../auth/sessions.repository.js';
import { lockVoucher, type VoucherRow } from '../vouchers/vouchers.repository.js';
import { assessVoucher } from '../vouchers/vouchers.service.js';
import { voucherInvalid, voucherNotApplied } from './invoice-errors.js';
import type { InvoiceRow } from './invoices.repository.js';

export interface PlacementVoucher {
  voucherId: number;
  /** The voucher's row as locked for the placement (its answer names it). */
  row: VoucherRow;
  discountPaisa: number;
  /** Who pays for the discount, as the voucher says at placement (kept on its use). */
  costBearer: VoucherRow['costBearer'];
}

/**
 * The voucher of the order (step 7): the one validated on the invoice, checked again with its
 * row locked so that its use limits hold however many orders race for it. `requested` null
 * means no voucher; absent means the validated one, if any.
 */
export async function voucherForPlacement(
  db: AppDb,
  actor: Pick<UserRow, 'id'>,
  invoice: Pick<InvoiceRow, 'voucherId' | 'companyId'>,
  requested: number | null | undefined,
  subTotalPaisa: number,
  now: Date,
): Promise<PlacementVoucher | null> {
  const voucherId = requested === undefined ? invoice.voucherId : requested;
  if (voucherId === null) return null;
  if (voucherId !== invoice.voucherId) throw voucherNotApplied();
  const voucher = await lockVoucher(db, voucherId);
  if (!voucher) throw voucherInvalid('unknown_code', VOUCHER_MESSAGES.unknownCode);
  const check = await assessVoucher(
    db,
    { voucher, storeName: null },
    { userId: actor.id, storeId: invoice.companyId, subTotalPaisa, now },
  );
  if (!check.ok) throw voucherInvalid(check.reason, check.message);
  return {
    voucherId,
    row: voucher,
    discountPaisa: check.discountPaisa,
    costBearer: voucher.costBearer,
  };
}
