import { describe, expect, it } from 'vitest';
import {
  checkVoucher,
  KEYED_VOUCHER_MESSAGES,
  formatVoucherAmount,
  minimumOrderMessage,
  VOUCHER_MESSAGES,
  voucherAvailability,
  voucherDiscountPaisa,
  voucherSummary,
  type VoucherCheck,
  type VoucherTerms,
  type VoucherUsage,
} from './voucher-rules.js';

const NOW = new Date('2026-11-18T07:00:00Z');
const DAY = 86_400_000;
const STORE = 7;

const FREE15FIRST: VoucherTerms = {
  discountType: 'percent',
  discountValue: 1500,
  maxDiscountPaisa: 30_000,
  minOrderPaisa: 0,
  startsAt: new Date(NOW.getTime() - DAY),
  expiresAt: new Date(NOW.getTime() + 400 * DAY),
  perUserLimit: 1,
  totalLimit: null,
  firstOrderOnly: true,
  isActive: true,
  storeId: null,
};
const SAUDA100: VoucherTerms = {
  ...FREE15FIRST,
  discountType: 'amount',
  discountValue: 10_000,
  maxDiscountPaisa: null,
  minOrderPaisa: 100_000,
  perUserLimit: 3,
  totalLimit: 5000,
  firstOrderOnly: false,
};
const BIRYANI20: VoucherTerms = {
  ...FREE15FIRST,
  discountValue: 2000,
  maxDiscountPaisa: 50_000,
  minOrderPaisa: 150_000,
  perUserLimit: 2,
  totalLimit: 1000,
  firstOrderOnly: false,
  storeId: STORE,
  storeName: 'Karachi Biryani House',
};

const FRESH: VoucherUsage = { usesByUser: 0, usesByAll: 0, hasPlacedOrder: false };

function situation(usage: Partial<VoucherUsage> = {}, subTotalPaisa = 200_000) {
  return { now: NOW, storeId: STORE, usage: { ...FRESH, ...usage }, subTotalPaisa };
}

describe('voucherDiscountPaisa', () => {
  it('takes a percentage in basis points', () => {
    expect(voucherDiscountPaisa(FREE15FIRST, 100_000)).toBe(15_000);
  });

  it('rounds a percentage half up to whole paisa', () => {
    // 15% of 333 paisa is 49.95 → 50; of 330 is 49.5 → 50; of 329 is 49.35 → 49.
    expect(voucherDiscountPaisa(FREE15FIRST, 333)).toBe(50);
    expect(voucherDiscountPaisa(FREE15FIRST, 330)).toBe(50);
    expect(voucherDiscountPaisa(FREE15FIRST, 329)).toBe(49);
    expect(voucherDiscountPaisa({ ...FREE15FIRST, discountValue: 1250 }, 1_001)).toBe(125);
  });

  it('caps a percentage at the maximum discount, exactly at the boundary too', () => {
    expect(voucherDiscountPaisa(FREE15FIRST, 200_000)).toBe(30_000);
    expect(voucherDiscountPaisa(FREE15FIRST, 199_999)).toBe(30_000);
    expect(voucherDiscountPaisa(FREE15FIRST, 199_993)).toBe(29_999);
    expect(voucherDiscountPaisa({ ...FREE15FIRST, maxDiscountPaisa: null }, 1_000_000)).toBe(
      150_000,
    );
  });

  it('takes a fixed amount, never more than the sub total', () => {
    expect(voucherDiscountPaisa(SAUDA100, 150_000)).toBe(10_000);
    expect(voucherDiscountPaisa(SAUDA100, 6_000)).toBe(6_000);
    expect(voucherDiscountPaisa({ ...FREE15FIRST, discountValue: 10_000 }, 7_000)).toBe(7_000);
  });

  it('takes nothing off an empty order', () => {
    expect(voucherDiscountPaisa(SAUDA100, 0)).toBe(0);
  });
});

