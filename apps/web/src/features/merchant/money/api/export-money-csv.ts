import type { KarachiDateRange } from '@sauda/domain';
import { request } from '../../../../api/request';

/** The two money files: the ledger (owners and managers) and the P&L (owner). */
export type MoneyExport = 'transactions' | 'pnl';

/**
 * GET merchant/stores/{storeId}/{transactions|pnl}/export?from&to: the range as a CSV file (a
 * blob), fetched with the session's token since a plain link would carry none.
 */
export async function exportMoneyCsv(
  storeQueryId: string,
  kind: MoneyExport,
  range: KarachiDateRange,
): Promise<Blob> {
  const blob = await request<Blob>({
    url: `merchant/stores/${encodeURIComponent(storeQueryId)}/${kind}/export`,
    query: { from: range.from, to: range.to },
    responseType: 'blob',
    action: kind === 'pnl' ? 'EXPORT_PNL_CSV' : 'EXPORT_TRANSACTIONS_CSV',
    exemptFromBulkCancel: true,
  });
  if (!blob) throw new Error('The money file came back empty');
  return blob;
}

/** The name the browser saves the file under: what, whose and which dates. */
export function moneyCsvFileName(
  kind: MoneyExport,
  storeQueryId: string,
  range: KarachiDateRange,
): string {
  return `${kind}-${storeQueryId}-${range.from}-to-${range.to}.csv`;
}
