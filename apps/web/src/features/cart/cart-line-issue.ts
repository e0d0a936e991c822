import { isOutOfStock } from '@sauda/domain';
import type { CartLine } from './cart-line';

/**
 * Why a line cannot be ordered as it stands: the product is gone (404 on refresh), out of stock
 * (SPEC §4), or the line wants more than the units left. Any of them blocks its store's checkout
 * until the shopper removes the line or lowers the quantity.
 */
export type CartLineIssue = 'gone' | 'outOfStock' | 'overStock';

export function cartLineIssue(line: CartLine): CartLineIssue | null {
  if (line.unavailable) return 'gone';
  if (isOutOfStock(line)) return 'outOfStock';
  if (!line.unlimited && line.quantity > line.product_available_quantity) return 'overStock';
  return null;
}

export function hasIssue(lines: readonly CartLine[]): boolean {
  return lines.some((line) => cartLineIssue(line) !== null);
}
