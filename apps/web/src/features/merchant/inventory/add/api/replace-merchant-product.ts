import {
  merchantProductResponseSchema,
  type MerchantProduct,
  type MerchantProductCreateInput,
} from '@sauda/domain';
import { request } from '../../../../../api/request';
import { productPath } from './product-paths';

/**
 * PATCH merchant/stores/{storeId}/products/{productId} with every field the wizard shows: the
 * wizard's edit of one product sends its whole detail, not only what changed.
 */
export async function replaceMerchantProduct(
  storeId: string,
  productId: string,
  body: MerchantProductCreateInput,
): Promise<MerchantProduct> {
  const answer = await request({
    url: productPath(storeId, productId),
    method: 'PATCH',
    body,
    action: 'UPDATE_MERCHANT_PRODUCT',
    schema: merchantProductResponseSchema,
  });
  return answer.product;
}
