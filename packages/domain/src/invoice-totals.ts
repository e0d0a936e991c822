/**
 * The bill of an invoice (SPEC §9, DESIGN §4 "Totals"), in integer paisa. The server computes
 * every amount it stores and answers with these functions; the web may show the same bill
 * before asking. Lines follow the cart's line rule (cart-lines.ts).
 */
import { lineRegularTotalPaisa, lineTotalPaisa, type PricedLine } from './cart-lines.js';
import { addPaisa, assertPaisa, subtractPaisa, type Paisa } from './money.js';

/** A store's own delivery fee, used instead of the global one when it overrides it. */
export interface StoreFeeSettings {
  overrideDeliveryFee: boolean;
  deliveryFeePaisa: Paisa;
}

/** The global configuration's money settings (delivery_fee, service_fee, free_delivery_threshold). */
export interface GlobalFeeSettings {
  deliveryFeePaisa: Paisa;
  serviceFeePaisa: Paisa;
  /** Sub totals at or above it deliver free; null when delivery is never free. */
  freeDeliveryThresholdPaisa: Paisa | null;
}

export interface InvoiceTotalsInput {
  lines: readonly PricedLine[];
  store: StoreFeeSettings;
  global: GlobalFeeSettings;
  /** The rider's tip; 0 when absent. */
  tipPaisa?: Paisa;
  /** What the applied voucher takes off (voucher-rules.ts); 0 when absent. */
  voucherDiscountPaisa?: Paisa;
}

export interface InvoiceTotals {
  /** What the lines cost the shopper (promotion prices). */
  subTotalPaisa: Paisa;
  /** The lines at regular cost. */
  amountWithoutDiscountPaisa: Paisa;
  /** What promotions take off the lines. */
  itemsDiscountPaisa: Paisa;
  deliveryFeePaisa: Paisa;
  serviceFeePaisa: Paisa;
  driverTipPaisa: Paisa;
  voucherDiscountPaisa: Paisa;
  /** Sub total + delivery fee + service fee. */
  payablePaisa: Paisa;
  /** Payable + tip − voucher discount, never below 0. */
  totalPaisa: Paisa;
}

function nonNegative(value: Paisa, label: string): Paisa {
  const paisa = assertPaisa(value, label);
  if (paisa < 0) throw new RangeError(`${label} must not be negative, got ${paisa}`);
  return paisa;
}

/**
 * The store's fee when it overrides the global one, else the global fee; nothing at all once
 * the sub total reaches the free-delivery threshold.
 */
export function deliveryFeePaisa(
  subTotalPaisa: Paisa,
  store: StoreFeeSettings,
  global: Pick<GlobalFeeSettings, 'deliveryFeePaisa' | 'freeDeliveryThresholdPaisa'>,
): Paisa {
  const threshold = global.freeDeliveryThresholdPaisa;
  if (threshold !== null && subTotalPaisa >= threshold) return 0;
  const fee = store.overrideDeliveryFee ? store.deliveryFeePaisa : global.deliveryFeePaisa;
  return nonNegative(fee, 'delivery fee');
}

/** Payable + tip − voucher discount, never below 0 (SPEC §9 order total). */
export function orderTotalPaisa(
  payablePaisa: Paisa,
  tipPaisa: Paisa,
  voucherDiscountPaisa: Paisa,
): Paisa {
  const total = subtractPaisa(addPaisa(payablePaisa, tipPaisa), voucherDiscountPaisa);
  return total > 0 ? total : 0;
}

export function invoiceTotals(input: InvoiceTotalsInput): InvoiceTotals {
  const tip = nonNegative(input.tipPaisa ?? 0, 'tip');
  const voucherDiscount = nonNegative(input.voucherDiscountPaisa ?? 0, 'voucher discount');
  const subTotal = addPaisa(...input.lines.map(lineTotalPaisa));
  const withoutDiscount = addPaisa(...input.lines.map(lineRegularTotalPaisa));
  const deliveryFee = deliveryFeePaisa(subTotal, input.store, input.global);
  const serviceFee = nonNegative(input.global.serviceFeePaisa, 'service fee');
  const payable = addPaisa(subTotal, deliveryFee, serviceFee);
  return {
    subTotalPaisa: subTotal,
    amountWithoutDiscountPaisa: withoutDiscount,
    itemsDiscountPaisa: subtractPaisa(withoutDiscount, subTotal),
    deliveryFeePaisa: deliveryFee,
    serviceFeePaisa: serviceFee,
    driverTipPaisa: tip,
    voucherDiscountPaisa: voucherDiscount,
    payablePaisa: payable,
    totalPaisa: orderTotalPaisa(payable, tip, voucherDiscount),
  };
}
