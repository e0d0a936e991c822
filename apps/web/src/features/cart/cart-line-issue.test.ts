import { describe, expect, it } from 'vitest';
import { makeProduct } from '../catalog/testing/catalog-fixtures';
import { cartLineFromProduct } from './cart-line-from-product';
import type { CartLine } from './cart-line';
import { addedLine, refreshedLine } from './cart-line-changes';
import { cartLineIssue, hasIssue } from './cart-line-issue';

function lineFor(overrides: Parameters<typeof makeProduct>[0], quantity = 2): CartLine {
  return addedLine(undefined, cartLineFromProduct(makeProduct(overrides), 'kbh', { quantity }), 1);
}

describe('cartLineIssue', () => {
  it('has none while the stock covers the quantity', () => {
    expect(cartLineIssue(lineFor({ product_available_quantity: 2 }))).toBeNull();
  });

  it('says out of stock for a limited product with nothing left', () => {
    const line = refreshedLine(
      lineFor({}),
      makeProduct({ product_available_quantity: 0, quantity: 0 }),
    );
    expect(cartLineIssue(line)).toBe('outOfStock');
  });

  it('says out of stock for an unlimited product with the out-of-stock flag', () => {
    const line = refreshedLine(
      lineFor({}),
      makeProduct({ unlimited: true, unlimited_out_of_stock: true }),
    );
    expect(cartLineIssue(line)).toBe('outOfStock');
  });

  it('says over stock when the line wants more than the units left', () => {
    const line = refreshedLine(lineFor({}, 5), makeProduct({ product_available_quantity: 3 }));
    expect(line.quantity).toBe(5);
    expect(cartLineIssue(line)).toBe('overStock');
    expect(cartLineIssue({ ...line, quantity: 3 })).toBeNull();
  });

  it('never says over stock for an unlimited product', () => {
    const line = refreshedLine(
      lineFor({}, 5),
      makeProduct({ unlimited: true, product_available_quantity: 0 }),
    );
    expect(cartLineIssue(line)).toBeNull();
  });

  it('says gone for a product the server no longer has, until it comes back', () => {
    const gone = refreshedLine(lineFor({}), null);
    expect(cartLineIssue(gone)).toBe('gone');
    expect(hasIssue([lineFor({}), gone])).toBe(true);
    expect(cartLineIssue(refreshedLine(gone, makeProduct()))).toBeNull();
  });
});

describe('refreshedLine', () => {
  it('takes the current price, promotion and stock and keeps the chosen quantity and options', () => {
    const line = addedLine(
      undefined,
      cartLineFromProduct(makeProduct({ colors: ['Red'] }), 'kbh', {
        quantity: 2,
        selectedColor: 'Red',
      }),
      7,
    );
    const fresh = makeProduct({
      cost: 500,
      cost_after_discount: 400,
      promotion: { promotion_amount: 100 },
      product_available_quantity: 9,
      name: 'Chicken Biryani (large)',
    });
    expect(refreshedLine(line, fresh)).toMatchObject({
      cost: 500,
      cost_after_discount: 400,
      promotion: { promotion_amount: 100 },
      product_available_quantity: 9,
      name: 'Chicken Biryani (large)',
      quantity: 2,
      selectedColor: 'Red',
      uniqueId: line.uniqueId,
      added_at: 7,
      unavailable: false,
    });
  });
});
