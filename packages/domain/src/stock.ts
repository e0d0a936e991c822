/**
 * Stock and quantity-stepper rules (SPEC §4 "Out of stock", §5 quantity stepper, §9 default
 * maximum). The product page, the cart and the server's order checks all read them from here.
 */
import type { Product } from './catalog.schemas.js';

export type StockFields = Pick<
  Product,
  'unlimited' | 'unlimited_out_of_stock' | 'product_available_quantity'
>;

/** The stepper's maximum when a product does not report an available quantity above 0. */
export const QUANTITY_DEFAULT_MAX = 99;

/**
 * At or below this many units a limited product says "Only N left". Not in the spec: a few
 * units is when a shopper still has time to decide, and more would read as a sales trick.
 */
export const LOW_STOCK_THRESHOLD = 5;

/** Not unlimited and nothing available, or unlimited with the out-of-stock flag set. */
export function isOutOfStock(product: StockFields): boolean {
  if (product.unlimited) return product.unlimited_out_of_stock;
  return product.product_available_quantity <= 0;
}

/** The stepper's maximum: the available quantity when above 0, otherwise 99. */
export function stepperMaximum(product: Pick<StockFields, 'product_available_quantity'>): number {
  const available = product.product_available_quantity;
  return available > 0 ? available : QUANTITY_DEFAULT_MAX;
}

/** The N of "Only N left" for a limited product running low; null when it does not apply. */
export function lowStockCount(product: StockFields): number | null {
  if (product.unlimited || isOutOfStock(product)) return null;
  const available = product.product_available_quantity;
  return available <= LOW_STOCK_THRESHOLD ? available : null;
}

/** Minus works only while the value is at least 1. */
export function canDecrease(quantity: number): boolean {
  return quantity >= 1;
}

/** Plus works while one more stays within the maximum. */
export function canIncrease(quantity: number, maximum: number): boolean {
  return quantity + 1 <= maximum;
}

export type QuantityBlock = 'exceedsRemainingUnits' | 'belowZero' | 'busy';

export type QuantityChange =
  | { readonly ok: true; readonly quantity: number }
  | { readonly ok: false; readonly quantity: number; readonly reason: QuantityBlock };

export interface QuantityLimits {
  maximum: number;
  /** True while an add to cart is on its way: the quantity may not change under it. */
  busy?: boolean;
}

/**
 * One press of plus (+1) or minus (-1). A blocked press keeps the quantity and says why; the
 * caller shows MESSAGES.exceedsRemainingUnits for `exceedsRemainingUnits`.
 */
export function nextQuantity(
  current: number,
  step: 1 | -1,
  limits: QuantityLimits,
): QuantityChange {
  if (limits.busy) return { ok: false, quantity: current, reason: 'busy' };
  if (step === 1) {
    return canIncrease(current, limits.maximum)
      ? { ok: true, quantity: current + 1 }
      : { ok: false, quantity: current, reason: 'exceedsRemainingUnits' };
  }
  return canDecrease(current)
    ? { ok: true, quantity: current - 1 }
    : { ok: false, quantity: current, reason: 'belowZero' };
}
