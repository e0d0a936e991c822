import {
  merchantProductResponseSchema,
  type MerchantProduct,
  type MerchantProductCreateInput,
} from '@sauda/domain';
import { request } from '../../../../../api/request';
import { productsPath } from './product-paths';

/** POST merchant/stores/{storeId}/products → 201 `{ product }`. */
export async function createMerchantProduct(
  storeId: string,
  body: MerchantProductCreateInput,
): Promise<MerchantProduct> {
  const answer = await request({
    url: productsPath(storeId),
    method: 'POST',
    body,
    action: 'CREATE_MERCHANT_PRODUCT',
    schema: merchantProductResponseSchema,
  });
  return answer.product;
}
