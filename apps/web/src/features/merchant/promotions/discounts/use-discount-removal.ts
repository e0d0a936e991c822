import type { MerchantProduct } from '@sauda/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../i18n/domain-messages/use-error-text';
import { useUpdateProductPromotion } from '../api/update-product-promotion';
import type { Notice } from '../../shell/components/notice-snackbar';
import { NO_PROMOTION, promotionOf } from '../model/discount-form';

/**
 * What the discounts tab tells: "Discount saved", and Remove: a product's discount at once (PATCH with a null amount), then "Discount removed"
 * with an Undo that sets the same amount and dates again; a refusal says why.
 */
export function useDiscountRemoval(storeId: string) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { mutateAsync } = useUpdateProductPromotion(storeId);
  const [notice, setNotice] = useState<Notice | null>(null);
  const count = useRef(0);
  const tell = (shown: Omit<Notice, 'id'>) => {
    count.current += 1;
    setNotice({ id: count.current, ...shown });
  };
  const refused = (error: unknown) => tell({ severity: 'error', text: errorText(error) });

  const putBack = (product: MerchantProduct) => {
    mutateAsync({ productId: product.query_id, change: promotionOf(product) }).then(
      () =>
        tell({
          severity: 'success',
          text: t('merchantPromotions.discount.restoredOf', { name: product.name }),
        }),
      refused,
    );
  };

  const remove = (product: MerchantProduct) => {
    mutateAsync({ productId: product.query_id, change: NO_PROMOTION }).then(
      () =>
        tell({
          severity: 'success',
          text: t('merchantPromotions.discount.removedOf', { name: product.name }),
          undo: () => putBack(product),
        }),
      refused,
    );
  };

  const saved = (product: MerchantProduct) =>
    tell({
      severity: 'success',
      text: t('merchantPromotions.discount.savedOf', { name: product.name }),
    });

  return { remove, saved, notice, dismiss: () => setNotice(null) };
}
