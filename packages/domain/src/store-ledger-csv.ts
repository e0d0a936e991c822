/**
 * The money pages as CSV: the same columns, in the same order, as the JSON lines the screen
 * shows, so a file and the page always agree. Amounts are rupees with 2 decimals.
 */
import { csvLine, guardCsvCell } from './csv-write.js';
import type { PnlAnswer, Transaction } from './store-money.schemas.js';

export const TRANSACTION_CSV_COLUMNS = Object.freeze([
  'order_query_id',
  'short_order_id',
  'status',
  'date',
  'settled_at',
  'order_value',
  'items_discount',
  'voucher_store',
  'voucher_platform',
  'delivery_fee',
  'service_fee',
  'tip',
  'commission',
  'cash_collected',
  'collected_by',
  'net_due_to_store',
] as const satisfies readonly (keyof Transaction)[]);

type PnlRow = PnlAnswer['pnl']['rows'][number];

export const PNL_CSV_COLUMNS = Object.freeze([
  'period',
  'orders',
  'revenue',
  'discounts',
  'voucher_store',
  'commission',
  'delivery_fees',
  'net',
] as const satisfies readonly (keyof PnlRow)[]);

/** Whole counts as they are; rupees with both decimals ("12.50"). */
function cellOf(value: string | number | null, isMoney: boolean): string {
  if (value === null) return '';
  if (typeof value === 'number') return isMoney ? value.toFixed(2) : String(value);
  return guardCsvCell(value);
}

function csvRow<K extends string>(
  columns: readonly K[],
  countColumns: readonly string[],
  row: Readonly<Record<K, string | number | null>>,
): string {
  return csvLine(columns.map((column) => cellOf(row[column], !countColumns.includes(column))));
}

export const transactionCsvLine = (transaction: Transaction) =>
  csvRow(TRANSACTION_CSV_COLUMNS, [], transaction);

export const pnlCsvLine = (row: PnlRow) => csvRow(PNL_CSV_COLUMNS, ['orders'], row);

export const transactionsCsvHeader = () => csvLine(TRANSACTION_CSV_COLUMNS);
export const pnlCsvHeader = () => csvLine(PNL_CSV_COLUMNS);
