import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  pnlResponseSchema,
  type KarachiDateRange,
  type PnlAnswer,
  type PnlGroup,
} from '@sauda/domain';
import { request } from '../../../../api/request';
import { retrySuperseded } from '../../../../api/retry-superseded';
import { moneyQueryKeys } from './money-query-keys';

export type Pnl = PnlAnswer['pnl'];

/** GET merchant/stores/{storeId}/pnl?from&to&group (owner only): the P&L per day or month. */
export async function getPnl(
  storeQueryId: string,
  range: KarachiDateRange,
  group: PnlGroup,
  options: { signal?: AbortSignal } = {},
): Promise<Pnl> {
  const body = await request({
    url: `merchant/stores/${encodeURIComponent(storeQueryId)}/pnl`,
    query: { from: range.from, to: range.to, group },
    action: 'GET_MERCHANT_PNL',
    schema: pnlResponseSchema,
    signal: options.signal,
  });
  return body.pnl;
}

export function pnlQueryOptions(storeQueryId: string, range: KarachiDateRange, group: PnlGroup) {
  return queryOptions({
    queryKey: moneyQueryKeys.pnl(storeQueryId, range, group),
    queryFn: ({ signal }) => getPnl(storeQueryId, range, group, { signal }),
    retry: retrySuperseded,
  });
}

/** The P&L of a range; the figures before stay (dimmed) while another range loads. */
export function usePnl(storeQueryId: string, range: KarachiDateRange, group: PnlGroup) {
  return useQuery({
    ...pnlQueryOptions(storeQueryId, range, group),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === storeQueryId ? previous : undefined,
  });
}
