import { describe, expect, it } from 'vitest';
import {
  commissionPaisa,
  ledgerLine,
  ledgerTotals,
  type LedgerLine,
  type LedgerOrder,
} from './store-ledger.js';

/** A delivered Rs 1,000 order, no discounts, free delivery, no voucher, at 10 %. */
const plain: LedgerOrder = {
  status: 'order_delivered',
  amountWithoutDiscountPaisa: 100_000,
  itemsDiscountPaisa: 0,
  subTotalPaisa: 100_000,
  voucherDiscountPaisa: 0,
  voucherCostBearer: 'platform',
  deliveryFeePaisa: 0,
  serviceFeePaisa: 0,
  tipPaisa: 0,
  payablePaisa: 100_000,
  commissionRateBps: 1000,
};

describe('commissionPaisa', () => {
  it('takes basis points of the amount, half a paisa up', () => {
    expect(commissionPaisa(79_900, 1000)).toBe(7_990);
    // 12.5 % of Rs 0.37 = 4.625 paisa → 5; of Rs 0.35 = 4.375 → 4.
    expect(commissionPaisa(37, 1250)).toBe(5);
    expect(commissionPaisa(35, 1250)).toBe(4);
    expect(commissionPaisa(100_000, 0)).toBe(0);
    expect(commissionPaisa(100_000, 10_000)).toBe(100_000);
  });

  it('refuses a rate outside 0–100 % and amounts that are not whole paisa', () => {
    expect(() => commissionPaisa(100, 10_001)).toThrow(RangeError);
    expect(() => commissionPaisa(100, -1)).toThrow(RangeError);
    expect(() => commissionPaisa(10.5, 1000)).toThrow(RangeError);
  });
});

describe('ledgerLine', () => {
  it('gives the store its items less the commission when nothing else applies', () => {
    // Rs 1,000 at 10 %: commission 100, the rider collects 1,000, the store is owed 900.
    expect(ledgerLine(plain)).toEqual({
      status: 'order_delivered',
      collected_by: 'rider',
      order_value: 100_000,
      items_discount: 0,
      voucher_store: 0,
      voucher_platform: 0,
      delivery_fee: 0,
      service_fee: 0,
      tip: 0,
      commission: 10_000,
      cash_collected: 100_000,
      net_due_to_store: 90_000,
    });
  });

  it('takes commission after item discounts, and never on the delivery fee, service fee or tip', () => {
    // Regular Rs 900, promotion takes 101: items 799. Delivery 150, service 10, tip 50.
    // Payable 799 + 150 + 10 = 959; cash 959 + 50 = 1,009. Commission 10 % × 799 = 79.90.
    // Net 799 − 79.90 = 719.10.
    const line = ledgerLine({
      ...plain,
      amountWithoutDiscountPaisa: 90_000,
      itemsDiscountPaisa: 10_100,
      subTotalPaisa: 79_900,
      deliveryFeePaisa: 15_000,
      serviceFeePaisa: 1_000,
      tipPaisa: 5_000,
      payablePaisa: 95_900,
    });
    expect(line).toMatchObject({
      order_value: 90_000,
      items_discount: 10_100,
      delivery_fee: 15_000,
      service_fee: 1_000,
      tip: 5_000,
      commission: 7_990,
      cash_collected: 100_900,
      net_due_to_store: 71_910,
    });
  });

  it('charges a store-borne voucher to the store', () => {
    // Rs 500 + 150 delivery, the store's 10 % voucher: 50. Cash 650 − 50 = 600.
    // Commission 10 % × 500 = 50 (the voucher does not lower it). Net 500 − 50 − 50 = 400.
    const line = ledgerLine({
      ...plain,
      amountWithoutDiscountPaisa: 50_000,
      subTotalPaisa: 50_000,
      deliveryFeePaisa: 15_000,
      payablePaisa: 65_000,
      voucherDiscountPaisa: 5_000,
      voucherCostBearer: 'store',
    });
    expect(line).toMatchObject({
      voucher_store: 5_000,
      voucher_platform: 0,
      commission: 5_000,
      cash_collected: 60_000,
      net_due_to_store: 40_000,
    });
  });

  it('leaves a platform-borne voucher out of what the store is owed', () => {
    // Same order, the platform's voucher: the rider collects 600, the store is still owed 450.
    const line = ledgerLine({
      ...plain,
      amountWithoutDiscountPaisa: 50_000,
      subTotalPaisa: 50_000,
      deliveryFeePaisa: 15_000,
      payablePaisa: 65_000,
      voucherDiscountPaisa: 5_000,
      voucherCostBearer: 'platform',
    });
    expect(line).toMatchObject({
      voucher_store: 0,
      voucher_platform: 5_000,
      commission: 5_000,
      cash_collected: 60_000,
      net_due_to_store: 45_000,
    });
  });

  it('uses the rate stored on the order', () => {
    // Rs 1,000 at 12.5 %: commission 125, net 875.
    expect(ledgerLine({ ...plain, commissionRateBps: 1250 })).toMatchObject({
      commission: 12_500,
      net_due_to_store: 87_500,
    });
  });

  it('writes a cancelled order as a line of zeros', () => {
    const line = ledgerLine({ ...plain, status: 'cancelled', tipPaisa: 5_000 });
    expect(line.status).toBe('cancelled');
    const { status, collected_by: collectedBy, ...money } = line;
    expect([status, collectedBy]).toEqual(['cancelled', 'rider']);
    expect(Object.values(money).every((amount) => amount === 0)).toBe(true);
  });
});

describe('ledgerTotals', () => {
  it('adds every field; none of the lines gives zeros', () => {
    const lines: LedgerLine[] = [
      ledgerLine(plain),
      ledgerLine({ ...plain, status: 'cancelled' }),
      ledgerLine({ ...plain, tipPaisa: 2_000, commissionRateBps: 1250 }),
    ];
    expect(ledgerTotals(lines)).toMatchObject({
      order_value: 200_000,
      tip: 2_000,
      commission: 22_500,
      cash_collected: 202_000,
      net_due_to_store: 177_500,
    });
    expect(ledgerTotals([]).net_due_to_store).toBe(0);
  });
});
