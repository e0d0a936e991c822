import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../../shared/receipt/save-blob';
import { exportProductsCsv, productsCsvFileName } from './api/export-products-csv';

/** Export CSV: downloads every product of the store with the session's token. */
export function useCsvExport(storeId: string) {
  return useMutation({
    mutationFn: () => exportProductsCsv(storeId),
    onSuccess: (blob) => saveBlob(blob, productsCsvFileName(storeId, new Date())),
  });
}
