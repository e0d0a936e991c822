import { queryOptions } from '@tanstack/react-query';
import { productResponseSchema, type Product } from '@sauda/domain';
import { request } from '../../api/request';
import { catalogKeys } from './catalog-keys';
import { retrySuperseded } from '../../api/retry-superseded';

/** GET products/{productQueryId}: one product with its pictures, stock and options. */
export async function getProduct(
  productQueryId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Product> {
  const body = await request({
    url: `products/${encodeURIComponent(productQueryId)}`,
    action: 'GET_PRODUCT',
    schema: productResponseSchema,
    signal: options.signal,
  });
  return body.product;
}

export function productQueryOptions(productQueryId: string) {
  return queryOptions({
    queryKey: catalogKeys.product(productQueryId),
    queryFn: ({ signal }) => getProduct(productQueryId, { signal }),
    retry: retrySuperseded,
  });
}
