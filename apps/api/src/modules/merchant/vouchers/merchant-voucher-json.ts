import { fromPaisa, merchantVoucherStatus, type MerchantVoucher } from '@sauda/domain';
import type { StoreVoucherWithUses } from './store-vouchers.repository.js';

/** Percent vouchers are stored in basis points: 1500 is 15 %. */
export const BASIS_POINTS_PER_PERCENT = 100;

/**
 * A store's voucher as the back office shows it: money in rupees, a percent as a whole
 * number, its status at `now` from the domain's one rule.
 */
export function toMerchantVoucherJson(
  { voucher, uses }: StoreVoucherWithUses,
  now: Date,
): MerchantVoucher {
  const percent = voucher.discountType === 'percent';
  return {
    id: voucher.id,
    code: voucher.code,
    kind: percent ? 'percent' : 'fixed',
    value: percent
      ? voucher.discountValue / BASIS_POINTS_PER_PERCENT
      : fromPaisa(voucher.discountValue),
    cap: voucher.maxDiscountPaisa === null ? null : fromPaisa(voucher.maxDiscountPaisa),
    minimum: fromPaisa(voucher.minOrderPaisa),
    total_limit: voucher.totalLimit,
    per_user_limit: voucher.perUserLimit,
    starts_at: voucher.startsAt?.toISOString() ?? null,
    ends_at: voucher.expiresAt?.toISOString() ?? null,
    is_active: voucher.isActive,
    cost_bearer: voucher.costBearer,
    uses,
    status: merchantVoucherStatus(
      {
        isActive: voucher.isActive,
        startsAt: voucher.startsAt,
        endsAt: voucher.expiresAt,
        totalLimit: voucher.totalLimit,
        uses,
      },
      now,
    ),
    created_at: voucher.createdAt.toISOString(),
  };
}
