import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applicationResponseSchema,
  type Application,
  type ApplicationStatusBody,
} from '@sauda/domain';
import { request } from '../../../api/request';
import { operatorKeys } from './operator-keys';

/**
 * PATCH admin/applications/{applicationId} { status, industry_id? }. Accepting a merchant
 * application opens its store as a draft; the answer then names the store.
 */
export async function updateApplicationStatus(
  applicationId: string,
  body: ApplicationStatusBody,
): Promise<Application> {
  const answer = await request({
    url: `admin/applications/${encodeURIComponent(applicationId)}`,
    method: 'PATCH',
    body,
    action: 'UPDATE_ADMIN_APPLICATION',
    schema: applicationResponseSchema,
  });
  return answer.application;
}

export function useUpdateApplicationStatus(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationStatusBody) => updateApplicationStatus(applicationId, body),
    onSuccess: (application) => {
      client.setQueryData(operatorKeys.application(applicationId), application);
      void client.invalidateQueries({ queryKey: operatorKeys.applicationLists });
      // An acceptance may have opened a store.
      void client.invalidateQueries({ queryKey: operatorKeys.stores });
    },
  });
}
