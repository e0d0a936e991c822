import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  operatorStoreResponseSchema,
  type OperatorStore,
  type OperatorStoreBody,
} from '@sauda/domain';
import { request } from '../../../api/request';
import { operatorKeys } from './operator-keys';

/** PATCH admin/stores/{storeId} { commission_rate?, is_published? }. */
export async function updateOperatorStore(
  storeId: string,
  body: OperatorStoreBody,
): Promise<OperatorStore> {
  const answer = await request({
    url: `admin/stores/${encodeURIComponent(storeId)}`,
    method: 'PATCH',
    body,
    action: 'UPDATE_ADMIN_STORE',
    schema: operatorStoreResponseSchema,
  });
  return answer.store;
}

/** A store's change; the lists ask again, since publishing moves a store to the other tab. */
export function useUpdateOperatorStore(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorStoreBody) => updateOperatorStore(storeId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.stores }),
  });
}
