import {
  pnlCsvHeader,
  pnlCsvLine,
  pnlFigures,
  pnlRows,
  UTF8_BOM,
  type PnlAnswer,
  type PnlQuery,
} from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import type { UserRow } from '../../auth/sessions.repository.js';
import { requireStoreAccess } from '../access/store-access.js';
import { resolveLedgerRange } from './ledger-range.js';
import { readSettledLines } from './settled-lines.js';
import { toPnlFiguresJson } from './store-money-json.js';

type Actor = Pick<UserRow, 'id'>;

/**
 * GET merchant/stores/{storeId}/pnl (owner only): the store's side of its delivered orders per
 * Karachi day or month of the range, every period listed, and the range's totals.
 */
export async function getStorePnl(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  query: PnlQuery,
  now: Date,
): Promise<PnlAnswer['pnl']> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'readPnl');
  const range = resolveLedgerRange(query, now);
  const settled = await readSettledLines(db, companyId, range);
  return {
    group: query.group,
    from: range.from,
    to: range.to,
    rows: pnlRows(settled, range, query.group).map(({ period, ...figures }) => ({
      period,
      ...toPnlFiguresJson(figures),
    })),
    totals: toPnlFiguresJson(pnlFigures(settled.map(({ line }) => line))),
  };
}

/** …/pnl/export: the rows the page shows, one per period; BOM, CRLF. */
export async function exportStorePnl(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  query: PnlQuery,
  now: Date,
): Promise<string> {
  const pnl = await getStorePnl(db, actor, storeQueryId, query, now);
  return UTF8_BOM + pnlCsvHeader() + pnl.rows.map(pnlCsvLine).join('');
}
