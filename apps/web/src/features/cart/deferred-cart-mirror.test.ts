import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_SUMMARY_STORAGE_KEY, localStorageSummaryMirror } from './cart-summary-mirror';
import type { CartPort } from './cart-port';
import { DeferredCart } from './deferred-cart';
import { MemoryCart } from './memory-cart';
import { BIRYANI_HOUSE, lineOf, storeProduct } from './testing/cart-fixtures';

const biryani = storeProduct(BIRYANI_HOUSE, { cost: 450, cost_after_discount: 450 });
const stored = (): unknown => JSON.parse(localStorage.getItem(CART_SUMMARY_STORAGE_KEY) ?? 'null');

function mirrorHolding(summary: unknown) {
  localStorage.setItem(CART_SUMMARY_STORAGE_KEY, JSON.stringify(summary));
  return localStorageSummaryMirror(localStorage);
}

/** A cart whose storage has loaded but not read its lines yet: it counts 0 meanwhile. */
class UnreadCart extends MemoryCart {
  read = false;
  override loaded(): boolean {
    return this.read;
  }
  override getAll() {
    this.read = true;
    return super.getAll();
  }
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('DeferredCart with a summary mirror', () => {
  it('shows the mirrored count and total before its storage loads, loading nothing', () => {
    const load = vi.fn(() => Promise.resolve<CartPort>(new MemoryCart()));
    const cart = new DeferredCart(load, mirrorHolding({ count: 3, total: 135_000 }));
    const listener = vi.fn();
    cart.subscribe(listener);
    expect([cart.count(), cart.total(), cart.loaded()]).toEqual([3, 135_000, false]);
    expect(load).not.toHaveBeenCalled();
  });

  it('reconciles with the real lines once read, and rewrites the mirror from them', async () => {
    const inner = new UnreadCart();
    await inner.addItem(lineOf(biryani, { quantity: 2 }));
    const cart = new DeferredCart(
      () => Promise.resolve(inner),
      mirrorHolding({ count: 5, total: 1 }),
    );
    const listener = vi.fn();
    cart.subscribe(listener);
    await cart.getAll();
    expect([cart.count(), cart.total()]).toEqual([2, 90_000]);
    expect(stored()).toEqual({ count: 2, total: 90_000 });
    expect(listener).toHaveBeenCalled();
  });

  it('keeps the mirrored figures while the loaded storage has not been read yet', async () => {
    const inner = new UnreadCart();
    const cart = new DeferredCart(
      () => Promise.resolve(inner),
      mirrorHolding({ count: 4, total: 2_000 }),
    );
    vi.spyOn(inner, 'getAll').mockResolvedValue([]);
    await cart.getAll();
    expect([cart.count(), cart.loaded()]).toEqual([4, false]);
    expect(stored()).toEqual({ count: 4, total: 2_000 });
    inner.read = true;
    expect([cart.count(), cart.loaded()]).toEqual([0, true]);
  });

  it('writes every change to the mirror, also one another part of the page made', async () => {
    const inner = new MemoryCart();
    const cart = new DeferredCart(
      () => Promise.resolve(inner),
      mirrorHolding({ count: 0, total: 0 }),
    );
    const line = await cart.addItem(lineOf(biryani, { quantity: 1 }));
    expect(stored()).toEqual({ count: 1, total: 45_000 });
    await cart.updateQuantity(line.uniqueId, 3);
    expect(stored()).toEqual({ count: 3, total: 135_000 });
    const leave = cart.subscribe(() => undefined);
    await inner.addItem(lineOf(biryani, { quantity: 1 }));
    expect(stored()).toEqual({ count: 4, total: 180_000 });
    leave();
    await cart.clear();
    expect(stored()).toEqual({ count: 0, total: 0 });
  });

  it("follows another tab's mirror until its own storage loads", () => {
    const cart = new DeferredCart(
      () => Promise.resolve<CartPort>(new MemoryCart()),
      mirrorHolding({ count: 0, total: 0 }),
    );
    const listener = vi.fn();
    const leave = cart.subscribe(listener);
    localStorage.setItem(CART_SUMMARY_STORAGE_KEY, JSON.stringify({ count: 2, total: 900 }));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_SUMMARY_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect([cart.count(), cart.total()]).toEqual([2, 900]);
    leave();
    window.dispatchEvent(new StorageEvent('storage', { key: CART_SUMMARY_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('localStorageSummaryMirror', () => {
  it.each([
    ['nothing stored', null],
    ['not JSON', '{count'],
    ['a negative count', JSON.stringify({ count: -1, total: 0 })],
    ['a fractional total', JSON.stringify({ count: 1, total: 0.5 })],
    ['a missing total', JSON.stringify({ count: 1 })],
  ])('reads %s as no summary', (_case, raw) => {
    if (raw !== null) localStorage.setItem(CART_SUMMARY_STORAGE_KEY, raw);
    expect(localStorageSummaryMirror(localStorage).read()).toBeNull();
  });

  it('mirrors nothing, and fails nowhere, where the page may not use local storage', () => {
    const mirror = localStorageSummaryMirror(null);
    mirror.write({ count: 1, total: 100 });
    expect(mirror.read()).toBeNull();
  });

  it('survives a full storage', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => localStorageSummaryMirror(full).write({ count: 1, total: 100 })).not.toThrow();
  });
});
