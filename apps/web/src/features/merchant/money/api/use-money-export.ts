import { useMutation } from '@tanstack/react-query';
import type { KarachiDateRange } from '@sauda/domain';
import { saveBlob } from '../../../../shared/receipt/save-blob';
import { exportMoneyCsv, moneyCsvFileName, type MoneyExport } from './export-money-csv';

/** Export CSV: downloads the range's ledger or P&L with the session's token. */
export function useMoneyExport(storeQueryId: string, kind: MoneyExport) {
  return useMutation({
    mutationFn: (range: KarachiDateRange) => exportMoneyCsv(storeQueryId, kind, range),
    onSuccess: (blob, range) => saveBlob(blob, moneyCsvFileName(kind, storeQueryId, range)),
  });
}
