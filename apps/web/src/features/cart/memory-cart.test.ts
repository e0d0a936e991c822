import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../catalog/testing/catalog-fixtures';
import { cartLineFromProduct } from './cart-line-from-product';
import { cartLineUniqueId } from './cart-port';
import { MemoryCart } from './memory-cart';

const biryani = makeProduct({ cost: 450, cost_after_discount: 400, product_available_quantity: 5 });
const promoted = makeProduct({
  query_id: 'raita',
  cost: 100,
  cost_after_discount: 80,
  promotion: { promotion_amount: 20 },
});

describe('MemoryCart', () => {
  it('starts empty', () => {
    const cart = new MemoryCart();
    expect(cart.count()).toBe(0);
    expect(cart.total()).toBe(0);
    expect(cart.lines()).toEqual([]);
  });

  it('adds lines, counts units and totals them by the line rule', async () => {
    const cart = new MemoryCart();
    await cart.addItem(cartLineFromProduct(biryani, 'kbh', { quantity: 2 }));
    await cart.addItem(cartLineFromProduct(promoted, 'kbh', { quantity: 3 }));
    expect(cart.count()).toBe(5);
    // 450 × 2 without a promotion, 80 × 3 with one.
    expect(cart.total()).toBe(90_000 + 24_000);
  });

  it('adds to the line of the same product and options', async () => {
    const cart = new MemoryCart();
    await cart.addItem(cartLineFromProduct(biryani, 'kbh', { quantity: 1 }));
    const line = await cart.addItem(cartLineFromProduct(biryani, 'kbh', { quantity: 2 }));
    expect(cart.lines()).toHaveLength(1);
    expect(line.quantity).toBe(3);
  });

  it('keeps another colour or size as its own line', async () => {
    const shirt = makeProduct({ query_id: 'shirt', colors: ['Red', 'Blue'], sizes: ['M', 'L'] });
    const cart = new MemoryCart();
    await cart.addItem(
      cartLineFromProduct(shirt, 's', { quantity: 1, selectedColor: 'Red', selectedSize: 'M' }),
    );
    await cart.addItem(
      cartLineFromProduct(shirt, 's', { quantity: 1, selectedColor: 'Blue', selectedSize: 'M' }),
    );
    expect(cart.lines().map((line) => line.uniqueId)).toEqual(['shirt|Red|M', 'shirt|Blue|M']);
  });

  it('never holds more than the units left', async () => {
    const cart = new MemoryCart();
    await cart.addItem(cartLineFromProduct(biryani, 'kbh', { quantity: 4 }));
    const line = await cart.addItem(cartLineFromProduct(biryani, 'kbh', { quantity: 4 }));
    expect(line.quantity).toBe(5);
  });

  it('updates a quantity, removes a line and clears', async () => {
    const cart = new MemoryCart();
    const rice = await cart.addItem(cartLineFromProduct(biryani, 'kbh', { quantity: 1 }));
    await cart.addItem(cartLineFromProduct(promoted, 'kbh', { quantity: 1 }));
    await cart.updateQuantity(rice.uniqueId, 4);
    expect(cart.lines()[0]?.quantity).toBe(4);
    await expect(cart.updateQuantity(rice.uniqueId, 0)).rejects.toBeInstanceOf(RangeError);
    await cart.removeItem(rice.uniqueId);
    expect((await cart.getAll()).map((line) => line.query_id)).toEqual(['raita']);
    await cart.clear();
    expect(cart.count()).toBe(0);
  });

  it('writes fresh products into their lines', async () => {
    const cart = new MemoryCart();
    await cart.addItem(cartLineFromProduct(biryani, 'kbh', { quantity: 2 }));
    await cart.applyProducts(new Map([[biryani.query_id, { ...biryani, cost: 999 }]]));
    expect(cart.lines()[0]?.cost).toBe(999);
    await cart.applyProducts(new Map([[biryani.query_id, null]]));
    expect(cart.lines()[0]?.unavailable).toBe(true);
  });

  it('tells subscribers about changes until they unsubscribe', async () => {
    const cart = new MemoryCart();
    const listener = vi.fn();
    const unsubscribe = cart.subscribe(listener);
    await cart.addItem(cartLineFromProduct(biryani, 'kbh', { quantity: 1 }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await cart.addItem(cartLineFromProduct(biryani, 'kbh', { quantity: 1 }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('cartLineFromProduct', () => {
  it('carries the spec cart line fields', () => {
    const line = cartLineFromProduct(promoted, 'kbh', { quantity: 2, selectedSize: 'L' });
    expect(line).toEqual({
      query_id: 'raita',
      category_id: 3,
      sub_category_id: 7,
      name: 'Chicken Biryani',
      description: 'Aromatic rice with chicken, one plate.',
      cost: 100,
      cost_after_discount: 80,
      product_available_quantity: 20,
      unlimited: false,
      unlimited_out_of_stock: false,
      pictures: promoted.images,
      promotion: { promotion_amount: 20 },
      merchant_query_id: 'karachi-biryani-house',
      merchant_name: 'Karachi Biryani House',
      storeQueryId: 'kbh',
      quantity: 2,
      selectedColor: null,
      selectedSize: 'L',
    });
    expect(cartLineUniqueId(line)).toBe('raita||L');
  });
});
