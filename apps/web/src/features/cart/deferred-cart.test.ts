import { MESSAGES } from '@sauda/domain';
import { describe, expect, it, vi } from 'vitest';
import { CartStorageError } from './cart-storage-error';
import { DeferredCart } from './deferred-cart';
import { MemoryCart } from './memory-cart';
import { BIRYANI_HOUSE, lineOf, storeProduct } from './testing/cart-fixtures';

const biryani = storeProduct(BIRYANI_HOUSE, { cost: 450, cost_after_discount: 450 });

describe('DeferredCart', () => {
  it('reads as empty and not loaded, and loads nothing until used', () => {
    const load = vi.fn(() => Promise.resolve(new MemoryCart()));
    const cart = new DeferredCart(load);
    expect([cart.count(), cart.total(), cart.lines(), cart.loaded()]).toEqual([0, 0, [], false]);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads once on first use, not for a subscriber, then follows the loaded cart', async () => {
    const inner = new MemoryCart();
    await inner.addItem(lineOf(biryani, { quantity: 2 }));
    const load = vi.fn(() => Promise.resolve(inner));
    const cart = new DeferredCart(load);
    const listener = vi.fn();
    const leave = cart.subscribe(listener);
    cart.subscribe(() => undefined);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([cart.getAll(), cart.getAll()]);
    expect(cart.loaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cart.count()).toBe(2);
    expect(cart.total()).toBe(90_000);
    const calls = listener.mock.calls.length;
    await inner.addItem(lineOf(biryani, { quantity: 1 }));
    expect(listener.mock.calls.length).toBeGreaterThan(calls);
    leave();
  });

  it('hands every operation to the loaded cart', async () => {
    const inner = new MemoryCart();
    const cart = new DeferredCart(() => Promise.resolve(inner));
    const line = await cart.addItem(lineOf(biryani));
    await cart.updateQuantity(line.uniqueId, 3);
    expect((await cart.getAll())[0]?.quantity).toBe(3);
    await cart.applyProducts(new Map([[biryani.query_id, null]]));
    expect(inner.lines()[0]?.unavailable).toBe(true);
    await cart.removeItem(line.uniqueId);
    await cart.addItem(lineOf(biryani));
    await cart.clear();
    expect(inner.count()).toBe(0);
  });

  it("reports code that cannot load as 'IndexedDb Operation failed', and tries again later", async () => {
    const load = vi
      .fn<() => Promise<MemoryCart>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(new MemoryCart());
    const cart = new DeferredCart(load);
    const failures = vi.fn();
    cart.onError(failures);
    await expect(cart.addItem(lineOf(biryani))).rejects.toThrow(MESSAGES.indexedDbFailed);
    expect(failures.mock.calls[0]?.[0]).toBeInstanceOf(CartStorageError);
    await cart.addItem(lineOf(biryani));
    expect(cart.count()).toBe(1);
  });
});
