import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@sauda/domain';
import { request } from '../../api/request';
import { productAnswer } from './catalog-answers';
import { catalogKeys } from './catalog-keys';
import { retrySuperseded } from '../../api/retry-superseded';

/** GET products/{productQueryId}: one product with its pictures, stock and options. */
export async function getProduct(
  productQueryId: string,
  options: { signal?: AbortSignal; asCartItem?: boolean } = {},
): Promise<Product> {
  const body = await request({
    url: `products/${encodeURIComponent(productQueryId)}`,
    action: options.asCartItem ? 'GET_ITMS' : 'GET_PRODUCT',
    exemptFromBulkCancel: options.asCartItem,
    schema: productAnswer,
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

/**
 * The cart's read of one of its items (GET_ITMS, SPEC §7): the same cache entry as the product
 * page, but exempt from the bulk cancel, so the product page reading the same product at the
 * same moment cannot cancel the cart's refresh, nor the refresh the page.
 */
export function cartItemQueryOptions(productQueryId: string) {
  return queryOptions({
    queryKey: catalogKeys.product(productQueryId),
    queryFn: ({ signal }) => getProduct(productQueryId, { signal, asCartItem: true }),
    retry: retrySuperseded,
  });
}
