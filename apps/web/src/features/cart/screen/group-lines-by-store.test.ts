import { describe, expect, it } from 'vitest';
import { addedLine } from '../cart-line-changes';
import { BIRYANI_HOUSE, FRESH_MART, lineOf, storeProduct } from '../testing/cart-fixtures';
import { groupLinesByStore, storeTotals } from './group-lines-by-store';

const line = (store: typeof BIRYANI_HOUSE | typeof FRESH_MART, queryId: string, at: number) =>
  addedLine(undefined, lineOf(storeProduct(store, { query_id: queryId })), at);

describe('groupLinesByStore', () => {
  it('puts the lines of each store together, stores in the order their first line came', () => {
    const groups = groupLinesByStore([
      line(FRESH_MART, 'milk', 1),
      line(BIRYANI_HOUSE, 'rice', 2),
      line(FRESH_MART, 'eggs', 3),
    ]);
    expect(
      groups.map((group) => [group.storeName, group.lines.map((item) => item.query_id)]),
    ).toEqual([
      ['Fresh Mart', ['milk', 'eggs']],
      ['Karachi Biryani House', ['rice']],
    ]);
  });

  it('gives no group for no lines', () => {
    expect(groupLinesByStore([])).toEqual([]);
  });
});

describe('storeTotals', () => {
  it('counts units, totals by the line rule and sums what promotions save', () => {
    const promoted = storeProduct(BIRYANI_HOUSE, {
      query_id: 'raita',
      cost: 100,
      cost_after_discount: 75.5,
      promotion: { promotion_amount: 24.5 },
    });
    const plain = storeProduct(BIRYANI_HOUSE, { cost: 450, cost_after_discount: 400 });
    const totals = storeTotals([
      addedLine(undefined, lineOf(promoted, { quantity: 2 }), 1),
      // Without a promotion the cost counts, whatever cost_after_discount says.
      addedLine(undefined, lineOf(plain, { quantity: 3 }), 2),
    ]);
    expect(totals).toEqual({ items: 5, total: 15_100 + 135_000, savings: 4_900 });
  });
});
