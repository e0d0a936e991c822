/**
 * The store's money pages (DESIGN §3a): transactions (the cash-on-delivery ledger), the daily
 * cash close and the P&L. Dates are Karachi dates "YYYY-MM-DD", both ends included; without
 * them a page covers the last 30 days. Money is rupees with 2 decimals, computed in paisa by
 * store-ledger.ts.
 */
import { z } from 'zod';
import { paginationSchema } from './http.schemas.js';
import {
  karachiRangeDays,
  LEDGER_MAX_DAYS,
  PNL_GROUPS,
  type KarachiDateRange,
} from './store-ledger-periods.js';
import { LEDGER_STATUSES } from './store-ledger.js';
import { MERCHANT_MESSAGES } from './merchant.messages.js';
import { STORE_MONEY_MESSAGES as M } from './store-money.messages.js';

export const TRANSACTIONS_PAGE_SIZE = 50;

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date: "2026-02-30" is refused, not rolled over into March. */
function isCalendarDate(text: string): boolean {
  if (!DATE_SHAPE.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

export const karachiDateSchema = z
  .string({ error: MERCHANT_MESSAGES.dateNotValid })
  .trim()
  .refine(isCalendarDate, { error: MERCHANT_MESSAGES.dateNotValid });

/** The refusal of a complete range, or null when it may be read. */
export function ledgerRangeProblem(range: KarachiDateRange): string | null {
  if (range.from > range.to) return M.rangeReversed;
  if (karachiRangeDays(range) > LEDGER_MAX_DAYS) return M.rangeTooLong;
  return null;
}

const dateRangeShape = {
  from: karachiDateSchema.optional(),
  to: karachiDateSchema.optional(),
};

type PartialRange = { from?: string | undefined; to?: string | undefined };

function refineRange(query: PartialRange, context: z.RefinementCtx) {
  if (query.from === undefined || query.to === undefined) return;
  const problem = ledgerRangeProblem({ from: query.from, to: query.to });
  if (problem) context.addIssue({ code: 'custom', path: ['from'], message: problem });
}

export const transactionsQuerySchema = z
  .object({ ...dateRangeShape, page: z.coerce.number().int().min(1).max(100_000).default(1) })
  .superRefine(refineRange);
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

export const transactionsExportQuerySchema = z.object(dateRangeShape).superRefine(refineRange);

export const cashCloseQuerySchema = z.object({ date: karachiDateSchema.optional() });

export const pnlQuerySchema = z
  .object({ ...dateRangeShape, group: z.enum(PNL_GROUPS).default('day') })
  .superRefine(refineRange);
export type PnlQuery = z.infer<typeof pnlQuerySchema>;

const ledgerMoneyShape = {
  /** The items at regular price. */
  order_value: z.number(),
  items_discount: z.number(),
  voucher_store: z.number(),
  voucher_platform: z.number(),
  delivery_fee: z.number(),
  service_fee: z.number(),
  tip: z.number(),
  commission: z.number(),
  cash_collected: z.number(),
  net_due_to_store: z.number(),
};

const { net_due_to_store: netDueToStore, ...moneyBeforeNet } = ledgerMoneyShape;

export const transactionSchema = z.object({
  order_query_id: z.string(),
  short_order_id: z.string().nullable(),
  status: z.enum(LEDGER_STATUSES),
  /** The Karachi date the order was delivered or cancelled on. */
  date: z.string(),
  /** ISO instant it was delivered or cancelled. */
  settled_at: z.string(),
  ...moneyBeforeNet,
  // After the cash and who collected it, as the ledger reads (and its CSV columns run).
  collected_by: z.literal('rider'),
  net_due_to_store: netDueToStore,
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsResponseSchema = z.object({
  transactions: z.array(transactionSchema),
  pagination: paginationSchema,
  /** Sums over every line of the range, not only this page. */
  totals: z.object({
    ...ledgerMoneyShape,
    orders_delivered: z.number().int(),
    orders_cancelled: z.number().int(),
  }),
  from: z.string(),
  to: z.string(),
});
export type TransactionsAnswer = z.infer<typeof transactionsResponseSchema>;

export const cashCloseResponseSchema = z.object({
  close: z.object({
    date: z.string(),
    orders_delivered: z.number().int(),
    cash_collected: z.number(),
    net_due_to_store: z.number(),
    commission: z.number(),
    tips: z.number(),
  }),
});
export type CashCloseAnswer = z.infer<typeof cashCloseResponseSchema>;

const pnlFiguresShape = {
  orders: z.number().int(),
  revenue: z.number(),
  discounts: z.number(),
  voucher_store: z.number(),
  commission: z.number(),
  delivery_fees: z.number(),
  net: z.number(),
};

export const pnlResponseSchema = z.object({
  pnl: z.object({
    group: z.enum(PNL_GROUPS),
    from: z.string(),
    to: z.string(),
    /** Every day ("2026-11-18") or month ("2026-11") of the range, oldest first. */
    rows: z.array(z.object({ period: z.string(), ...pnlFiguresShape })),
    totals: z.object(pnlFiguresShape),
  }),
});
export type PnlAnswer = z.infer<typeof pnlResponseSchema>;
