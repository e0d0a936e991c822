import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantStoresResponseSchema, type MerchantStoreSummary } from '@sauda/domain';
import { request } from '../../../../api/request';
import { retrySuperseded } from '../../../../api/retry-superseded';
import { isRegisteredSession, useAuth } from '../../../auth';
import { merchantStoreKeys } from './merchant-store-keys';

/** GET merchant/stores: the stores the user works in; empty for everyone else. */
export async function getMerchantStores(
  options: { signal?: AbortSignal } = {},
): Promise<MerchantStoreSummary[]> {
  const body = await request({
    url: 'merchant/stores',
    action: 'GET_MERCHANT_STORES',
    schema: merchantStoresResponseSchema,
    signal: options.signal,
  });
  return body.stores;
}

export function merchantStoresQueryOptions(userQueryId: string) {
  return queryOptions({
    queryKey: merchantStoreKeys.list(userQueryId),
    queryFn: ({ signal }) => getMerchantStores({ signal }),
    retry: retrySuperseded,
  });
}

/**
 * The signed-in user's stores. Asked only for a registered user (a guest works in no store);
 * the back office shell, the user menu and the drawer share the one cached answer.
 */
export function useMerchantStores() {
  const auth = useAuth();
  const registered = isRegisteredSession(auth);
  const userQueryId = auth.user?.query_id ?? '';
  return useQuery({ ...merchantStoresQueryOptions(userQueryId), enabled: registered });
}
