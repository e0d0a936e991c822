import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  transactionsResponseSchema,
  type KarachiDateRange,
  type TransactionsAnswer,
} from '@sauda/domain';
import { request } from '../../../../api/request';
import { retrySuperseded } from '../../../../api/retry-superseded';
import { moneyQueryKeys } from './money-query-keys';

/** GET merchant/stores/{storeId}/transactions?from&to&page (DESIGN §3a): a page of the ledger. */
export async function getTransactions(
  storeQueryId: string,
  range: KarachiDateRange,
  page: number,
  options: { signal?: AbortSignal } = {},
): Promise<TransactionsAnswer> {
  return request({
    url: `merchant/stores/${encodeURIComponent(storeQueryId)}/transactions`,
    query: { from: range.from, to: range.to, page },
    action: 'GET_MERCHANT_TRANSACTIONS',
    schema: transactionsResponseSchema,
    signal: options.signal,
  });
}

export function transactionsQueryOptions(
  storeQueryId: string,
  range: KarachiDateRange,
  page: number,
) {
  return queryOptions({
    queryKey: moneyQueryKeys.transactions(storeQueryId, range, page),
    queryFn: ({ signal }) => getTransactions(storeQueryId, range, page, { signal }),
    // Changing dates quickly supersedes the call still on its way: ask again, never fail.
    retry: retrySuperseded,
  });
}

/**
 * The ledger of a range. The lines before stay on screen (dimmed) while another range or page
 * loads; they never carry over from another store.
 */
export function useTransactions(storeQueryId: string, range: KarachiDateRange, page: number) {
  return useQuery({
    ...transactionsQueryOptions(storeQueryId, range, page),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === storeQueryId ? previous : undefined,
  });
}
