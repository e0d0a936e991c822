import type { ReceiptData, ReceiptItem } from '../receipt-data.js';

/** Monday 23 November 2026, 6:05 PM in Karachi. */
export const SAMPLE_PLACED_AT = new Date('2026-11-23T13:05:00Z');

export const SAMPLE_ITEMS: ReceiptItem[] = [
  {
    name: 'Chicken Biryani Single',
    options: ['Size: Full', 'Extra raita'],
    quantity: 2,
    unitPaisa: 39_950,
    regularUnitPaisa: 45_000,
    linePaisa: 79_900,
  },
  {
    name: 'دودھ پتی چائے',
    options: [],
    quantity: 1,
    unitPaisa: 12_000,
    regularUnitPaisa: null,
    linePaisa: 12_000,
  },
  {
    name: 'Sweet Lassi',
    options: ['Colour: Pink'],
    quantity: 3,
    unitPaisa: 15_000,
    regularUnitPaisa: null,
    linePaisa: 45_000,
  },
];

/** A receipt with every kind of line: a promotion, Urdu, a voucher, fees, a tip and a note. */
export function sampleReceipt(overrides: Partial<ReceiptData> = {}): ReceiptData {
  return {
    orderNumber: 'SD-4F7K2Q',
    placedAt: SAMPLE_PLACED_AT,
    store: { name: 'Karachi Biryani House', addressLine: 'Burns Road, Saddar, Karachi' },
    customer: { name: 'Ayesha Khan', phone: '+92 300 1234567' },
    deliveryAddress: [
      'Flat 4B, Floor 2, Sea View Apartments',
      'Khayaban-e-Saadi, Clifton Block 5',
      'Near Dolmen Mall',
    ],
    items: SAMPLE_ITEMS,
    totals: {
      subTotalPaisa: 147_000,
      itemsDiscountPaisa: 10_100,
      voucher: { code: 'FREE15FIRST', discountPaisa: 20_535 },
      deliveryFeePaisa: 15_000,
      serviceFeePaisa: 2_500,
      riderTipPaisa: 5_000,
      totalPaisa: 138_865,
    },
    paymentMethod: 'Cash on delivery',
    riderNote: 'Please ring the bell twice; the lift is out of order.',
    ...overrides,
  };
}
