/**
 * Line totals of the cart (SPEC §9): cost_after_discount × quantity when the product has a
 * promotion with a promotion_amount, else cost × quantity. Prices arrive in rupees (the
 * contract's decimals) and every sum is done in paisa.
 */
import type { Product } from './catalog.schemas.js';
import { addPaisa, multiplyPaisa, subtractPaisa, toPaisa, type Paisa } from './money.js';

export type LinePricing = Pick<Product, 'cost' | 'cost_after_discount' | 'promotion'>;

export interface PricedLine extends LinePricing {
  quantity: number;
}

/** A promotion counts when it carries a promotion_amount above 0. */
export function hasPromotion(pricing: Pick<LinePricing, 'promotion'>): boolean {
  return (pricing.promotion?.promotion_amount ?? 0) > 0;
}

/** What one unit costs the shopper. */
export function unitPricePaisa(pricing: LinePricing): Paisa {
  return toPaisa(hasPromotion(pricing) ? pricing.cost_after_discount : pricing.cost);
}

/** What one unit saves against its regular cost; 0 without a promotion. */
export function unitSavingPaisa(pricing: LinePricing): Paisa {
  if (!hasPromotion(pricing)) return 0;
  const saving = subtractPaisa(toPaisa(pricing.cost), toPaisa(pricing.cost_after_discount));
  return saving > 0 ? saving : 0;
}

export function lineTotalPaisa(line: PricedLine): Paisa {
  return multiplyPaisa(unitPricePaisa(line), line.quantity);
}

/** The line at regular cost, before any promotion. */
export function lineRegularTotalPaisa(line: PricedLine): Paisa {
  return multiplyPaisa(toPaisa(line.cost), line.quantity);
}

export function cartTotalPaisa(lines: readonly PricedLine[]): Paisa {
  return addPaisa(...lines.map(lineTotalPaisa));
}

/** How many units the cart holds across its lines. */
export function cartItemCount(lines: readonly Pick<PricedLine, 'quantity'>[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}
