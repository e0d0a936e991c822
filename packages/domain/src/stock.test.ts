import { describe, expect, it } from 'vitest';
import {
  LOW_STOCK_THRESHOLD,
  canDecrease,
  canIncrease,
  isOutOfStock,
  lowStockCount,
  nextQuantity,
  QUANTITY_DEFAULT_MAX,
  stepperMaximum,
  type StockFields,
} from './stock.js';

const limited = (available: number): StockFields => ({
  unlimited: false,
  unlimited_out_of_stock: false,
  product_available_quantity: available,
});
const unlimited = (outOfStock: boolean): StockFields => ({
  unlimited: true,
  unlimited_out_of_stock: outOfStock,
  product_available_quantity: 0,
});

describe('isOutOfStock', () => {
  it('is out of stock when limited and nothing is available', () => {
    expect(isOutOfStock(limited(0))).toBe(true);
    expect(isOutOfStock(limited(-2))).toBe(true);
  });

  it('is in stock when limited with units left', () => {
    expect(isOutOfStock(limited(1))).toBe(false);
    expect(isOutOfStock(limited(40))).toBe(false);
  });

  it('follows the flag for unlimited products, whatever the quantity says', () => {
    expect(isOutOfStock(unlimited(false))).toBe(false);
    expect(isOutOfStock(unlimited(true))).toBe(true);
    expect(isOutOfStock({ ...unlimited(true), product_available_quantity: 30 })).toBe(true);
  });

  it('ignores the unlimited flag of a limited product', () => {
    expect(isOutOfStock({ ...limited(3), unlimited_out_of_stock: true })).toBe(false);
  });
});

describe('stepperMaximum', () => {
  it('is the available quantity when above 0', () => {
    expect(stepperMaximum(limited(7))).toBe(7);
    expect(stepperMaximum(limited(1))).toBe(1);
    expect(stepperMaximum(limited(150))).toBe(150);
  });

  it('is 99 otherwise', () => {
    expect(QUANTITY_DEFAULT_MAX).toBe(99);
    expect(stepperMaximum(limited(0))).toBe(99);
    expect(stepperMaximum(limited(-1))).toBe(99);
    expect(stepperMaximum(unlimited(false))).toBe(99);
  });
});

describe('lowStockCount', () => {
  it('counts the last few units of a limited product', () => {
    expect(lowStockCount(limited(1))).toBe(1);
    expect(lowStockCount(limited(LOW_STOCK_THRESHOLD))).toBe(LOW_STOCK_THRESHOLD);
  });

  it('says nothing with plenty left, when out of stock, or for unlimited products', () => {
    expect(lowStockCount(limited(LOW_STOCK_THRESHOLD + 1))).toBeNull();
    expect(lowStockCount(limited(0))).toBeNull();
    expect(lowStockCount({ ...unlimited(false), product_available_quantity: 2 })).toBeNull();
  });
});

describe('stepper presses', () => {
  it('allows minus only from 1 upwards', () => {
    expect(canDecrease(0)).toBe(false);
    expect(canDecrease(1)).toBe(true);
    expect(canDecrease(5)).toBe(true);
  });

  it('allows plus while the next value stays within the maximum', () => {
    expect(canIncrease(4, 5)).toBe(true);
    expect(canIncrease(5, 5)).toBe(false);
    expect(canIncrease(0, 1)).toBe(true);
  });

  it('adds and removes one', () => {
    expect(nextQuantity(1, 1, { maximum: 5 })).toEqual({ ok: true, quantity: 2 });
    expect(nextQuantity(2, -1, { maximum: 5 })).toEqual({ ok: true, quantity: 1 });
    expect(nextQuantity(1, -1, { maximum: 5 })).toEqual({ ok: true, quantity: 0 });
  });

  it('blocks plus at the maximum as exceeding the remaining units', () => {
    expect(nextQuantity(5, 1, { maximum: 5 })).toEqual({
      ok: false,
      quantity: 5,
      reason: 'exceedsRemainingUnits',
    });
    expect(nextQuantity(99, 1, { maximum: stepperMaximum(unlimited(false)) })).toMatchObject({
      ok: false,
      reason: 'exceedsRemainingUnits',
    });
  });

  it('blocks minus at 0', () => {
    expect(nextQuantity(0, -1, { maximum: 5 })).toEqual({
      ok: false,
      quantity: 0,
      reason: 'belowZero',
    });
  });

  it('blocks every change while an add to cart is busy', () => {
    expect(nextQuantity(2, 1, { maximum: 5, busy: true })).toEqual({
      ok: false,
      quantity: 2,
      reason: 'busy',
    });
    expect(nextQuantity(2, -1, { maximum: 5, busy: true })).toMatchObject({ reason: 'busy' });
  });
});
