import type { PnlGroup, Transaction, TransactionsAnswer } from '@sauda/domain';
import type { CashClose } from '../api/get-cash-close';
import type { Pnl } from '../api/get-pnl';

/** A delivered order of Rs 1,250 with an item discount, a store voucher and a tip. */
export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    order_query_id: 'ord_1',
    short_order_id: 'SD-A1B2C3',
    status: 'order_delivered',
    date: '2026-11-25',
    settled_at: '2026-11-25T15:30:00.000Z',
    order_value: 1250,
    items_discount: 50,
    voucher_store: 100,
    voucher_platform: 0,
    delivery_fee: 150,
    service_fee: 0,
    tip: 40,
    commission: 110,
    cash_collected: 1290,
    collected_by: 'rider',
    net_due_to_store: 990,
    ...overrides,
  };
}

/** A cancelled order: nothing collected, nothing owed. */
export const cancelledTransaction = makeTransaction({
  order_query_id: 'ord_2',
  short_order_id: 'SD-Z9Y8X7',
  status: 'cancelled',
  date: '2026-11-24',
  settled_at: '2026-11-24T10:00:00.000Z',
  order_value: 800,
  items_discount: 0,
  voucher_store: 0,
  voucher_platform: 120,
  delivery_fee: 0,
  tip: 0,
  commission: 0,
  cash_collected: 0,
  net_due_to_store: 0,
});

/** A page of the ledger as the API answers it, with totals over the lines given. */
export function transactionsAnswer(
  lines: Transaction[],
  range: { from: string; to: string },
  pagination: Partial<TransactionsAnswer['pagination']> = {},
): TransactionsAnswer {
  const sum = (field: keyof Transaction) =>
    lines.reduce((total, line) => total + Number(line[field]), 0);
  return {
    transactions: lines,
    pagination: {
      page: 1,
      per_page: 50,
      total_items: lines.length,
      total_pages: lines.length > 0 ? 1 : 0,
      ...pagination,
    },
    totals: {
      order_value: sum('order_value'),
      items_discount: sum('items_discount'),
      voucher_store: sum('voucher_store'),
      voucher_platform: sum('voucher_platform'),
      delivery_fee: sum('delivery_fee'),
      service_fee: sum('service_fee'),
      tip: sum('tip'),
      commission: sum('commission'),
      cash_collected: sum('cash_collected'),
      net_due_to_store: sum('net_due_to_store'),
      orders_delivered: lines.filter((line) => line.status === 'order_delivered').length,
      orders_cancelled: lines.filter((line) => line.status === 'cancelled').length,
    },
    ...range,
  };
}

/** One evening: three orders delivered, Rs 3,870 collected, Rs 3,120.50 owed to the store. */
export function makeCashClose(date: string): CashClose {
  return {
    date,
    orders_delivered: 3,
    cash_collected: 3870,
    net_due_to_store: 3120.5,
    commission: 329.5,
    tips: 120,
  };
}

const figures = (orders: number, revenue: number) => ({
  orders,
  revenue,
  discounts: orders * 50,
  voucher_store: orders * 20,
  commission: revenue / 10,
  delivery_fees: orders * 150,
  net: revenue - orders * 70 - revenue / 10,
});

/** Two periods with sales (and, per day, one without), with their totals. */
export function makePnl(group: PnlGroup, range: { from: string; to: string }): Pnl {
  const rows =
    group === 'day'
      ? [
          { period: '2026-11-24', ...figures(2, 2000) },
          { period: '2026-11-25', ...figures(0, 0) },
          { period: '2026-11-26', ...figures(3, 4500) },
        ]
      : [
          { period: '2026-10', ...figures(10, 12000) },
          { period: '2026-11', ...figures(5, 6500) },
        ];
  const totals = rows.reduce(
    (sum, row) => ({
      orders: sum.orders + row.orders,
      revenue: sum.revenue + row.revenue,
      discounts: sum.discounts + row.discounts,
      voucher_store: sum.voucher_store + row.voucher_store,
      commission: sum.commission + row.commission,
      delivery_fees: sum.delivery_fees + row.delivery_fees,
      net: sum.net + row.net,
    }),
    figures(0, 0),
  );
  return { group, ...range, rows, totals };
}

/** A range with no delivered order. */
export function emptyPnl(group: PnlGroup, range: { from: string; to: string }): Pnl {
  const zero = figures(0, 0);
  return { group, ...range, rows: [{ period: range.from, ...zero }], totals: zero };
}
