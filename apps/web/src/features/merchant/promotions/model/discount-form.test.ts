import { MERCHANT_MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { makePromotedProduct } from '../testing/promoted-product-fixtures';
import {
  discountFormSchema,
  discountFormValuesOf,
  PRODUCT_REQUIRED,
  type DiscountFormValues,
} from './discount-form';

const product = makePromotedProduct({ cost: 450 });
const typed = (overrides: Partial<DiscountFormValues>): DiscountFormValues => ({
  ...discountFormValuesOf(null),
  product,
  ...overrides,
});

function messagesOf(values: DiscountFormValues) {
  const result = discountFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the discount form', () => {
  it('sends the amount off whichever figure was typed, dates in Karachi time', () => {
    expect(discountFormSchema.parse(typed({ entry: 'price', promotion_amount: 399.5 }))).toEqual({
      promotion_amount: 50.5,
      promotion_starts_at: null,
      promotion_ends_at: null,
    });
    expect(
      discountFormSchema.parse(
        typed({ promotion_amount: 50, promotion_starts_at: '2026-12-01T00:00' }),
      ),
    ).toEqual({
      promotion_amount: 50,
      promotion_starts_at: '2026-12-01T00:00:00+05:00',
      promotion_ends_at: null,
    });
  });

  it('refuses no product, a discount above the price and an end before the start', () => {
    expect(messagesOf(typed({ product: null, promotion_amount: 10 }))).toMatchObject({
      product: PRODUCT_REQUIRED,
    });
    expect(
      messagesOf(
        typed({
          promotion_amount: 500,
          promotion_starts_at: '2026-12-10T09:00',
          promotion_ends_at: '2026-12-01T09:00',
        }),
      ),
    ).toEqual({
      promotion_amount: MERCHANT_MESSAGES.promotionAboveCost,
      promotion_ends_at: MERCHANT_MESSAGES.promotionEndsBeforeStart,
    });
  });

  it('shows a discount being edited as its amount off and Karachi dates', () => {
    expect(discountFormValuesOf(product)).toEqual({
      product,
      entry: 'amount',
      promotion_amount: 50,
      promotion_starts_at: '2026-12-01T00:00',
      promotion_ends_at: '2026-12-31T23:59',
    });
  });
});
