import {
  cashClose,
  fromPaisa,
  karachiDate,
  ledgerTotals,
  TRANSACTIONS_PAGE_SIZE,
  transactionCsvLine,
  transactionsCsvHeader,
  UTF8_BOM,
  type CashCloseAnswer,
  type TransactionsAnswer,
  type TransactionsQuery,
} from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import type { UserRow } from '../../auth/sessions.repository.js';
import { requireStoreAccess } from '../access/store-access.js';
import { resolveLedgerRange } from './ledger-range.js';
import { readSettledLines } from './settled-lines.js';
import { toLedgerMoneyJson, toTransactionJson } from './store-money-json.js';

type Actor = Pick<UserRow, 'id'>;
type RangeQuery = { from?: string | undefined; to?: string | undefined };

/** The range's transactions, oldest first, as JSON lines. */
async function transactionsOf(db: AppDb, companyId: number, query: RangeQuery, now: Date) {
  const range = resolveLedgerRange(query, now);
  const settled = await readSettledLines(db, companyId, range);
  return { range, settled, json: settled.map(({ row, line }) => toTransactionJson(row, line)) };
}

/**
 * GET merchant/stores/{storeId}/transactions (owner, manager): one page of the ledger and the
 * totals of the whole range. Read without a transaction: a ledger is a report of settled orders.
 */
export async function listStoreTransactions(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  query: TransactionsQuery,
  now: Date,
): Promise<TransactionsAnswer> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'readTransactions');
  const { range, settled, json } = await transactionsOf(db, companyId, query, now);
  const lines = settled.map(({ line }) => line);
  const start = (query.page - 1) * TRANSACTIONS_PAGE_SIZE;
  return {
    transactions: json.slice(start, start + TRANSACTIONS_PAGE_SIZE),
    pagination: {
      page: query.page,
      per_page: TRANSACTIONS_PAGE_SIZE,
      total_items: json.length,
      total_pages: Math.ceil(json.length / TRANSACTIONS_PAGE_SIZE),
    },
    totals: {
      ...toLedgerMoneyJson(ledgerTotals(lines)),
      orders_delivered: lines.filter((line) => line.status === 'order_delivered').length,
      orders_cancelled: lines.filter((line) => line.status === 'cancelled').length,
    },
    from: range.from,
    to: range.to,
  };
}

/** …/transactions/export: every line of the range, the JSON lines' columns; BOM, CRLF. */
export async function exportStoreTransactions(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  query: RangeQuery,
  now: Date,
): Promise<string> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'readTransactions');
  const { json } = await transactionsOf(db, companyId, query, now);
  return UTF8_BOM + transactionsCsvHeader() + json.map(transactionCsvLine).join('');
}

/**
 * …/transactions/close: the night's reconciliation of one Karachi day (today unless asked):
 * what the riders collected for the store's delivered orders against what the store is owed.
 */
export async function getStoreCashClose(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  date: string | undefined,
  now: Date,
): Promise<CashCloseAnswer['close']> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'readTransactions');
  const day = date ?? karachiDate(now);
  const settled = await readSettledLines(db, companyId, { from: day, to: day });
  const close = cashClose(settled.map(({ line }) => line));
  return {
    date: day,
    orders_delivered: close.orders_delivered,
    cash_collected: fromPaisa(close.cash_collected),
    net_due_to_store: fromPaisa(close.net_due_to_store),
    commission: fromPaisa(close.commission),
    tips: fromPaisa(close.tips),
  };
}
