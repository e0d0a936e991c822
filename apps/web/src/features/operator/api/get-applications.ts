import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { applicationsResponseSchema } from '@sauda/domain';
import { request } from '../../../api/request';
import { retrySuperseded } from '../../../api/retry-superseded';
import { applicationQueryOf, type ApplicationFilters } from '../model/application-filters';
import { operatorKeys } from './operator-keys';

/** GET admin/applications: one page (25, newest first) of what the public forms stored. */
export function getApplications(filters: ApplicationFilters, signal?: AbortSignal) {
  return request({
    url: 'admin/applications',
    query: { ...applicationQueryOf(filters), page: filters.page },
    action: 'GET_ADMIN_APPLICATIONS',
    schema: applicationsResponseSchema,
    signal,
  });
}

export function applicationsQueryOptions(filters: ApplicationFilters) {
  return queryOptions({
    queryKey: operatorKeys.applicationList(filters),
    queryFn: ({ signal }) => getApplications(filters, signal),
    retry: retrySuperseded,
  });
}

/** The inbox under its filters; the rows before stay while another page or filter loads. */
export function useApplications(filters: ApplicationFilters) {
  return useQuery({ ...applicationsQueryOptions(filters), placeholderData: keepPreviousData });
}
