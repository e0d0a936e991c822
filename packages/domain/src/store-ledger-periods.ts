/**
 * The ledger over time: Karachi date ranges, the P&L per Karachi day or month and the daily
 * cash close. A settled order belongs to the Karachi day it was delivered (or cancelled) on.
 */
import { karachiDate } from './karachi-clock.js';
import type { Paisa } from './money.js';
import { ledgerTotals, type LedgerLine } from './store-ledger.js';

const DAY_MS = 86_400_000;

export const LEDGER_DEFAULT_DAYS = 30;
export const LEDGER_MAX_DAYS = 366;

export const PNL_GROUPS = Object.freeze(['day', 'month'] as const);
export type PnlGroup = (typeof PNL_GROUPS)[number];

/** Karachi dates "YYYY-MM-DD", both days included. */
export interface KarachiDateRange {
  from: string;
  to: string;
}

/** The start of a Karachi date ("2026-11-18" → 2026-11-17T19:00Z). */
export function karachiDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+05:00`);
}

/** The instants of a range of Karachi dates, [from, to). */
export function karachiRangeInstants(range: KarachiDateRange): { from: Date; to: Date } {
  return {
    from: karachiDayStart(range.from),
    to: new Date(karachiDayStart(range.to).getTime() + DAY_MS),
  };
}

/** How many Karachi days a range covers, both ends included. */
export function karachiRangeDays(range: KarachiDateRange): number {
  return (karachiDayStart(range.to).getTime() - karachiDayStart(range.from).getTime()) / DAY_MS + 1;
}

/** The last LEDGER_DEFAULT_DAYS Karachi days, today included. */
export function defaultLedgerRange(now: Date): KarachiDateRange {
  const from = new Date(now.getTime() - (LEDGER_DEFAULT_DAYS - 1) * DAY_MS);
  return { from: karachiDate(from), to: karachiDate(now) };
}

/** Every day ("2026-11-18") or month ("2026-11") the range touches, oldest first. */
export function pnlPeriods(range: KarachiDateRange, group: PnlGroup): string[] {
  const periods: string[] = [];
  const end = karachiDayStart(range.to).getTime();
  for (let at = karachiDayStart(range.from).getTime(); at <= end; at += DAY_MS) {
    const period = pnlPeriodOf(new Date(at), group);
    if (periods[periods.length - 1] !== period) periods.push(period);
  }
  return periods;
}

export function pnlPeriodOf(settledAt: Date, group: PnlGroup): string {
  const date = karachiDate(settledAt);
  return group === 'day' ? date : date.slice(0, 7);
}

export interface SettledLine {
  settledAt: Date;
  line: LedgerLine;
}

/** A P&L row in paisa: the store's side of its delivered orders. */
export interface PnlFigures {
  orders: number;
  /** The items at regular price. */
  revenue: Paisa;
  discounts: Paisa;
  voucher_store: Paisa;
  commission: Paisa;
  /** Collected for the rider and platform; listed, never part of the store's net. */
  delivery_fees: Paisa;
  net: Paisa;
}

export function pnlFigures(lines: readonly LedgerLine[]): PnlFigures {
  const delivered = lines.filter((line) => line.status === 'order_delivered');
  const sums = ledgerTotals(delivered);
  return {
    orders: delivered.length,
    revenue: sums.order_value,
    discounts: sums.items_discount,
    voucher_store: sums.voucher_store,
    commission: sums.commission,
    delivery_fees: sums.delivery_fee,
    net: sums.net_due_to_store,
  };
}

/** One row per period of the range (empty periods as zeros, so a chart has no gaps). */
export function pnlRows(
  settled: readonly SettledLine[],
  range: KarachiDateRange,
  group: PnlGroup,
): (PnlFigures & { period: string })[] {
  const byPeriod = new Map<string, LedgerLine[]>();
  for (const { settledAt, line } of settled) {
    const period = pnlPeriodOf(settledAt, group);
    const lines = byPeriod.get(period);
    if (lines) lines.push(line);
    else byPeriod.set(period, [line]);
  }
  return pnlPeriods(range, group).map((period) => ({
    period,
    ...pnlFigures(byPeriod.get(period) ?? []),
  }));
}

/** The night's reconciliation: what riders collected on one day against what the store is owed. */
export interface CashClose {
  orders_delivered: number;
  cash_collected: Paisa;
  net_due_to_store: Paisa;
  commission: Paisa;
  tips: Paisa;
}

export function cashClose(lines: readonly LedgerLine[]): CashClose {
  const delivered = lines.filter((line) => line.status === 'order_delivered');
  const sums = ledgerTotals(delivered);
  return {
    orders_delivered: delivered.length,
    cash_collected: sums.cash_collected,
    net_due_to_store: sums.net_due_to_store,
    commission: sums.commission,
    tips: sums.tip,
  };
}
