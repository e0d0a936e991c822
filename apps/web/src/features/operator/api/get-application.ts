import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationResponseSchema, type Application } from '@sauda/domain';
import { request } from '../../../api/request';
import { retrySuperseded } from '../../../api/retry-superseded';
import { operatorKeys } from './operator-keys';

/** GET admin/applications/{applicationId}: every field, and the files (read through the API). */
export async function getApplication(
  applicationId: string,
  signal?: AbortSignal,
): Promise<Application> {
  const body = await request({
    url: `admin/applications/${encodeURIComponent(applicationId)}`,
    action: 'GET_ADMIN_APPLICATION',
    schema: applicationResponseSchema,
    signal,
  });
  return body.application;
}

export function applicationQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: operatorKeys.application(applicationId),
    queryFn: ({ signal }) => getApplication(applicationId, signal),
    retry: retrySuperseded,
  });
}

export function useApplication(applicationId: string) {
  return useQuery(applicationQueryOptions(applicationId));
}
