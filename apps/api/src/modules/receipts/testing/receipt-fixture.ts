import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import {
  companies,
  invoiceItems,
  invoices,
  paymentChannels,
  vouchers,
} from '../../../db/schema/index.js';
import { CLIFTON_COMPUTED, cliftonAddress } from '../../addresses/testing/clifton-address.js';

/** Monday 23 November 2026, 6:05 PM in Karachi. */
export const RECEIPT_PLACED_AT = new Date('2026-11-23T13:05:00Z');

/** The delivery address as the checkout keeps it when the order is placed. */
export const CLIFTON_SNAPSHOT = {
  id: 1,
  query_id: 'address-clifton',
  ...cliftonAddress(),
  ...CLIFTON_COMPUTED,
};

export interface ReceiptInvoiceOptions {
  userId: number;
  companyId: number;
  status?: 'open' | 'placed';
  placedAt?: Date;
}

export interface InsertedReceiptInvoice {
  queryId: string;
  shortOrderId: string | null;
  voucherCode: string;
}

function randomLetters(length: number): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** The store's address columns, which the catalog fixture leaves empty. */
export async function giveStoreAnAddress(db: AppDb, companyId: number): Promise<void> {
  await db
    .update(companies)
    .set({ addressLine: 'Burns Road', area: 'Saddar', city: 'Karachi' })
    .where(eq(companies.id, companyId));
}

/**
 * An invoice written straight into the tables, as placing an order leaves it: a promoted
 * biryani and three lassis, a voucher, a delivery fee, a tip, a note and the address snapshot.
 * Sub total PKR 1,350.00, items discount 101.00, voucher 100.00, delivery 150.00, tip 50.00:
 * total PKR 1,349.00.
 */
export async function insertReceiptInvoice(
  db: AppDb,
  options: ReceiptInvoiceOptions,
): Promise<InsertedReceiptInvoice> {
  const placed = (options.status ?? 'placed') === 'placed';
  const voucherCode = `SAVE${randomLetters(6)}`;
  const [channel] = await db
    .insert(paymentChannels)
    .values({ type: 'cash', name: 'Cash on Delivery' })
    .returning({ id: paymentChannels.id });
  const [voucher] = await db
    .insert(vouchers)
    .values({
      code: voucherCode,
      name: 'PKR 100 off',
      discountType: 'amount',
      discountValue: 10_000,
    })
    .returning({ id: vouchers.id });
  const [invoice] = await db
    .insert(invoices)
    .values({
      userId: options.userId,
      companyId: options.companyId,
      status: placed ? 'placed' : 'open',
      checkoutType: 'delivery',
      shortOrderId: placed ? `SD-${randomLetters(6)}` : null,
      subTotalPaisa: 124_900,
      amountWithoutDiscountPaisa: 135_000,
      itemsDiscountPaisa: 10_100,
      voucherDiscountPaisa: 10_000,
      deliveryFeePaisa: 15_000,
      serviceFeePaisa: 0,
      driverTipPaisa: 5_000,
      payablePaisa: 139_900,
      voucherId: voucher?.id ?? null,
      deliveryAddress: placed ? CLIFTON_SNAPSHOT : null,
      recipientName: placed ? 'Ayesha Khan' : null,
      recipientPhoneNumber: placed ? '+923001234567' : null,
      invoiceNote: placed ? 'Ring the bell twice.' : null,
      channelId: placed ? (channel?.id ?? null) : null,
      placedAt: placed ? (options.placedAt ?? RECEIPT_PLACED_AT) : null,
    })
    .returning({ id: invoices.id, queryId: invoices.queryId, shortOrderId: invoices.shortOrderId });
  if (!invoice) throw new Error('the receipt fixture invoice was not inserted');
  await db.insert(invoiceItems).values([
    {
      invoiceId: invoice.id,
      productQueryId: 'product-chickenBiryani',
      productName: 'Chicken Biryani Single',
      quantity: 2,
      size: 'Full',
      unitCostPaisa: 45_000,
      unitCostAfterDiscountPaisa: 39_950,
      amountPaisa: 90_000,
      payablePaisa: 79_900,
      discountType: 'promotion',
    },
    {
      invoiceId: invoice.id,
      productQueryId: 'product-lassi',
      productName: 'Sweet Lassi',
      quantity: 3,
      unitCostPaisa: 15_000,
      unitCostAfterDiscountPaisa: 15_000,
      amountPaisa: 45_000,
      payablePaisa: 45_000,
    },
  ]);
  return { queryId: invoice.queryId, shortOrderId: invoice.shortOrderId, voucherCode };
}
