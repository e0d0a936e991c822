import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  MERCHANT_ORDERS_PAGE_SIZE,
  merchantOrdersResponseSchema,
  type MERCHANT_ORDER_FILTERS,
  type MerchantOrdersResponse,
} from '@sauda/domain';
import { request } from '../../../../api/request';
import { retrySuperseded } from '../../../../api/retry-superseded';
import { merchantOrderKeys } from './merchant-order-keys';
import { oneAtATime } from './one-at-a-time';

export type MerchantOrderFilter = (typeof MERCHANT_ORDER_FILTERS)[number];

/** The most orders one page may hold: the pending ones all fit (they cancel after 10 minutes). */
const LARGEST_PAGE = 100;

interface MerchantOrdersRequest {
  status: MerchantOrderFilter;
  /** An order number or a customer's name or phone; empty for none. */
  query: string;
  page: number;
  perPage?: number;
  signal?: AbortSignal;
}

const inTurn = oneAtATime();

/** GET merchant/stores/{storeId}/orders: one page of the store's queue, newest first. */
export function getMerchantOrders(
  storeId: string,
  { status, query, page, perPage = MERCHANT_ORDERS_PAGE_SIZE, signal }: MerchantOrdersRequest,
): Promise<MerchantOrdersResponse> {
  const search = query.trim();
  return inTurn(() =>
    request({
      url: `merchant/stores/${encodeURIComponent(storeId)}/orders`,
      query: { status, ...(search === '' ? {} : { query: search }), page, per_page: perPage },
      action: 'GET_MERCHANT_ORDERS',
      schema: merchantOrdersResponseSchema,
      signal,
    }),
  );
}

export function nextMerchantOrdersPage(last: MerchantOrdersResponse): number | undefined {
  const { page, total_pages } = last.pagination;
  return page < total_pages ? page + 1 : undefined;
}

/** The queue under one filter chip and search, a page of 25 at a time ("Load more"). */
export function merchantOrdersInfiniteOptions(
  storeId: string,
  status: MerchantOrderFilter,
  query: string,
) {
  return infiniteQueryOptions({
    queryKey: merchantOrderKeys.list(storeId, status, query.trim()),
    queryFn: ({ pageParam, signal }) =>
      getMerchantOrders(storeId, { status, query, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextMerchantOrdersPage,
    retry: retrySuperseded,
  });
}

/** How many orders a chip holds: a page of one, read for its total only. */
export function merchantOrderCountOptions(storeId: string, status: MerchantOrderFilter) {
  return queryOptions({
    queryKey: merchantOrderKeys.count(storeId, status),
    queryFn: async ({ signal }) => {
      const page = await getMerchantOrders(storeId, {
        status,
        query: '',
        page: 1,
        perPage: 1,
        signal,
      });
      return page.pagination.total_items;
    },
    retry: retrySuperseded,
  });
}

/**
 * Every order waiting to be accepted: the alerts, the reminders and the New count read it.
 * They cancel themselves after 10 minutes, so one large page holds them all.
 */
export function pendingMerchantOrdersOptions(storeId: string) {
  return queryOptions({
    queryKey: merchantOrderKeys.pending(storeId),
    queryFn: ({ signal }) =>
      getMerchantOrders(storeId, {
        status: 'order_pending',
        query: '',
        page: 1,
        perPage: LARGEST_PAGE,
        signal,
      }),
    retry: retrySuperseded,
  });
}
