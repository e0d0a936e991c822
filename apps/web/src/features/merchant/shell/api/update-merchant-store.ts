import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  merchantStoreResponseSchema,
  type MerchantStore,
  type StoreSettingsBody,
} from '@sauda/domain';
import { request } from '../../../../api/request';
import { merchantStoreKeys } from './merchant-store-keys';

/**
 * PATCH merchant/stores/{storeId} with any of the settings. Staff may send only `paused_until`;
 * other fields need an owner or a manager (else 403 `forbidden_role`, an ordinary error).
 */
export async function updateMerchantStore(
  storeQueryId: string,
  body: StoreSettingsBody,
): Promise<MerchantStore> {
  const answer = await request({
    url: `merchant/stores/${encodeURIComponent(storeQueryId)}`,
    method: 'PATCH',
    body,
    action: 'UPDATE_MERCHANT_STORE',
    schema: merchantStoreResponseSchema,
  });
  return answer.store;
}

/** The saved store shows at once; the store list (open, paused) asks again. */
export function storeSaved(client: QueryClient, store: MerchantStore): void {
  client.setQueryData(merchantStoreKeys.detail(store.query_id), store);
  void client.invalidateQueries({ queryKey: merchantStoreKeys.lists });
}

export function useUpdateMerchantStore(storeQueryId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreSettingsBody) => updateMerchantStore(storeQueryId, body),
    onSuccess: (store) => storeSaved(client, store),
  });
}
