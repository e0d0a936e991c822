import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operatorStoresResponseSchema } from '@sauda/domain';
import { request } from '../../../api/request';
import { retrySuperseded } from '../../../api/retry-superseded';
import type { StoreFilters } from '../model/store-filters';
import { operatorKeys } from './operator-keys';

/** GET admin/stores: one page of the draft or the live stores. */
export function getOperatorStores(filters: StoreFilters, signal?: AbortSignal) {
  return request({
    url: 'admin/stores',
    query: {
      status: filters.status,
      query: filters.query === '' ? undefined : filters.query,
      page: filters.page,
    },
    action: 'GET_ADMIN_STORES',
    schema: operatorStoresResponseSchema,
    signal,
  });
}

export function useOperatorStores(filters: StoreFilters) {
  return useQuery({
    queryKey: operatorKeys.storeList(filters),
    queryFn: ({ signal }) => getOperatorStores(filters, signal),
    retry: retrySuperseded,
    placeholderData: keepPreviousData,
  });
}
