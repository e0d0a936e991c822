/**
 * The store's cash-on-delivery ledger (back office "Transactions"): one line per delivered or
 * cancelled order, in integer paisa, from the money stored on the order when it was placed —
 * never from today's prices or today's commission rate.
 *
 * Who gets what:
 * - The store earns its items after item discounts (the invoice's sub total), less the voucher
 *   cost it bears (a store voucher) and less the platform's commission. A platform voucher is
 *   the platform's cost and leaves the store's share alone.
 * - Commission is `commission_rate_bps` (1000 = 10 %, set per store by the operator) of the
 *   items after item discounts only, rounded half up to the paisa; never of delivery fee, service
 *   fee or tip. The rate is copied onto the order when it is placed, so changing a store's rate
 *   never rewrites the ledger of orders already placed.
 * - Delivery fee and service fee belong to the platform, the tip to the rider. One rule, with
 *   no exception: a delivery fee the store set itself (`override_delivery_fee`) is still the
 *   rider's, since the platform's rider carries the order.
 * - The rider collects the whole order total in cash: payable + tip − voucher discount (SPEC §9
 *   order total, `orderTotalPaisa`).
 * - A cancelled order stays in the ledger as a line of zeros: no cash changed hands.
 *
 * A line is dated by the instant the order was settled: delivered, or cancelled.
 */
import { orderTotalPaisa } from './invoice-totals.js';
import type { VoucherCostBearer } from './merchant-vouchers.schemas.js';
import { addPaisa, assertPaisa, subtractPaisa, type Paisa } from './money.js';

export const DEFAULT_COMMISSION_RATE_BPS = 1000;
export const COMMISSION_RATE_BPS_MAX = 10_000;
const BPS_WHOLE = 10_000;

export const LEDGER_STATUSES = Object.freeze(['order_delivered', 'cancelled'] as const);
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

/** The stored money of one settled order, as placed. */
export interface LedgerOrder {
  status: LedgerStatus;
  /** The items at regular price (the invoice's amount without discount). */
  amountWithoutDiscountPaisa: Paisa;
  itemsDiscountPaisa: Paisa;
  /** The items after item discounts (amount without discount − items discount). */
  subTotalPaisa: Paisa;
  voucherDiscountPaisa: Paisa;
  /** Copied from the voucher onto its use at placement. */
  voucherCostBearer: VoucherCostBearer;
  deliveryFeePaisa: Paisa;
  serviceFeePaisa: Paisa;
  tipPaisa: Paisa;
  /** Sub total + delivery fee + service fee. */
  payablePaisa: Paisa;
  commissionRateBps: number;
}

/** One ledger line's money, every amount in paisa. */
export interface LedgerMoney {
  order_value: Paisa;
  items_discount: Paisa;
  voucher_store: Paisa;
  voucher_platform: Paisa;
  delivery_fee: Paisa;
  service_fee: Paisa;
  tip: Paisa;
  commission: Paisa;
  cash_collected: Paisa;
  net_due_to_store: Paisa;
}

export interface LedgerLine extends LedgerMoney {
  status: LedgerStatus;
  collected_by: 'rider';
}

export const LEDGER_MONEY_FIELDS = Object.freeze([
  'order_value',
  'items_discount',
  'voucher_store',
  'voucher_platform',
  'delivery_fee',
  'service_fee',
  'tip',
  'commission',
  'cash_collected',
  'net_due_to_store',
] as const satisfies readonly (keyof LedgerMoney)[]);

/** `rateBps` basis points of an amount, rounded half up with integer arithmetic only. */
export function commissionPaisa(basePaisa: Paisa, rateBps: number): Paisa {
  const base = assertPaisa(basePaisa, 'commission base');
  const rate = assertPaisa(rateBps, 'commission rate');
  if (base < 0 || rate < 0 || rate > COMMISSION_RATE_BPS_MAX) {
    throw new RangeError(`commission of ${base} at ${rate} bps is out of range`);
  }
  return Math.floor((base * rate + BPS_WHOLE / 2) / BPS_WHOLE);
}

export function emptyLedgerMoney(): LedgerMoney {
  const money = {} as LedgerMoney;
  for (const field of LEDGER_MONEY_FIELDS) money[field] = 0;
  return money;
}

export function ledgerLine(order: LedgerOrder): LedgerLine {
  if (order.status === 'cancelled') {
    return { status: 'cancelled', collected_by: 'rider', ...emptyLedgerMoney() };
  }
  const storeBorne = order.voucherCostBearer === 'store';
  const voucherStore = storeBorne ? order.voucherDiscountPaisa : 0;
  const commission = commissionPaisa(order.subTotalPaisa, order.commissionRateBps);
  return {
    status: order.status,
    collected_by: 'rider',
    order_value: order.amountWithoutDiscountPaisa,
    items_discount: order.itemsDiscountPaisa,
    voucher_store: voucherStore,
    voucher_platform: storeBorne ? 0 : order.voucherDiscountPaisa,
    delivery_fee: order.deliveryFeePaisa,
    service_fee: order.serviceFeePaisa,
    tip: order.tipPaisa,
    commission,
    cash_collected: orderTotalPaisa(order.payablePaisa, order.tipPaisa, order.voucherDiscountPaisa),
    net_due_to_store: subtractPaisa(order.subTotalPaisa, addPaisa(voucherStore, commission)),
  };
}

/** The sums of the lines' money, field by field. */
export function ledgerTotals(lines: readonly LedgerMoney[]): LedgerMoney {
  const totals = emptyLedgerMoney();
  for (const line of lines) {
    for (const field of LEDGER_MONEY_FIELDS) totals[field] = addPaisa(totals[field], line[field]);
  }
  return totals;
}
