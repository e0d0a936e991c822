import {
  defaultLedgerRange,
  LEDGER_DEFAULT_DAYS,
  ledgerRangeProblem,
  type KarachiDateRange,
} from '@sauda/domain';
import { validationFailed } from '../../../http/app-error.js';

const DAY_MS = 86_400_000;

/**
 * The Karachi dates a money page covers: as asked, or the last 30 days. With one end only,
 * the other is 30 days away from it (`to` alone: the 30 days up to it; `from` alone: up to
 * today). The schema refuses a bad complete range; this refuses one completed by a default.
 */
export function resolveLedgerRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): KarachiDateRange {
  const today = defaultLedgerRange(now);
  const to = query.to ?? today.to;
  const fromOfTo = new Date(
    new Date(`${to}T00:00:00Z`).getTime() - (LEDGER_DEFAULT_DAYS - 1) * DAY_MS,
  );
  const range = { from: query.from ?? fromOfTo.toISOString().slice(0, 10), to };
  const problem = ledgerRangeProblem(range);
  if (problem) throw validationFailed({ from: problem }, problem);
  return range;
}
