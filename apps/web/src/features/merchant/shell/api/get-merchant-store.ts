import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantStoreResponseSchema, type MerchantStore } from '@sauda/domain';
import { request } from '../../../../api/request';
import { retrySuperseded } from '../../../../api/retry-superseded';
import { merchantStoreKeys } from './merchant-store-keys';

/** GET merchant/stores/{storeId}: the store as its back office sees it. */
export async function getMerchantStore(
  storeQueryId: string,
  options: { signal?: AbortSignal } = {},
): Promise<MerchantStore> {
  const body = await request({
    url: `merchant/stores/${encodeURIComponent(storeQueryId)}`,
    action: 'GET_MERCHANT_STORE',
    schema: merchantStoreResponseSchema,
    signal: options.signal,
  });
  return body.store;
}

export function merchantStoreQueryOptions(storeQueryId: string) {
  return queryOptions({
    queryKey: merchantStoreKeys.detail(storeQueryId),
    queryFn: ({ signal }) => getMerchantStore(storeQueryId, { signal }),
    retry: retrySuperseded,
  });
}

/** The current store's settings, pause and hours: the pause control and the settings page. */
export function useMerchantStore(storeQueryId: string) {
  return useQuery(merchantStoreQueryOptions(storeQueryId));
}
