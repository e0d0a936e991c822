import { queryOptions, useQuery } from '@tanstack/react-query';
import { cashCloseResponseSchema, type CashCloseAnswer } from '@sauda/domain';
import { request } from '../../../../api/request';
import { retrySuperseded } from '../../../../api/retry-superseded';
import { moneyQueryKeys } from './money-query-keys';

export type CashClose = CashCloseAnswer['close'];

/** GET merchant/stores/{storeId}/transactions/close?date=: one Karachi day's cash close. */
export async function getCashClose(
  storeQueryId: string,
  date: string,
  options: { signal?: AbortSignal } = {},
): Promise<CashClose> {
  const body = await request({
    url: `merchant/stores/${encodeURIComponent(storeQueryId)}/transactions/close`,
    query: { date },
    action: 'GET_MERCHANT_CASH_CLOSE',
    schema: cashCloseResponseSchema,
    signal: options.signal,
  });
  return body.close;
}

export function useCashClose(storeQueryId: string, date: string) {
  return useQuery(
    queryOptions({
      queryKey: moneyQueryKeys.cashClose(storeQueryId, date),
      queryFn: ({ signal }) => getCashClose(storeQueryId, date, { signal }),
      retry: retrySuperseded,
    }),
  );
}
