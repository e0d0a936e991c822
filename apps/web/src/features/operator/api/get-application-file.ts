import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';
import { operatorKeys } from './operator-keys';

/**
 * GET admin/applications/{applicationId}/files/{index}: an applicant's file, sent only with an
 * operator's session, so it is fetched with the Bearer header and never linked to directly.
 */
export async function getApplicationFile(
  applicationId: string,
  index: number,
  signal?: AbortSignal,
): Promise<Blob> {
  const blob = await request<Blob>({
    url: `admin/applications/${encodeURIComponent(applicationId)}/files/${index}`,
    responseType: 'blob',
    action: 'GET_ADMIN_APPLICATION_FILE',
    exemptFromBulkCancel: true,
    signal,
  });
  if (!blob) throw new Error('The file came back empty');
  return blob;
}

/** A file's bytes, kept while the page is open (a private file is read once). */
export function useApplicationFile(applicationId: string, index: number, enabled = true) {
  return useQuery({
    queryKey: operatorKeys.applicationFile(applicationId, index),
    queryFn: ({ signal }) => getApplicationFile(applicationId, index, signal),
    staleTime: Infinity,
    enabled,
  });
}
