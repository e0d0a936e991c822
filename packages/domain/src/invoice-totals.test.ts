import { describe, expect, it } from 'vitest';
import {
  deliveryFeePaisa,
  invoiceTotals,
  orderTotalPaisa,
  type GlobalFeeSettings,
  type StoreFeeSettings,
} from './invoice-totals.js';
import { promoted, regular } from './testing/priced-lines.js';

const GLOBAL: GlobalFeeSettings = {
  deliveryFeePaisa: 15_000,
  serviceFeePaisa: 0,
  freeDeliveryThresholdPaisa: 75_000,
};
const GLOBAL_FEE: StoreFeeSettings = { overrideDeliveryFee: false, deliveryFeePaisa: 0 };
const OWN_FEE: StoreFeeSettings = { overrideDeliveryFee: true, deliveryFeePaisa: 9_900 };

describe('deliveryFeePaisa', () => {
  it('is the global fee unless the store overrides it', () => {
    expect(deliveryFeePaisa(10_000, GLOBAL_FEE, GLOBAL)).toBe(15_000);
    expect(deliveryFeePaisa(10_000, OWN_FEE, GLOBAL)).toBe(9_900);
    expect(
      deliveryFeePaisa(10_000, { overrideDeliveryFee: true, deliveryFeePaisa: 0 }, GLOBAL),
    ).toBe(0);
  });

  it('is free exactly at the threshold and above, not a paisa below', () => {
    expect(deliveryFeePaisa(74_999, GLOBAL_FEE, GLOBAL)).toBe(15_000);
    expect(deliveryFeePaisa(75_000, GLOBAL_FEE, GLOBAL)).toBe(0);
    expect(deliveryFeePaisa(75_001, OWN_FEE, GLOBAL)).toBe(0);
  });

  it('is never free without a threshold', () => {
    const noThreshold = { ...GLOBAL, freeDeliveryThresholdPaisa: null };
    expect(deliveryFeePaisa(10_000_000, GLOBAL_FEE, noThreshold)).toBe(15_000);
  });

  it('refuses a negative or fractional fee', () => {
    expect(() =>
      deliveryFeePaisa(0, { overrideDeliveryFee: true, deliveryFeePaisa: -1 }, GLOBAL),
    ).toThrow(RangeError);
    expect(() => deliveryFeePaisa(0, GLOBAL_FEE, { ...GLOBAL, deliveryFeePaisa: 1.5 })).toThrow(
      RangeError,
    );
  });
});

describe('orderTotalPaisa', () => {
  it('is payable + tip − voucher discount', () => {
    expect(orderTotalPaisa(100_000, 5_000, 15_000)).toBe(90_000);
  });

  it('never goes below 0', () => {
    expect(orderTotalPaisa(1_000, 0, 5_000)).toBe(0);
  });
});

describe('invoiceTotals', () => {
  it('bills regular and promoted lines with the global fee below the threshold', () => {
    const totals = invoiceTotals({
      lines: [promoted(450, 399.5, 1), regular(150, 1)],
      store: GLOBAL_FEE,
      global: GLOBAL,
    });
    expect(totals).toEqual({
      subTotalPaisa: 54_950,
      amountWithoutDiscountPaisa: 60_000,
      itemsDiscountPaisa: 5_050,
      deliveryFeePaisa: 15_000,
      serviceFeePaisa: 0,
      driverTipPaisa: 0,
      voucherDiscountPaisa: 0,
      payablePaisa: 69_950,
      totalPaisa: 69_950,
    });
  });

  it('adds the service fee, the tip and takes off the voucher', () => {
    const totals = invoiceTotals({
      lines: [regular(400, 3)],
      store: OWN_FEE,
      global: { ...GLOBAL, serviceFeePaisa: 2_500 },
      tipPaisa: 5_000,
      voucherDiscountPaisa: 18_000,
    });
    expect(totals.subTotalPaisa).toBe(120_000);
    // 1,200 is above the 750 threshold: free delivery even with the store's own fee.
    expect(totals.deliveryFeePaisa).toBe(0);
    expect(totals.payablePaisa).toBe(122_500);
    expect(totals.totalPaisa).toBe(122_500 + 5_000 - 18_000);
  });

  it('ignores a promotion whose promotion_amount is 0, whatever cost_after_discount says', () => {
    const totals = invoiceTotals({
      lines: [{ ...promoted(500, 425, 2), promotion: { promotion_amount: 0 } }],
      store: GLOBAL_FEE,
      global: GLOBAL,
    });
    expect(totals.subTotalPaisa).toBe(100_000);
    expect(totals.itemsDiscountPaisa).toBe(0);
  });

  it('counts the promoted sub total, not the regular amount, against the threshold', () => {
    // Rs 800 at regular cost, Rs 700 after the promotion: below 750, so delivery is charged.
    const totals = invoiceTotals({
      lines: [promoted(400, 350, 2)],
      store: GLOBAL_FEE,
      global: GLOBAL,
    });
    expect(totals.amountWithoutDiscountPaisa).toBe(80_000);
    expect(totals.subTotalPaisa).toBe(70_000);
    expect(totals.deliveryFeePaisa).toBe(15_000);
  });

  it('sums decimal prices exactly', () => {
    const totals = invoiceTotals({
      lines: [regular(0.1, 3), regular(0.2, 1)],
      store: { overrideDeliveryFee: true, deliveryFeePaisa: 0 },
      global: GLOBAL,
    });
    expect(totals.subTotalPaisa).toBe(50);
    expect(totals.totalPaisa).toBe(50);
  });

  it('keeps the total at 0 when the voucher is worth more than the bill', () => {
    const totals = invoiceTotals({
      lines: [regular(10, 1)],
      store: { overrideDeliveryFee: true, deliveryFeePaisa: 0 },
      global: GLOBAL,
      voucherDiscountPaisa: 5_000,
    });
    expect(totals.totalPaisa).toBe(0);
    expect(totals.voucherDiscountPaisa).toBe(5_000);
  });

  it('refuses a negative tip or voucher discount', () => {
    const base = { lines: [regular(10, 1)], store: GLOBAL_FEE, global: GLOBAL };
    expect(() => invoiceTotals({ ...base, tipPaisa: -100 })).toThrow(RangeError);
    expect(() => invoiceTotals({ ...base, voucherDiscountPaisa: -1 })).toThrow(RangeError);
  });
});
