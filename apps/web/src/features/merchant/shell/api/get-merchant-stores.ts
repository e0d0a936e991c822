import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchantStoreSummary } from '@sauda/domain';
import { request } from '../../../../api/request';
import { retrySuperseded } from '../../../../api/retry-superseded';
import { isRegisteredSession, useAuth } from '../../../auth';
import { merchantStoreKeys } from './merchant-store-keys';
import { lazySchema } from '../../../../api/lazy-schema';

/** Loaded with the first call, not with the page. */
const merchantStoresResponse = lazySchema(
  async () => (await import('@sauda/domain/merchant.schemas')).merchantStoresResponseSchema,
);

/** GET merchant/stores: the stores the user works in; empty for everyone else. */
export async function getMerchantStores(
  options: { signal?: AbortSignal } = {},
): Promise<MerchantStoreSummary[]> {
  const body = await request({
    url: 'merchant/stores',
    action: 'GET_MERCHANT_STORES',
    schema: merchantStoresResponse,
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
