import type { LedgerStatus, VoucherCostBearer } from '@sauda/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';

// The ledger reads one store's settled orders of a time window through
// orders_company_id_settled_at_idx: the expression and the status filter below must stay the
// index's own (money-indexes.test.ts EXPLAINs this statement). Amounts are the invoice's as
// stored when the order was placed; bigint sums arrive as text from some drivers: Number().

/** When the order was settled: delivered, or cancelled. */
const SETTLED_AT = sql`coalesce(o.order_delivered_at, o.cancelled_at)`;

export interface SettledOrderRow {
  orderQueryId: string;
  shortOrderId: string | null;
  status: LedgerStatus;
  settledAt: Date;
  amountWithoutDiscountPaisa: number;
  itemsDiscountPaisa: number;
  subTotalPaisa: number;
  voucherDiscountPaisa: number;
  voucherCostBearer: VoucherCostBearer;
  deliveryFeePaisa: number;
  serviceFeePaisa: number;
  tipPaisa: number;
  payablePaisa: number;
  commissionRateBps: number;
}

/** The store's delivered and cancelled orders settled in [from, to), oldest first. */
export function settledOrdersQuery(companyId: number, from: Date, to: Date): SQL {
  return sql`
    SELECT o.query_id, i.short_order_id, o.status, ${SETTLED_AT} AS settled_at,
           i.amount_without_discount_paisa, i.items_discount_paisa, i.sub_total_paisa,
           i.voucher_discount_paisa, coalesce(vu.cost_bearer, 'platform') AS cost_bearer,
           i.delivery_fee_paisa, i.service_fee_paisa, i.driver_tip_paisa, i.payable_paisa,
           o.commission_rate_bps
    FROM orders o
    JOIN invoices i ON i.id = o.invoice_id
    LEFT JOIN voucher_uses vu ON vu.invoice_id = o.invoice_id
    WHERE o.company_id = ${companyId}
      AND o.status IN ('order_delivered', 'cancelled')
      AND ${SETTLED_AT} >= ${from.toISOString()}::timestamptz
      AND ${SETTLED_AT} < ${to.toISOString()}::timestamptz
    ORDER BY settled_at, o.id
  `;
}

type RawSettledOrder = {
  query_id: string;
  short_order_id: string | null;
  status: LedgerStatus;
  settled_at: unknown;
  amount_without_discount_paisa: unknown;
  items_discount_paisa: unknown;
  sub_total_paisa: unknown;
  voucher_discount_paisa: unknown;
  cost_bearer: VoucherCostBearer;
  delivery_fee_paisa: unknown;
  service_fee_paisa: unknown;
  driver_tip_paisa: unknown;
  payable_paisa: unknown;
  commission_rate_bps: unknown;
};

/** pg answers timestamptz as a Date, PGlite may answer text. */
const instantOf = (value: unknown): Date =>
  value instanceof Date ? value : new Date(String(value));

export async function listSettledOrders(
  db: AppDb,
  companyId: number,
  from: Date,
  to: Date,
): Promise<SettledOrderRow[]> {
  const result = await db.execute<RawSettledOrder>(settledOrdersQuery(companyId, from, to));
  return result.rows.map((row) => ({
    orderQueryId: row.query_id,
    shortOrderId: row.short_order_id,
    status: row.status,
    settledAt: instantOf(row.settled_at),
    amountWithoutDiscountPaisa: Number(row.amount_without_discount_paisa),
    itemsDiscountPaisa: Number(row.items_discount_paisa),
    subTotalPaisa: Number(row.sub_total_paisa),
    voucherDiscountPaisa: Number(row.voucher_discount_paisa),
    voucherCostBearer: row.cost_bearer,
    deliveryFeePaisa: Number(row.delivery_fee_paisa),
    serviceFeePaisa: Number(row.service_fee_paisa),
    tipPaisa: Number(row.driver_tip_paisa),
    payablePaisa: Number(row.payable_paisa),
    commissionRateBps: Number(row.commission_rate_bps),
  }));
}
