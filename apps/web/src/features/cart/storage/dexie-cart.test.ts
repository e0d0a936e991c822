// Dexie's liveQuery runs only where a global IndexedDB exists; each cart still gets its own.
import 'fake-indexeddb/auto';
import {
  LOCAL_DATABASE_NAME,
  LOCAL_DATABASE_STORE,
  LOCAL_DATABASE_VERSION,
  MESSAGES,
} from '@sauda/domain';
import { waitFor } from '@testing-library/react';
import type { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartStorageError } from '../cart-storage-error';
import { BIRYANI_HOUSE, isolatedDexieCart, lineOf, storeProduct } from '../testing/cart-fixtures';
import type { DexieCart } from './dexie-cart';

const biryani = storeProduct(BIRYANI_HOUSE, { cost: 450, cost_after_discount: 450 });
const kurta = storeProduct(BIRYANI_HOUSE, {
  query_id: 'kurta',
  name: 'Kurta',
  cost: 2000,
  cost_after_discount: 1500,
  promotion: { promotion_amount: 500 },
  product_available_quantity: 4,
  colors: ['White', 'Blue'],
});

const open: DexieCart[] = [];
function newCart(factory?: IDBFactory) {
  const made = isolatedDexieCart(factory);
  open.push(made.cart);
  return made;
}

afterEach(() => {
  for (const cart of open.splice(0)) cart.close();
  vi.restoreAllMocks();
});

/** Reads the store with the plain IndexedDB API, as any other reader of it would. */
function readRaw(factory: IDBFactory) {
  return new Promise<{ version: number; stores: string[]; keyPath: unknown; records: unknown[] }>(
    (resolve, reject) => {
      const request = factory.open(LOCAL_DATABASE_NAME);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
      request.onsuccess = () => {
        const db = request.result;
        const store = db.transaction(LOCAL_DATABASE_STORE).objectStore(LOCAL_DATABASE_STORE);
        const all = store.getAll();
        all.onsuccess = () => {
          resolve({
            version: db.version,
            stores: [...db.objectStoreNames],
            keyPath: store.keyPath,
            records: all.result as unknown[],
          });
          db.close();
        };
      };
    },
  );
}

