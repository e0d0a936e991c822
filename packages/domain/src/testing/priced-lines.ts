import type { PricedLine } from '../cart-lines.js';

/** A line at its regular price. */
export const regular = (cost: number, quantity: number): PricedLine => ({
  cost,
  cost_after_discount: cost,
  promotion: null,
  quantity,
});

/** A promoted line; the promotion amount defaults to the price cut. */
export const promoted = (
  cost: number,
  after: number,
  quantity: number,
  amount = cost - after,
): PricedLine => ({
  cost,
  cost_after_discount: after,
  promotion: { promotion_amount: amount },
  quantity,
});
