import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  MERCHANT_PRODUCTS_PAGE_SIZE,
  merchantProductsListSchema,
  type MerchantProductsList,
} from '@sauda/domain';
import { request } from '../../../../api/request';
import { retrySuperseded } from '../../../../api/retry-superseded';
import { promotionKeys } from './promotion-keys';

/** GET merchant/stores/{storeId}/products?promotion=on: products with a promotion set. */
export function getPromotedProducts(
  storeId: string,
  page: number,
  options: { signal?: AbortSignal } = {},
): Promise<MerchantProductsList> {
  return request({
    url: `merchant/stores/${encodeURIComponent(storeId)}/products`,
    query: { promotion: 'on', sort: 'name', page, per_page: MERCHANT_PRODUCTS_PAGE_SIZE },
    action: 'GET_PROMOTED_PRODUCTS',
    schema: merchantProductsListSchema,
    signal: options.signal,
  });
}

/** One page of the store's discounted products; the page before stays while the next loads. */
export function usePromotedProducts(storeId: string, page: number) {
  return useQuery({
    queryKey: promotionKeys.promotedProducts(storeId, page),
    queryFn: ({ signal }) => getPromotedProducts(storeId, page, { signal }),
    placeholderData: keepPreviousData,
    // The product picker searches the same path; a search superseding this call is asked again.
    retry: retrySuperseded,
  });
}
