import { useQuery } from '@tanstack/react-query';
import { merchantVouchersListSchema, type MerchantVoucher } from '@sauda/domain';
import { request } from '../../../../api/request';
import { promotionKeys } from './promotion-keys';

export const vouchersPath = (storeId: string) =>
  `merchant/stores/${encodeURIComponent(storeId)}/vouchers`;

/** GET merchant/stores/{storeId}/vouchers: every voucher of the store, whatever its status. */
export async function getMerchantVouchers(
  storeId: string,
  options: { signal?: AbortSignal } = {},
): Promise<MerchantVoucher[]> {
  const answer = await request({
    url: vouchersPath(storeId),
    action: 'GET_MERCHANT_VOUCHERS',
    schema: merchantVouchersListSchema,
    signal: options.signal,
  });
  return answer.vouchers;
}

export function useMerchantVouchers(storeId: string) {
  return useQuery({
    queryKey: promotionKeys.vouchers(storeId),
    queryFn: ({ signal }) => getMerchantVouchers(storeId, { signal }),
  });
}
