import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  merchantVoucherResponseSchema,
  type MerchantVoucher,
  type MerchantVoucherCreateBody,
  type MerchantVoucherPatchBody,
} from '@sauda/domain';
import { request } from '../../../../api/request';
import { vouchersPath } from './get-merchant-vouchers';
import { promotionKeys } from './promotion-keys';

/** POST merchant/stores/{storeId}/vouchers → 201 `{ voucher }`; 409 `voucher_code_taken`. */
export async function createMerchantVoucher(
  storeId: string,
  body: MerchantVoucherCreateBody,
): Promise<MerchantVoucher> {
  const answer = await request({
    url: vouchersPath(storeId),
    method: 'POST',
    body,
    action: 'CREATE_MERCHANT_VOUCHER',
    schema: merchantVoucherResponseSchema,
  });
  return answer.voucher;
}

/** PATCH …/vouchers/{voucherId} with any subset; a used voucher keeps its code and kind. */
export async function updateMerchantVoucher(
  storeId: string,
  voucherId: number,
  body: MerchantVoucherPatchBody,
): Promise<MerchantVoucher> {
  const answer = await request({
    url: `${vouchersPath(storeId)}/${voucherId}`,
    method: 'PATCH',
    body,
    action: 'UPDATE_MERCHANT_VOUCHER',
    schema: merchantVoucherResponseSchema,
  });
  return answer.voucher;
}

export type VoucherSave =
  | { voucherId: null; body: MerchantVoucherCreateBody }
  | { voucherId: number; body: MerchantVoucherPatchBody };

/** Rewrites one voucher in the cached list (or adds a new one first), then refetches the list. */
export function useSaveMerchantVoucher(storeId: string) {
  const client = useQueryClient();
  const key = promotionKeys.vouchers(storeId);
  return useMutation({
    mutationFn: (save: VoucherSave) =>
      save.voucherId === null
        ? createMerchantVoucher(storeId, save.body)
        : updateMerchantVoucher(storeId, save.voucherId, save.body),
    onSuccess: (saved) =>
      client.setQueryData<MerchantVoucher[]>(key, (vouchers = []) =>
        vouchers.some((voucher) => voucher.id === saved.id)
          ? vouchers.map((voucher) => (voucher.id === saved.id ? saved : voucher))
          : [saved, ...vouchers],
      ),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
