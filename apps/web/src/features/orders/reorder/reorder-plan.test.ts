import type { InvoiceItem } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../catalog/testing/catalog-fixtures';
import { placedInvoice } from '../../../shared/bill/testing/invoice-fixtures';
import { reorderPlan } from './reorder-plan';

const item = (overrides: Partial<InvoiceItem>): InvoiceItem => ({
  ...placedInvoice().invoice_items[0]!,
  ...overrides,
});

describe('reorderPlan', () => {
  it('adds each product at its current price with the ordered quantity', () => {
    const plan = reorderPlan(
      [item({ quantity: 2, payble_amount: 900 })],
      [makeProduct({ cost: 480, cost_after_discount: 400, promotion: { promotion_amount: 80 } })],
    );
    expect(plan.unavailable).toEqual([]);
    expect(plan.lines).toHaveLength(1);
    expect(plan.lines[0]).toMatchObject({
      query_id: 'chicken-biryani',
      quantity: 2,
      cost: 480,
      cost_after_discount: 400,
      storeQueryId: 'karachi-biryani-house',
    });
  });

  it('keeps the ordered colour and size', () => {
    const plan = reorderPlan(
      [item({ color: 'Red', size: 'L' })],
      [makeProduct({ colors: ['Red'], sizes: ['L'] })],
    );
    expect(plan.lines[0]).toMatchObject({ selectedColor: 'Red', selectedSize: 'L' });
  });

  it('clamps the quantity to the units left', () => {
    const plan = reorderPlan(
      [item({ quantity: 8 })],
      [makeProduct({ product_available_quantity: 3 })],
    );
    expect(plan.lines[0]?.quantity).toBe(3);
  });

  it('keeps the quantity of an unlimited product', () => {
    const plan = reorderPlan(
      [item({ quantity: 8 })],
      [makeProduct({ unlimited: true, product_available_quantity: 0 })],
    );
    expect(plan.lines[0]?.quantity).toBe(8);
  });

  it('lists products that are gone or out of stock as unavailable', () => {
    const plan = reorderPlan(
      [
        item({ product_query_id: 'gone', product_name: 'Zarda' }),
        item({ product_query_id: 'empty', product_name: 'Kheer' }),
        item({ product_query_id: 'flagged', product_name: 'Lassi' }),
      ],
      [
        makeProduct({ query_id: 'empty', product_available_quantity: 0 }),
        makeProduct({ query_id: 'flagged', unlimited: true, unlimited_out_of_stock: true }),
      ],
    );
    expect(plan.lines).toEqual([]);
    expect(plan.unavailable).toEqual(['Zarda', 'Kheer', 'Lassi']);
  });
});
