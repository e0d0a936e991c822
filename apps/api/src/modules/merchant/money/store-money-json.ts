import {
  fromPaisa,
  karachiDate,
  LEDGER_MONEY_FIELDS,
  type LedgerLine,
  type LedgerMoney,
  type PnlFigures,
  type Transaction,
} from '@sauda/domain';
import type { SettledOrderRow } from './store-ledger.repository.js';

type Rupees<T> = { [K in keyof T]: number };

/** Every money field of a line or of totals, paisa → rupees with 2 decimals. */
export function toLedgerMoneyJson(money: LedgerMoney): Rupees<LedgerMoney> {
  const json = {} as Rupees<LedgerMoney>;
  for (const field of LEDGER_MONEY_FIELDS) json[field] = fromPaisa(money[field]);
  return json;
}

/** A ledger line as the page and the CSV show it: who collected the cash before what is due. */
export function toTransactionJson(row: SettledOrderRow, line: LedgerLine): Transaction {
  const { net_due_to_store: netDueToStore, ...money } = toLedgerMoneyJson(line);
  return {
    order_query_id: row.orderQueryId,
    short_order_id: row.shortOrderId,
    status: line.status,
    date: karachiDate(row.settledAt),
    settled_at: row.settledAt.toISOString(),
    ...money,
    collected_by: line.collected_by,
    net_due_to_store: netDueToStore,
  };
}

export function toPnlFiguresJson(figures: PnlFigures): PnlFigures {
  return {
    orders: figures.orders,
    revenue: fromPaisa(figures.revenue),
    discounts: fromPaisa(figures.discounts),
    voucher_store: fromPaisa(figures.voucher_store),
    commission: fromPaisa(figures.commission),
    delivery_fees: fromPaisa(figures.delivery_fees),
    net: fromPaisa(figures.net),
  };
}
