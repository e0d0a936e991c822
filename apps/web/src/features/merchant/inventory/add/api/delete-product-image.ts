import { merchantProductResponseSchema, type MerchantProduct } from '@sauda/domain';
import { request } from '../../../../../api/request';
import { productPath } from './product-paths';

/** DELETE merchant/stores/{storeId}/products/{productId}/images/{imageId}: the others close up. */
export async function deleteProductImage(
  storeId: string,
  productId: string,
  imageId: string,
): Promise<MerchantProduct> {
  const answer = await request({
    url: `${productPath(storeId, productId)}/images/${encodeURIComponent(imageId)}`,
    method: 'DELETE',
    action: 'DELETE_PRODUCT_IMAGE',
    schema: merchantProductResponseSchema,
  });
  return answer.product;
}
