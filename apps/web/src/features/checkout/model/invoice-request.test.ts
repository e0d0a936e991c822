import { createInvoiceBodySchema } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { MemoryCart } from '../../cart/memory-cart';
import { BIRYANI_HOUSE, FRESH_MART, lineOf, storeProduct } from '../../cart/testing/cart-fixtures';
import { invoiceRequestFor, storeLines } from './invoice-request';

describe('invoiceRequestFor', () => {
  it("sends one store's product ids, quantities and options, never prices", async () => {
    const cart = new MemoryCart();
    await cart.addItem({ ...lineOf(storeProduct(BIRYANI_HOUSE, { query_id: 'a' })), quantity: 2 });
    await cart.addItem(
      lineOf(storeProduct(BIRYANI_HOUSE, { query_id: 'b' }), { selectedSize: 'L' }),
    );
    await cart.addItem(lineOf(storeProduct(FRESH_MART, { query_id: 'c' })));
    const body = invoiceRequestFor('kbh', storeLines(cart.lines(), 'kbh'));
    expect(body).toEqual({
      invoice: {
        organization_query_id: 'kbh',
        invoice_items_attributes: [
          {
            product_query_id: 'a',
            quantity: 2,
            size: null,
            color: null,
            item_description: null,
            instruction: null,
          },
          {
            product_query_id: 'b',
            quantity: 1,
            size: 'L',
            color: null,
            item_description: null,
            instruction: null,
          },
        ],
      },
    });
    expect(createInvoiceBodySchema.safeParse(body).success).toBe(true);
  });
});
