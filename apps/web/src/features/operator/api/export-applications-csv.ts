import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/request';
import { saveBlob } from '../../../shared/receipt/save-blob';
import { applicationQueryOf, type ApplicationFilters } from '../model/application-filters';

/** GET admin/applications/export: every application under the filters, as a CSV file. */
export async function exportApplicationsCsv(filters: ApplicationFilters): Promise<Blob> {
  const blob = await request<Blob>({
    url: 'admin/applications/export',
    query: applicationQueryOf(filters),
    responseType: 'blob',
    action: 'EXPORT_ADMIN_APPLICATIONS',
    exemptFromBulkCancel: true,
  });
  if (!blob) throw new Error('The applications file came back empty');
  return blob;
}

/** The name the browser saves the file under: what it holds and the day. */
export function applicationsCsvFileName(filters: ApplicationFilters, today: Date): string {
  const parts = ['applications', filters.kind, filters.status].filter(Boolean);
  return `${parts.join('-')}-${today.toISOString().slice(0, 10)}.csv`;
}

/** Export CSV: downloads the current filters' applications with the session's token. */
export function useApplicationsExport(filters: ApplicationFilters) {
  return useMutation({
    mutationFn: () => exportApplicationsCsv(filters),
    onSuccess: (blob) => saveBlob(blob, applicationsCsvFileName(filters, new Date())),
  });
}
