import { merchantProductResponseSchema, type MerchantProduct } from '@sauda/domain';
import { request } from '../../../../../api/request';
import { productPath } from './product-paths';

/**
 * PUT merchant/stores/{storeId}/products/{productId}/images/order: `imageIds` names each of the
 * product's photos once, the first being the one shoppers see first.
 */
export async function orderProductImages(
  storeId: string,
  productId: string,
  imageIds: readonly string[],
): Promise<MerchantProduct> {
  const answer = await request({
    url: `${productPath(storeId, productId)}/images/order`,
    method: 'PUT',
    body: { image_ids: imageIds },
    action: 'ORDER_PRODUCT_IMAGES',
    schema: merchantProductResponseSchema,
  });
  return answer.product;
}
