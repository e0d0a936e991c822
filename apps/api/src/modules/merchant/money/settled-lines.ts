import {
  karachiRangeInstants,
  ledgerLine,
  type KarachiDateRange,
  type LedgerLine,
} from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import { listSettledOrders, type SettledOrderRow } from './store-ledger.repository.js';

export interface SettledLine {
  row: SettledOrderRow;
  line: LedgerLine;
  settledAt: Date;
}

/**
 * The store's ledger lines of a range of Karachi dates, oldest first. Every line of the range
 * is read (at most 366 days of one store's settled orders, narrow rows) so the totals, the page
 * and the file all come from the domain's one rule rather than from a second one in SQL.
 */
export async function readSettledLines(
  db: AppDb,
  companyId: number,
  range: KarachiDateRange,
): Promise<SettledLine[]> {
  const { from, to } = karachiRangeInstants(range);
  const rows = await listSettledOrders(db, companyId, from, to);
  return rows.map((row) => ({ row, line: ledgerLine(row), settledAt: row.settledAt }));
}
