import { addressSchema, applyPhoneMask, orderTotalPaisa } from '@sauda/domain';
import { addressLine } from '../geo/address-line.js';
import { CASH_ON_DELIVERY, type ReceiptData, type ReceiptItem } from './receipt-data.js';
import type { ReceiptItemRow, ReceiptRecord } from './receipts.repository.js';

/** The address parts a receipt prints; the snapshot's other fields do not matter here. */
const addressTextSchema = addressSchema
  .pick({ room: true, floor: true, building: true, street: true, district: true, landmark: true })
  .partial();

/** "Flat 4B, Floor 2, Sea View Apartments" · "Khayaban-e-Saadi, Clifton Block 5" · landmark. */
export function deliveryAddressLines(snapshot: unknown): string[] {
  const parsed = addressTextSchema.safeParse(snapshot);
  if (!parsed.success) return [];
  const { room = '', floor = '', building = '', street = '', district = '' } = parsed.data;
  const floorText = /^\d+$/.test(floor.trim()) ? `Floor ${floor.trim()}` : floor;
  return [
    addressLine([room, floorText, building]),
    addressLine([street, district]),
    (parsed.data.landmark ?? '').trim(),
  ].filter((line) => line !== '');
}

function present(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function optionsOf(item: ReceiptItemRow): string[] {
  const size = present(item.size);
  const color = present(item.color);
  const instruction = present(item.instruction);
  return [
    size && `Size: ${size}`,
    color && `Colour: ${color}`,
    present(item.itemDescription),
    instruction && `Note: ${instruction}`,
  ].filter((option): option is string => option !== null);
}

export function toReceiptItem(item: ReceiptItemRow): ReceiptItem {
  const promoted = item.unitCostAfterDiscountPaisa < item.unitCostPaisa;
  return {
    name: item.productName,
    options: optionsOf(item),
    quantity: item.quantity,
    unitPaisa: item.unitCostAfterDiscountPaisa,
    regularUnitPaisa: promoted ? item.unitCostPaisa : null,
    linePaisa: item.payablePaisa,
  };
}

/** Cash is the only way to pay today (SPEC §9); another channel prints its own name. */
function paymentMethodOf(channel: ReceiptRecord['channel']): string {
  return !channel || channel.type === 'cash' ? CASH_ON_DELIVERY : channel.name;
}

function phoneOf(number: string | null): string | null {
  const phone = present(number);
  return phone && (applyPhoneMask(phone) || phone);
}

/** A placed invoice as its receipt shows it; the caller has checked it is placed. */
export function toReceiptData(
  record: ReceiptRecord,
  items: readonly ReceiptItemRow[],
  placed: { orderNumber: string; placedAt: Date },
): ReceiptData {
  const { invoice, store, customer } = record;
  return {
    ...placed,
    store: {
      name: store.name,
      addressLine: present(
        addressLine([store.addressLine ?? '', store.area ?? '', store.city ?? '']),
      ),
    },
    customer: {
      name: present(invoice.recipientName) ?? present(customer.fullName),
      phone: phoneOf(invoice.recipientPhoneNumber) ?? phoneOf(customer.mobileNumber),
    },
    deliveryAddress: deliveryAddressLines(invoice.deliveryAddress),
    items: items.map(toReceiptItem),
    totals: {
      subTotalPaisa: invoice.amountWithoutDiscountPaisa,
      itemsDiscountPaisa: invoice.itemsDiscountPaisa,
      voucher:
        record.voucherCode && invoice.voucherDiscountPaisa > 0
          ? { code: record.voucherCode, discountPaisa: invoice.voucherDiscountPaisa }
          : null,
      deliveryFeePaisa: invoice.deliveryFeePaisa,
      serviceFeePaisa: invoice.serviceFeePaisa,
      riderTipPaisa: invoice.driverTipPaisa,
      totalPaisa: orderTotalPaisa(
        invoice.payablePaisa,
        invoice.driverTipPaisa,
        invoice.voucherDiscountPaisa,
      ),
    },
    paymentMethod: paymentMethodOf(record.channel),
    riderNote: present(invoice.invoiceNote),
  };
}
