import { describe, expect, it } from 'vitest';
import { makeMerchantProduct } from '../testing/merchant-product-fixtures';
import { changesNothing, reverseOf, withChange } from './product-change';

const promoted = makeMerchantProduct({ cost: 500, promotion_amount: 50, cost_after_discount: 450 });

describe('an inline change of a product', () => {
  it('shows the changed fields and keeps the rest', () => {
    const changed = withChange(promoted, { quantity: 3, is_active: false });
    expect(changed).toEqual({ ...promoted, quantity: 3, is_active: false });
  });

  it('works out the promoted price again when the price changes, never below zero', () => {
    expect(withChange(promoted, { cost: 600.5 }).cost_after_discount).toBe(550.5);
    expect(withChange(promoted, { cost: 30 }).cost_after_discount).toBe(0);
    expect(withChange(promoted, { promotion_amount: null }).cost_after_discount).toBe(500);
  });

  it('is undone by the previous values of the fields it sent, and only those', () => {
    expect(reverseOf(promoted, { quantity: 3 })).toEqual({ quantity: 12 });
    expect(reverseOf(promoted, { unlimited: true, cost: 1 })).toEqual({
      unlimited: false,
      cost: 500,
    });
  });

  it('knows when there is nothing to send', () => {
    expect(changesNothing(promoted, { quantity: 12 })).toBe(true);
    expect(changesNothing(promoted, { quantity: 12, is_active: false })).toBe(false);
  });
});
