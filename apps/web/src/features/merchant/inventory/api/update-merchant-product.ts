import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  merchantProductResponseSchema,
  type MerchantProduct,
  type MerchantProductPatchBody,
} from '@sauda/domain';
import { request } from '../../../../api/request';
import { dashboardQueryKeys } from '../../dashboard/api/dashboard-query-keys';
import { oneAtATime } from '../../orders/api/one-at-a-time';
import { reverseOf, withChange } from '../model/product-change';
import { merchantProductKeys } from './merchant-product-keys';
import { updateCachedProduct } from './product-list-cache';

// A later PATCH of the same product would cancel one still on its way (SPEC §7), and an Undo
// must reach the server after the change it undoes: changes go out one at a time.
const inTurn = oneAtATime();

/**
 * PATCH merchant/stores/{storeId}/products/{productId} with a flat body. Staff may change only
 * quantity, unlimited, unlimited_out_of_stock and is_active (else 403 `forbidden_role`).
 */
export function updateMerchantProduct(
  storeId: string,
  productId: string,
  body: MerchantProductPatchBody,
): Promise<MerchantProduct> {
  return inTurn(async () => {
    const answer = await request({
      url: `merchant/stores/${encodeURIComponent(storeId)}/products/${encodeURIComponent(productId)}`,
      method: 'PATCH',
      body,
      action: 'UPDATE_MERCHANT_PRODUCT',
      schema: merchantProductResponseSchema,
    });
    return answer.product;
  });
}

export interface ProductChangeRequest {
  /** The product as shown when the change was made. */
  product: MerchantProduct;
  change: MerchantProductPatchBody;
}

/**
 * One inline change, shown at once: a refusal puts the changed fields back, an answer shows
 * the server's product. When the last change settles the lists refetch (a product may leave
 * "Low stock" or move in the sort), and so do the dashboard's low-stock figures.
 */
export function useUpdateMerchantProduct(storeId: string) {
  const client = useQueryClient();
  const mutationKey = merchantProductKeys.changes(storeId);
  return useMutation({
    mutationKey,
    mutationFn: ({ product, change }: ProductChangeRequest) =>
      updateMerchantProduct(storeId, product.query_id, change),
    onMutate: async ({ product, change }) => {
      await client.cancelQueries({ queryKey: merchantProductKeys.lists(storeId) });
      updateCachedProduct(client, storeId, product.query_id, (shown) => withChange(shown, change));
    },
    onError: (_error, { product, change }) => {
      const putBack = reverseOf(product, change);
      updateCachedProduct(client, storeId, product.query_id, (shown) => withChange(shown, putBack));
    },
    onSuccess: (saved) => updateCachedProduct(client, storeId, saved.query_id, () => saved),
    onSettled: () => {
      // Refetching while another change is on its way would show the old value for a moment.
      if (client.isMutating({ mutationKey }) > 1) return;
      void client.invalidateQueries({ queryKey: merchantProductKeys.lists(storeId) });
      void client.invalidateQueries({ queryKey: dashboardQueryKeys.store(storeId) });
    },
  });
}
