import type { MerchantVoucher } from '@sauda/domain';
import type { TFunction } from 'i18next';
import { formatRupees } from '../../../../ui/money';

type Terms = Pick<MerchantVoucher, 'kind' | 'value' | 'cap'>;

/** "15% off, up to Rs 150.00", "15% off" or "Rs 100.00 off". */
export function voucherTermsText(t: TFunction, { kind, value, cap }: Terms): string {
  if (kind === 'fixed')
    return t('merchantPromotions.voucher.fixedOff', { amount: formatRupees(value) });
  return cap === null
    ? t('merchantPromotions.voucher.percentOff', { percent: value })
    : t('merchantPromotions.voucher.percentOffCapped', { percent: value, cap: formatRupees(cap) });
}

/** "Orders from Rs 500.00", or "Any order" without a minimum. */
export function voucherMinimumText(t: TFunction, { minimum }: Pick<MerchantVoucher, 'minimum'>) {
  return minimum > 0
    ? t('merchantPromotions.voucher.minimum', { amount: formatRupees(minimum) })
    : t('merchantPromotions.voucher.anyOrder');
}

/** "12 of 50 used", or "12 used" when the voucher has no total limit. */
export function voucherUsesText(
  t: TFunction,
  { uses, total_limit: totalLimit }: Pick<MerchantVoucher, 'uses' | 'total_limit'>,
): string {
  return totalLimit === null
    ? t('merchantPromotions.voucher.usesUnlimited', { count: uses })
    : t('merchantPromotions.voucher.usesOf', { count: uses, limit: totalLimit });
}
