import { queryOptions } from '@tanstack/react-query';
import { vouchersResponseSchema, type AvailableVoucher } from '@sauda/domain';
import { request } from '../../../api/request';
import { checkoutKeys } from './checkout-keys';

/** GET users/{userId}/vouchers?merchant_query_id=: the vouchers the user may use at a store. */
export async function getVouchers(
  userQueryId: string,
  storeQueryId: string,
  options: { signal?: AbortSignal } = {},
): Promise<AvailableVoucher[]> {
  const answer = await request({
    url: `users/${encodeURIComponent(userQueryId)}/vouchers`,
    query: { merchant_query_id: storeQueryId },
    action: 'GET_VOUCHERS',
    schema: vouchersResponseSchema,
    signal: options.signal,
  });
  return answer.available_vouchers;
}

export function vouchersQueryOptions(userQueryId: string, storeQueryId: string) {
  return queryOptions({
    queryKey: checkoutKeys.vouchers(userQueryId, storeQueryId),
    queryFn: ({ signal }) => getVouchers(userQueryId, storeQueryId, { signal }),
  });
}