describe('checkVoucher', () => {
  it('accepts an eligible voucher with its discount', () => {
    expect(checkVoucher(FREE15FIRST, situation({}, 100_000))).toEqual({
      ok: true,
      discountPaisa: 15_000,
    });
  });

  it.each([
    ['unknown code', null, situation(), 'unknown_code', 'This voucher code is not valid'],
    [
      'inactive',
      { ...SAUDA100, isActive: false },
      situation(),
      'inactive',
      VOUCHER_MESSAGES.inactive,
    ],
    [
      'not yet valid',
      { ...SAUDA100, startsAt: new Date(NOW.getTime() + 1) },
      situation(),
      'not_yet_valid',
      VOUCHER_MESSAGES.notYetValid,
    ],
    [
      'expired at this very instant',
      { ...SAUDA100, expiresAt: NOW },
      situation(),
      'expired',
      'This voucher has expired',
    ],
    [
      "another store's voucher",
      BIRYANI20,
      { ...situation(), storeId: STORE + 1 },
      'other_store',
      'This voucher can only be used at Karachi Biryani House',
    ],
    [
      'first order only, after a placed order',
      FREE15FIRST,
      situation({ hasPlacedOrder: true }),
      'first_order_only',
      'This voucher is only for your first order',
    ],
    [
      'used once already',
      { ...FREE15FIRST, firstOrderOnly: false },
      situation({ usesByUser: 1, usesByAll: 1 }),
      'per_user_limit',
      'You have already used this voucher',
    ],
    [
      'used three times of three',
      SAUDA100,
      situation({ usesByUser: 3, usesByAll: 3 }),
      'per_user_limit',
      'You have already used this voucher 3 times, the most allowed',
    ],
    [
      'fully redeemed',
      SAUDA100,
      situation({ usesByAll: 5000 }),
      'total_limit',
      'This voucher has been fully redeemed',
    ],
    [
      'below the minimum order',
      SAUDA100,
      situation({}, 99_999),
      'below_minimum_order',
      'This voucher needs an order of at least Rs 1,000',
    ],
  ] as const)('refuses %s', (_name, terms, context, reason, message) => {
    expect(checkVoucher(terms, context)).toEqual({
      ok: false,
      reason,
      message: expect.objectContaining({ text: message }) as unknown,
    });
  });

  it('keys each refusal for translation, with the values its sentence names', () => {
    const keyOfRefusal = (check: VoucherCheck) => (check.ok ? null : check.message);
    expect(keyOfRefusal(checkVoucher(null, situation()))).toEqual({
      key: 'vouchers.unknownCode',
      text: VOUCHER_MESSAGES.unknownCode,
    });
    expect(keyOfRefusal(checkVoucher(BIRYANI20, { ...situation(), storeId: STORE + 1 }))).toEqual({
      key: 'vouchers.onlyAtStore',
      params: { store: 'Karachi Biryani House' },
      text: 'This voucher can only be used at Karachi Biryani House',
    });
    expect(keyOfRefusal(checkVoucher(SAUDA100, situation({ usesByUser: 3 })))).toMatchObject({
      key: 'vouchers.usedTimes',
      params: { count: 3 },
    });
    expect(keyOfRefusal(checkVoucher(SAUDA100, situation({}, 99_999)))).toMatchObject({
      key: 'vouchers.minimumOrder',
      params: { amount: 'Rs 1,000' },
    });
    expect(KEYED_VOUCHER_MESSAGES.usedTimes(1)).toEqual({
      key: 'vouchers.usedOnce',
      text: VOUCHER_MESSAGES.usedOnce,
    });
  });

  it('accepts an order exactly at the minimum', () => {
    expect(checkVoucher(SAUDA100, situation({}, 100_000))).toEqual({
      ok: true,
      discountPaisa: 10_000,
    });
  });

  it('accepts a store voucher at its own store and uses below the limits', () => {
    const check = checkVoucher(BIRYANI20, situation({ usesByUser: 1, usesByAll: 999 }, 150_000));
    expect(check).toEqual({ ok: true, discountPaisa: 30_000 });
  });

  it('names no store when the store voucher does not know its store name', () => {
    const check = checkVoucher({ ...BIRYANI20, storeName: null }, { ...situation(), storeId: 1 });
    expect(check).toMatchObject({
      reason: 'other_store',
      message: { key: 'vouchers.otherStore', text: VOUCHER_MESSAGES.otherStore },
    });
  });

  it('accepts a voucher without a validity window', () => {
    const open = { ...SAUDA100, startsAt: null, expiresAt: null };
    expect(checkVoucher(open, situation()).ok).toBe(true);
  });
});

describe('voucherAvailability', () => {
  it('ignores the order size: the vouchers list shows a voucher before the cart is big enough', () => {
    expect(voucherAvailability(SAUDA100, situation({}, 0))).toBeNull();
  });

  it('reports the first reason that stands in the way', () => {
    const expiredAndUsed = { ...FREE15FIRST, expiresAt: new Date(NOW.getTime() - 1) };
    expect(voucherAvailability(expiredAndUsed, situation({ usesByUser: 1 }))?.reason).toBe(
      'expired',
    );
  });
});

describe('voucher wording', () => {
  it('shows whole rupees without decimals and the rest with two', () => {
    expect(formatVoucherAmount(100_000)).toBe('Rs 1,000');
    expect(formatVoucherAmount(9_950)).toBe('Rs 99.50');
    expect(minimumOrderMessage(150_000)).toBe('This voucher needs an order of at least Rs 1,500');
  });

  it('summarises each kind of voucher in one line', () => {
    expect(voucherSummary(FREE15FIRST)).toBe('15% off, up to Rs 300 (first order only)');
    expect(voucherSummary(SAUDA100)).toBe('Rs 100 off on orders of Rs 1,000 or more');
    expect(voucherSummary(BIRYANI20)).toBe('20% off, up to Rs 500 on orders of Rs 1,500 or more');
    expect(voucherSummary({ ...FREE15FIRST, discountValue: 1250, maxDiscountPaisa: null })).toBe(
      '12.5% off (first order only)',
    );
  });
});
