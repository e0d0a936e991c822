import { orderTotalPaisa, toPaisa, type Invoice, type Paisa } from '@sauda/domain';

export type BillRowKey =
  'subTotal' | 'itemsDiscount' | 'voucherDiscount' | 'deliveryFee' | 'serviceFee' | 'tip' | 'total';

export interface BillRow {
  key: BillRowKey;
  /** Null for a delivery fee of 0: shown as 'Free Delivery'. */
  paisa: Paisa | null;
  /** Shown as a deduction ("- Rs 45.00"). */
  minus?: boolean;
}

interface BillInput {
  invoice: Pick<
    Invoice,
    'sub_total_amount' | 'items_discount' | 'delivery_fee' | 'service_fee' | 'payble_amount'
  >;
  /** The voucher discount shown: 0 once the shopper removed the voucher. */
  voucherDiscount: number;
  /** The tip shown, whole rupees. */
  tip: number;
  /** Business users do not tip (SPEC §6): no Tip row. */
  showTip: boolean;
}

/**
 * The bill panel (SPEC §2, §9): Sub Total, Items Discount, Voucher Discount, Delivery Fee (Free
 * Delivery when 0), Service Fee, Tip, and Total = payable + tip − voucher, recomputed live for
 * the tip shown. The server recomputes every amount on placing.
 */
export function billRows({ invoice, voucherDiscount, tip, showTip }: BillInput): BillRow[] {
  const delivery = toPaisa(invoice.delivery_fee);
  const tipPaisa = showTip ? toPaisa(tip) : 0;
  const voucherPaisa = toPaisa(voucherDiscount);
  const rows: BillRow[] = [
    { key: 'subTotal', paisa: toPaisa(invoice.sub_total_amount) },
    { key: 'itemsDiscount', paisa: toPaisa(invoice.items_discount), minus: true },
    { key: 'voucherDiscount', paisa: voucherPaisa, minus: true },
    { key: 'deliveryFee', paisa: delivery === 0 ? null : delivery },
    { key: 'serviceFee', paisa: toPaisa(invoice.service_fee) },
  ];
  if (showTip) rows.push({ key: 'tip', paisa: tipPaisa });
  rows.push({
    key: 'total',
    paisa: orderTotalPaisa(toPaisa(invoice.payble_amount), tipPaisa, voucherPaisa),
  });
  return rows;
}