describe('DexieCart', () => {
  it('starts empty and loaded after the first read', async () => {
    const { cart } = newCart();
    expect(cart.loaded()).toBe(false);
    expect(await cart.getAll()).toEqual([]);
    expect(cart.loaded()).toBe(true);
    expect(cart.count()).toBe(0);
    expect(cart.total()).toBe(0);
  });

  it("stores each line as { id: uniqueId, data } in 'siteIndexedDBStore' of 'sauda-indexed-db' v1", async () => {
    const { cart, factory } = newCart();
    await cart.addItem(lineOf(kurta, { quantity: 2, selectedColor: 'Blue' }));
    cart.close();
    const raw = await readRaw(factory);
    expect(raw.version).toBe(LOCAL_DATABASE_VERSION);
    expect(raw.version).toBe(1);
    expect(raw.stores).toEqual(['siteIndexedDBStore']);
    expect(raw.keyPath).toBe('id');
    expect(raw.records).toEqual([
      {
        id: 'kurta|Blue|',
        data: expect.objectContaining({
          uniqueId: 'kurta|Blue|',
          query_id: 'kurta',
          merchant_query_id: 'kbh',
          merchant_name: 'Karachi Biryani House',
          storeQueryId: 'kbh',
          name: 'Kurta',
          cost: 2000,
          cost_after_discount: 1500,
          promotion: { promotion_amount: 500 },
          quantity: 2,
          product_available_quantity: 4,
          selectedColor: 'Blue',
          selectedSize: null,
        }),
      },
    ]);
  });

  it('adds to the line of the same product and options, up to the units left', async () => {
    const { cart } = newCart();
    await cart.addItem(lineOf(kurta, { quantity: 1, selectedColor: 'White' }));
    const merged = await cart.addItem(lineOf(kurta, { quantity: 2, selectedColor: 'White' }));
    expect(merged.quantity).toBe(3);
    expect(cart.lines()).toHaveLength(1);
    const capped = await cart.addItem(lineOf(kurta, { quantity: 3, selectedColor: 'White' }));
    expect(capped.quantity).toBe(4);
  });

  it('keeps the order of lines added within the same millisecond', async () => {
    const { cart } = newCart();
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    try {
      await cart.addItem(lineOf(kurta, { selectedColor: 'White' }));
      await cart.addItem(lineOf(biryani));
      await cart.addItem(lineOf(kurta, { selectedColor: 'Blue' }));
    } finally {
      now.mockRestore();
    }
    expect(cart.lines().map((line) => line.uniqueId)).toEqual([
      'kurta|White|',
      'chicken-biryani||',
      'kurta|Blue|',
    ]);
  });

  it('keeps another colour as its own line, in the order they were added', async () => {
    const { cart } = newCart();
    await cart.addItem(lineOf(kurta, { selectedColor: 'White' }));
    await cart.addItem(lineOf(biryani, { quantity: 2 }));
    await cart.addItem(lineOf(kurta, { selectedColor: 'Blue' }));
    expect(cart.lines().map((line) => line.uniqueId)).toEqual([
      'kurta|White|',
      'chicken-biryani||',
      'kurta|Blue|',
    ]);
    expect(cart.count()).toBe(4);
    // 1500 × 2 with the promotion, 450 × 2 without one.
    expect(cart.total()).toBe(300_000 + 90_000);
  });

  it('updates a quantity and refuses 0, which is a removal', async () => {
    const { cart } = newCart();
    const line = await cart.addItem(lineOf(biryani, { quantity: 1 }));
    await cart.updateQuantity(line.uniqueId, 5);
    expect(cart.lines()[0]?.quantity).toBe(5);
    await expect(cart.updateQuantity(line.uniqueId, 0)).rejects.toBeInstanceOf(RangeError);
    await expect(cart.updateQuantity(line.uniqueId, 1.5)).rejects.toBeInstanceOf(RangeError);
    expect((await cart.getAll())[0]?.quantity).toBe(5);
  });

  it('deletes one line, then clears them all', async () => {
    const { cart } = newCart();
    const first = await cart.addItem(lineOf(biryani));
    await cart.addItem(lineOf(kurta, { selectedColor: 'White' }));
    await cart.removeItem(first.uniqueId);
    expect(cart.lines().map((line) => line.query_id)).toEqual(['kurta']);
    await cart.clear();
    expect(await cart.getAll()).toEqual([]);
    expect(cart.count()).toBe(0);
  });

  it('writes fresh price and stock into the lines, and marks a product that is gone', async () => {
    const { cart } = newCart();
    await cart.addItem(lineOf(biryani, { quantity: 3 }));
    await cart.addItem(lineOf(kurta, { selectedColor: 'White' }));
    await cart.applyProducts(
      new Map([
        [biryani.query_id, { ...biryani, cost: 500, product_available_quantity: 2 }],
        [kurta.query_id, null],
      ]),
    );
    const [rice, shirt] = cart.lines();
    expect(rice).toMatchObject({ cost: 500, product_available_quantity: 2, quantity: 3 });
    expect(rice?.unavailable).toBe(false);
    expect(shirt?.unavailable).toBe(true);
  });

  it('skips entries it cannot read instead of failing', async () => {
    const { cart, db } = newCart();
    await cart.addItem(lineOf(biryani));
    await db.table(LOCAL_DATABASE_STORE).put({ id: 'broken', data: { name: 'no fields' } });
    expect((await cart.getAll()).map((line) => line.query_id)).toEqual(['chicken-biryani']);
  });

  it('follows changes made by another tab while someone listens', async () => {
    const { cart, factory } = newCart();
    const listener = vi.fn();
    const leave = cart.subscribe(listener);
    await waitFor(() => expect(cart.loaded()).toBe(true));
    const { cart: otherTab } = newCart(factory);
    await otherTab.addItem(lineOf(biryani, { quantity: 2 }));
    await waitFor(() => expect(cart.count()).toBe(2));
    expect(listener).toHaveBeenCalled();
    leave();
  });

  it("turns any storage failure into 'IndexedDb Operation failed' and tells the listeners", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { cart, db } = newCart();
    const failures = vi.fn();
    cart.onError(failures);
    await cart.addItem(lineOf(biryani));
    db.close();
    const failure = cart.addItem(lineOf(kurta));
    await expect(failure).rejects.toBeInstanceOf(CartStorageError);
    await expect(failure).rejects.toThrow(MESSAGES.indexedDbFailed);
    await expect(cart.clear()).rejects.toThrow('IndexedDb Operation failed');
    expect(failures).toHaveBeenCalledTimes(2);
    expect(failures.mock.calls[0]?.[0]).toBeInstanceOf(CartStorageError);
  });

  it('reports a database that cannot open, and stops waiting for it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      open: () => {
        throw new DOMException('blocked by the browser', 'SecurityError');
      },
    } as unknown as IDBFactory;
    const { cart } = newCart(broken);
    const failures = vi.fn();
    cart.onError(failures);
    await expect(cart.getAll()).rejects.toThrow(MESSAGES.indexedDbFailed);
    expect(failures).toHaveBeenCalledTimes(1);
    expect(cart.loaded()).toBe(true);
  });
});
