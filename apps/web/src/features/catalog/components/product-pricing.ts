import {
  hasPromotion,
  toPaisa,
  unitSavingPaisa,
  wholePercentOf,
  type Product,
} from '@sauda/domain';

/** The percentage a promotion takes off, rounded (at least 1); null without a promotion. */
export function percentOff(
  product: Pick<Product, 'cost' | 'cost_after_discount' | 'promotion'>,
): number | null {
  if (!hasPromotion(product) || product.cost <= 0) return null;
  const saving = unitSavingPaisa(product);
  if (saving <= 0) return null;
  return Math.max(1, wholePercentOf(saving, toPaisa(product.cost)));
}
