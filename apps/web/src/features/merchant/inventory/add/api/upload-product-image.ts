import { merchantProductResponseSchema, type MerchantProduct } from '@sauda/domain';
import { request } from '../../../../../api/request';
import { productPath } from './product-paths';

/**
 * POST merchant/stores/{storeId}/products/{productId}/images: multipart, the photo in field
 * `image`; the answer's product lists its photos in order, the new one last.
 */
export async function uploadProductImage(
  storeId: string,
  productId: string,
  image: File,
): Promise<MerchantProduct> {
  const answer = await request({
    url: `${productPath(storeId, productId)}/images`,
    method: 'POST',
    multipart: true,
    body: { image },
    action: 'UPLOAD_PRODUCT_IMAGE',
    schema: merchantProductResponseSchema,
  });
  return answer.product;
}
