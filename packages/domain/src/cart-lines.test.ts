import { describe, expect, it } from 'vitest';
import {
  cartItemCount,
  cartTotalPaisa,
  hasPromotion,
  lineRegularTotalPaisa,
  lineTotalPaisa,
  unitPricePaisa,
  unitSavingPaisa,
} from './cart-lines.js';
import { formatMoney } from './money.js';
import { promoted, regular } from './testing/priced-lines.js';

describe('hasPromotion', () => {
  it('needs a promotion with a promotion_amount', () => {
    expect(hasPromotion({ promotion: null })).toBe(false);
    expect(hasPromotion({ promotion: { promotion_amount: 0 } })).toBe(false);
    expect(hasPromotion({ promotion: { promotion_amount: 50 } })).toBe(true);
  });
});

describe('lineTotalPaisa', () => {
  it('is cost × quantity without a promotion', () => {
    expect(lineTotalPaisa(regular(450, 3))).toBe(135_000);
    expect(formatMoney(lineTotalPaisa(regular(1249.99, 2)))).toBe('Rs 2,499.98');
  });

  it('is cost_after_discount × quantity with a promotion', () => {
    expect(lineTotalPaisa(promoted(500, 425, 2))).toBe(85_000);
  });

  it('uses cost when the promotion carries no amount, even if a discounted cost is sent', () => {
    const line = { ...promoted(500, 425, 2), promotion: { promotion_amount: 0 } };
    expect(lineTotalPaisa(line)).toBe(100_000);
  });

  it('adds decimals exactly, without float drift', () => {
    expect(lineTotalPaisa(regular(0.1, 3))).toBe(30);
    expect(lineTotalPaisa(promoted(20, 19.99, 99))).toBe(197_901);
  });

  it('is 0 for a quantity of 0', () => {
    expect(lineTotalPaisa(regular(450, 0))).toBe(0);
  });

  it('refuses a fractional quantity', () => {
    expect(() => lineTotalPaisa(regular(450, 1.5))).toThrow(RangeError);
  });
});

describe('unit prices and savings', () => {
  it('gives the promoted unit price and what it saves', () => {
    const line = promoted(1200, 999.5, 1);
    expect(unitPricePaisa(line)).toBe(99_950);
    expect(unitSavingPaisa(line)).toBe(20_050);
    expect(lineRegularTotalPaisa({ ...line, quantity: 2 })).toBe(240_000);
  });

  it('saves nothing without a promotion or when the discounted cost is not lower', () => {
    expect(unitSavingPaisa(regular(300, 1))).toBe(0);
    expect(unitSavingPaisa(promoted(300, 320, 1, 10))).toBe(0);
  });
});

describe('cart totals', () => {
  it('sums the lines and counts the units', () => {
    const lines = [regular(450, 3), promoted(500, 425, 2), regular(99.99, 1)];
    expect(cartTotalPaisa(lines)).toBe(135_000 + 85_000 + 9_999);
    expect(formatMoney(cartTotalPaisa(lines), { prefix: 'RS' })).toBe('RS 2,299.99');
    expect(cartItemCount(lines)).toBe(6);
  });

  it('is 0 for an empty cart', () => {
    expect(cartTotalPaisa([])).toBe(0);
    expect(cartItemCount([])).toBe(0);
  });
});
