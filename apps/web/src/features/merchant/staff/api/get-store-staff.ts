import { useQuery } from '@tanstack/react-query';
import { staffResponseSchema, type StaffMember } from '@sauda/domain';
import { request } from '../../../../api/request';
import { retrySuperseded } from '../../../../api/retry-superseded';
import { staffKeys, staffPath } from './staff-keys';

/** GET merchant/stores/{storeId}/staff: the members, then the numbers invited to join. */
export async function getStoreStaff(
  storeId: string,
  options: { signal?: AbortSignal } = {},
): Promise<StaffMember[]> {
  const answer = await request({
    url: staffPath(storeId),
    action: 'GET_STORE_STAFF',
    schema: staffResponseSchema,
    signal: options.signal,
  });
  return answer.staff;
}

export function useStoreStaff(storeId: string) {
  return useQuery({
    queryKey: staffKeys.people(storeId),
    queryFn: ({ signal }) => getStoreStaff(storeId, { signal }),
    // An invite or a removal answered just now supersedes a refresh of the same path.
    retry: retrySuperseded,
  });
}
