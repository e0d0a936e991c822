import type { MerchantVoucher } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../i18n/domain-messages/use-error-text';
import { useSaveMerchantVoucher } from '../api/save-merchant-voucher';

/**
 * Pauses and resumes vouchers from their switches (PATCH `is_active`), several at once if
 * need be; each outcome is said in a notice, a refusal in the server's words.
 */
export function useVoucherPause(
  storeId: string,
  say: (severity: 'success' | 'error', text: string) => void,
) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { mutateAsync } = useSaveMerchantVoucher(storeId);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());

  const settle = (id: number) =>
    setPendingIds((ids) => new Set([...ids].filter((pendingId) => pendingId !== id)));

  const toggle = (voucher: MerchantVoucher, isActive: boolean) => {
    setPendingIds((ids) => new Set(ids).add(voucher.id));
    mutateAsync({ voucherId: voucher.id, body: { is_active: isActive } })
      .then(
        (saved) =>
          say(
            'success',
            t(
              saved.is_active
                ? 'merchantPromotions.voucher.resumedOf'
                : 'merchantPromotions.voucher.pausedOf',
              {
                code: saved.code,
              },
            ),
          ),
        (error: unknown) => say('error', errorText(error)),
      )
      .finally(() => settle(voucher.id));
  };

  return { toggle, isPending: (id: number) => pendingIds.has(id) };
}
