import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantProductPatchBody } from '@sauda/domain';
import { merchantProductKeys } from '../../inventory/api/merchant-product-keys';
import { updateCachedProduct } from '../../inventory/api/product-list-cache';
import { updateMerchantProduct } from '../../inventory/api/update-merchant-product';

/** A product's promotion as the PATCH sends it: a null amount removes it with its dates. */
export type PromotionChange = Required<
  Pick<MerchantProductPatchBody, 'promotion_amount' | 'promotion_starts_at' | 'promotion_ends_at'>
>;

export interface PromotionChangeRequest {
  productId: string;
  change: PromotionChange;
}

/**
 * Sets, changes or removes a product's promotion through the inventory's product PATCH (one
 * change at a time, like the inventory's own); every product list of the store refreshes after.
 */
export function useUpdateProductPromotion(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, change }: PromotionChangeRequest) =>
      updateMerchantProduct(storeId, productId, change),
    onSuccess: (saved) => updateCachedProduct(client, storeId, saved.query_id, () => saved),
    onSettled: () => client.invalidateQueries({ queryKey: merchantProductKeys.lists(storeId) }),
  });
}
