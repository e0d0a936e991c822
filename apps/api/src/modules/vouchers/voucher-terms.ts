import {
  fromPaisa,
  voucherSummary,
  type AvailableVoucher,
  type User,
  type VoucherTerms,
} from '@sauda/domain';
import type { VoucherWithStore } from './vouchers.repository.js';

/** A voucher as the user's JSON lists it (`userVouchers`). */
export type ProfileVoucher = User['userVouchers'][number];

/** The domain's view of a voucher row (voucher-rules.ts). */
export function toVoucherTerms({ voucher, storeName }: VoucherWithStore): VoucherTerms {
  return {
    discountType: voucher.discountType,
    discountValue: voucher.discountValue,
    maxDiscountPaisa: voucher.maxDiscountPaisa,
    minOrderPaisa: voucher.minOrderPaisa,
    startsAt: voucher.startsAt,
    expiresAt: voucher.expiresAt,
    perUserLimit: voucher.perUserLimit,
    totalLimit: voucher.totalLimit,
    firstOrderOnly: voucher.firstOrderOnly,
    isActive: voucher.isActive,
    storeId: voucher.companyId,
    storeName,
  };
}

export function toAvailableVoucherJson(found: VoucherWithStore): AvailableVoucher {
  const { voucher } = found;
  return {
    code: voucher.code,
    name: voucher.name,
    description: voucher.description,
    expires_at: voucher.expiresAt?.toISOString() ?? null,
    summary: voucherSummary(toVoucherTerms(found)),
    min_order: fromPaisa(voucher.minOrderPaisa),
  };
}

export function toProfileVoucherJson({ voucher }: VoucherWithStore): ProfileVoucher {
  return {
    code: voucher.code,
    name: voucher.name,
    expires_at: voucher.expiresAt?.toISOString() ?? null,
  };
}
