import { describe, expect, it } from 'vitest';
import { makeInvoice } from './testing/invoice-fixtures';
import { billRows } from './bill-rows';

const amounts = (rows: ReturnType<typeof billRows>) =>
  Object.fromEntries(rows.map((row) => [row.key, row.paisa]));

describe('billRows', () => {
  it('lists every row in order, the delivery fee as Free Delivery (null) when 0', () => {
    const rows = billRows({ invoice: makeInvoice(), voucherDiscount: 0, tip: 0, showTip: true });
    expect(rows.map((row) => row.key)).toEqual([
      'subTotal',
      'itemsDiscount',
      'voucherDiscount',
      'deliveryFee',
      'serviceFee',
      'tip',
      'total',
    ]);
    expect(amounts(rows)).toMatchObject({
      subTotal: 90_000,
      itemsDiscount: 10_000,
      deliveryFee: null,
    });
  });

  it('shows a delivery fee above 0 as an amount', () => {
    const invoice = makeInvoice({ delivery_fee: 99.5, payble_amount: 1024.5 });
    const rows = billRows({ invoice, voucherDiscount: 0, tip: 0, showTip: true });
    expect(amounts(rows).deliveryFee).toBe(9_950);
    expect(amounts(rows).total).toBe(102_450);
  });

  it('totals payable + tip − voucher discount for the tip shown', () => {
    const rows = billRows({ invoice: makeInvoice(), voucherDiscount: 135, tip: 50, showTip: true });
    expect(amounts(rows)).toMatchObject({ tip: 5_000, voucherDiscount: 13_500, total: 84_000 });
  });

  it('has no Tip row and adds no tip for business users', () => {
    const rows = billRows({ invoice: makeInvoice(), voucherDiscount: 0, tip: 100, showTip: false });
    expect(rows.some((row) => row.key === 'tip')).toBe(false);
    expect(amounts(rows).total).toBe(92_500);
  });

  it('never totals below 0', () => {
    const rows = billRows({ invoice: makeInvoice(), voucherDiscount: 5000, tip: 0, showTip: true });
    expect(amounts(rows).total).toBe(0);
  });
});
