import { describe, expect, it } from 'vitest';
import { deliveryAddressLines, toReceiptData, toReceiptItem } from './receipt-view.js';
import type { ReceiptItemRow, ReceiptRecord } from './receipts.repository.js';
import { CLIFTON_SNAPSHOT, RECEIPT_PLACED_AT } from './testing/receipt-fixture.js';

const LASSI: ReceiptItemRow = {
  productName: 'Sweet Lassi',
  quantity: 3,
  size: null,
  color: null,
  itemDescription: null,
  instruction: null,
  unitCostPaisa: 15_000,
  unitCostAfterDiscountPaisa: 15_000,
  payablePaisa: 45_000,
};

function record(
  overrides: Partial<ReceiptRecord['invoice']> = {},
  more: Partial<ReceiptRecord> = {},
) {
  const invoice = {
    id: 7,
    queryId: 'invoice-7',
    userId: 3,
    companyId: 1,
    status: 'placed',
    checkoutType: 'delivery',
    shortOrderId: 'SD-4F7K2Q',
    currency: 'PKR',
    subTotalPaisa: 124_900,
    amountWithoutDiscountPaisa: 135_000,
    itemsDiscountPaisa: 10_100,
    voucherDiscountPaisa: 10_000,
    deliveryFeePaisa: 15_000,
    serviceFeePaisa: 2_500,
    driverTipPaisa: 5_000,
    payablePaisa: 142_400,
    voucherId: 4,
    addressId: null,
    deliveryAddress: CLIFTON_SNAPSHOT,
    recipientName: 'Ayesha Khan',
    recipientPhoneNumber: '+923001234567',
    invoiceNote: '  Ring the bell twice.  ',
    deliveryTime: 'asap',
    channelId: 1,
    createdAt: RECEIPT_PLACED_AT,
    updatedAt: RECEIPT_PLACED_AT,
    placedAt: RECEIPT_PLACED_AT,
    ...overrides,
  } satisfies ReceiptRecord['invoice'];
  return {
    invoice,
    store: {
      name: 'Karachi Biryani House',
      addressLine: 'Burns Road',
      area: 'Saddar',
      city: 'Karachi',
    },
    customer: { fullName: 'Bilal Traders', mobileNumber: '+923011234567' },
    channel: { type: 'cash', name: 'Cash on Delivery' },
    voucherCode: 'FREE15FIRST',
    ...more,
  } satisfies ReceiptRecord;
}

const placed = { orderNumber: 'SD-4F7K2Q', placedAt: RECEIPT_PLACED_AT };

describe('deliveryAddressLines', () => {
  it('writes the flat, the street and area, and the landmark on their own lines', () => {
    expect(deliveryAddressLines(CLIFTON_SNAPSHOT)).toEqual([
      'Flat 4B, Floor 2, Sea View Apartments',
      'Khayaban-e-Saadi, Clifton Block 5',
      'Near Dolmen Mall',
    ]);
  });

  it('skips empty parts and keeps a floor that is more than a number', () => {
    expect(
      deliveryAddressLines({
        ...CLIFTON_SNAPSHOT,
        floor: 'Ground floor',
        building: '',
        landmark: ' ',
      }),
    ).toEqual(['Flat 4B, Ground floor', 'Khayaban-e-Saadi, Clifton Block 5']);
  });

  it('answers no lines for a missing or unreadable snapshot', () => {
    expect(deliveryAddressLines(null)).toEqual([]);
    expect(deliveryAddressLines({ room: 42 })).toEqual([]);
  });
});

describe('toReceiptItem', () => {
  it('strikes the regular price only when a promotion lowered it', () => {
    const biryani = {
      ...LASSI,
      productName: 'Chicken Biryani Single',
      quantity: 2,
      unitCostPaisa: 45_000,
      unitCostAfterDiscountPaisa: 39_950,
      payablePaisa: 79_900,
    };
    expect(toReceiptItem(biryani)).toMatchObject({
      unitPaisa: 39_950,
      regularUnitPaisa: 45_000,
      linePaisa: 79_900,
    });
    expect(toReceiptItem(LASSI)).toMatchObject({ unitPaisa: 15_000, regularUnitPaisa: null });
  });

  it('lists the chosen size, colour, description and instruction', () => {
    const item = toReceiptItem({
      ...LASSI,
      size: 'Large',
      color: ' Pink ',
      itemDescription: 'Less sugar',
      instruction: 'No ice',
    });
    expect(item.options).toEqual(['Size: Large', 'Colour: Pink', 'Less sugar', 'Note: No ice']);
    expect(toReceiptItem({ ...LASSI, size: ' ' }).options).toEqual([]);
  });
});

describe('toReceiptData', () => {
  it('takes the recipient, the snapshot, the bill and the note from the placed invoice', () => {
    const data = toReceiptData(record(), [LASSI], placed);
    expect(data).toMatchObject({
      orderNumber: 'SD-4F7K2Q',
      store: { name: 'Karachi Biryani House', addressLine: 'Burns Road, Saddar, Karachi' },
      customer: { name: 'Ayesha Khan', phone: '+92 300 1234567' },
      paymentMethod: 'Cash on delivery',
      riderNote: 'Ring the bell twice.',
      totals: {
        subTotalPaisa: 135_000,
        itemsDiscountPaisa: 10_100,
        voucher: { code: 'FREE15FIRST', discountPaisa: 10_000 },
        deliveryFeePaisa: 15_000,
        serviceFeePaisa: 2_500,
        riderTipPaisa: 5_000,
        totalPaisa: 137_400,
      },
    });
    expect(data.deliveryAddress).toHaveLength(3);
  });

  it('falls back to the account’s name and number when the order named no recipient', () => {
    const data = toReceiptData(
      record({ recipientName: null, recipientPhoneNumber: ' ' }),
      [],
      placed,
    );
    expect(data.customer).toEqual({ name: 'Bilal Traders', phone: '+92 301 1234567' });
  });

  it('prints no voucher line for a voucher that took nothing off, and no empty note', () => {
    const data = toReceiptData(record({ voucherDiscountPaisa: 0, invoiceNote: '' }), [], placed);
    expect(data.totals.voucher).toBeNull();
    expect(data.riderNote).toBeNull();
  });

  it('names a payment channel other than cash by its own name', () => {
    const card = toReceiptData(record({}, { channel: { type: 'card', name: 'Card' } }), [], placed);
    expect(card.paymentMethod).toBe('Card');
    const none = toReceiptData(record({}, { channel: null }), [], placed);
    expect(none.paymentMethod).toBe('Cash on delivery');
  });
});
