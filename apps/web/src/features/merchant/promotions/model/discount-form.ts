import {
  fromPaisa,
  merchantProductPatchBodySchema,
  toPaisa,
  type MerchantProduct,
} from '@sauda/domain';
import { z } from 'zod';
import type { PromotionChange } from '../api/update-product-promotion';
import { instantFromKarachiInput, karachiInputValue } from './karachi-input-time';

/** Whether the merchant types the amount taken off or the new price (the other is worked out). */
export type DiscountEntry = 'amount' | 'price';

/**
 * The discount dialog's fields, the figures named as the product PATCH names them so the
 * server's field errors land on them: `promotion_amount` holds the typed figure (NaN while
 * blank), the dates datetime-local text in Karachi time.
 */
export interface DiscountFormValues {
  product: MerchantProduct | null;
  entry: DiscountEntry;
  promotion_amount: number;
  promotion_starts_at: string;
  promotion_ends_at: string;
}

/** The picker's own refusal (an i18n key: no domain rule is about choosing a product). */
export const PRODUCT_REQUIRED = 'merchantPromotions.picker.required';

/** Rupees a minus b, exact to the paisa; NaN when either is not a figure with 2 decimals. */
function rupeesBetween(a: number, b: number): number {
  try {
    return fromPaisa(toPaisa(a) - toPaisa(b));
  } catch {
    return Number.NaN;
  }
}

/** The amount taken off the price, whichever figure was typed (NaN while blank). */
export function amountOffOf(
  values: Pick<DiscountFormValues, 'entry' | 'promotion_amount'>,
  cost: number,
) {
  if (Number.isNaN(values.promotion_amount)) return Number.NaN;
  return values.entry === 'amount'
    ? values.promotion_amount
    : rupeesBetween(cost, values.promotion_amount);
}

/** The price shoppers pay while the discount runs (NaN while blank). */
export function discountedPriceOf(
  values: Pick<DiscountFormValues, 'entry' | 'promotion_amount'>,
  cost: number,
) {
  if (Number.isNaN(values.promotion_amount)) return Number.NaN;
  return values.entry === 'price'
    ? values.promotion_amount
    : rupeesBetween(cost, values.promotion_amount);
}

/**
 * The form's one schema: a product chosen, the figures read into a promotion and checked by
 * the domain's product PATCH rules with the product's price beside them (no discount above
 * the price, an end after the start); the price itself is not sent.
 */
export const discountFormSchema = z
  .custom<DiscountFormValues>()
  .superRefine((values, context) => {
    if (values.product === null) {
      context.addIssue({ code: 'custom', path: ['product'], message: PRODUCT_REQUIRED });
    }
  })
  .transform(({ product, ...values }): z.input<typeof merchantProductPatchBodySchema> => ({
    ...(product && { cost: product.cost }),
    promotion_amount: amountOffOf(values, product?.cost ?? Number.NaN),
    promotion_starts_at: instantFromKarachiInput(values.promotion_starts_at),
    promotion_ends_at: instantFromKarachiInput(values.promotion_ends_at),
  }))
  .pipe(merchantProductPatchBodySchema)
  .transform((body): PromotionChange => ({
    promotion_amount: body.promotion_amount ?? null,
    promotion_starts_at: body.promotion_starts_at ?? null,
    promotion_ends_at: body.promotion_ends_at ?? null,
  }));

/** The fields of a product's discount being edited, or blank for a new one. */
export function discountFormValuesOf(product: MerchantProduct | null): DiscountFormValues {
  return {
    product,
    entry: 'amount',
    promotion_amount: product?.promotion_amount ?? Number.NaN,
    promotion_starts_at: karachiInputValue(product?.promotion_starts_at ?? null),
    promotion_ends_at: karachiInputValue(product?.promotion_ends_at ?? null),
  };
}

/** What puts a product's promotion back as it was (for Undo after Remove). */
export function promotionOf(product: MerchantProduct): PromotionChange {
  return {
    promotion_amount: product.promotion_amount,
    promotion_starts_at: product.promotion_starts_at,
    promotion_ends_at: product.promotion_ends_at,
  };
}

export const NO_PROMOTION: PromotionChange = {
  promotion_amount: null,
  promotion_starts_at: null,
  promotion_ends_at: null,
};
