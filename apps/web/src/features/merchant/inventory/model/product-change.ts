import {
  fromPaisa,
  toPaisa,
  type MerchantProduct,
  type MerchantProductPatchBody,
} from '@sauda/domain';

/** What an inline edit sends: one flat PATCH body (DESIGN §3a). */
export type ProductChange = MerchantProductPatchBody;

type ChangedField = keyof ProductChange;

function changedFields(change: ProductChange): ChangedField[] {
  return (Object.keys(change) as ChangedField[]).filter((field) => change[field] !== undefined);
}

/** The price after the promotion, as the server works it out: never below zero. */
function priceAfterPromotion(cost: number, promotion: number | null): number {
  const discount = Math.min(Math.max(toPaisa(promotion ?? 0), 0), toPaisa(cost));
  return fromPaisa(toPaisa(cost) - discount);
}

/** The product as it will be once `change` is saved: what the row shows while it is sent. */
export function withChange(product: MerchantProduct, change: ProductChange): MerchantProduct {
  const next: MerchantProduct = { ...product };
  for (const field of changedFields(change)) Object.assign(next, { [field]: change[field] });
  if (change.cost !== undefined || change.promotion_amount !== undefined) {
    next.cost_after_discount = priceAfterPromotion(next.cost, next.promotion_amount);
  }
  return next;
}

/** The change that puts back what `change` replaces on `product`: the Undo, or a rollback. */
export function reverseOf(product: MerchantProduct, change: ProductChange): ProductChange {
  return Object.fromEntries(changedFields(change).map((field) => [field, product[field]]));
}

/** Whether `change` would leave `product` as it is (nothing to send). */
export function changesNothing(product: MerchantProduct, change: ProductChange): boolean {
  return changedFields(change).every((field) => product[field] === change[field]);
}
