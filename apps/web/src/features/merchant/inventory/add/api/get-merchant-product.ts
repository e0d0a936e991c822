import { queryOptions } from '@tanstack/react-query';
import { merchantProductResponseSchema, type MerchantProduct } from '@sauda/domain';
import { request } from '../../../../../api/request';
import { merchantProductKeys } from '../../api/merchant-product-keys';
import { productPath } from './product-paths';

/** GET merchant/stores/{storeId}/products/{productId}: one product, hidden or not. */
export async function getMerchantProduct(
  storeId: string,
  productId: string,
  options: { signal?: AbortSignal } = {},
): Promise<MerchantProduct> {
  const answer = await request({
    url: productPath(storeId, productId),
    action: 'GET_MERCHANT_PRODUCT',
    schema: merchantProductResponseSchema,
    signal: options.signal,
  });
  return answer.product;
}

export function merchantProductQueryOptions(storeId: string, productId: string) {
  return queryOptions({
    queryKey: [...merchantProductKeys.all(storeId), 'detail', productId] as const,
    queryFn: ({ signal }) => getMerchantProduct(storeId, productId, { signal }),
  });
}
