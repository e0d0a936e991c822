import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import {
  companies,
  invoiceItems,
  invoices,
  paymentChannels,
  users,
  vouchers,
} from '../../db/schema/index.js';

export type ReceiptInvoiceRow = typeof invoices.$inferSelect;

export interface ReceiptRecord {
  invoice: ReceiptInvoiceRow;
  store: { name: string; addressLine: string | null; area: string | null; city: string | null };
  customer: { fullName: string | null; mobileNumber: string | null };
  channel: { type: string; name: string } | null;
  voucherCode: string | null;
}

/** The user's invoice with its store, buyer, payment channel and voucher; another user's is none. */
export async function findOwnReceiptInvoice(
  db: AppDb,
  queryId: string,
  userId: number,
): Promise<ReceiptRecord | undefined> {
  const [row] = await db
    .select({
      invoice: invoices,
      store: {
        name: companies.name,
        addressLine: companies.addressLine,
        area: companies.area,
        city: companies.city,
      },
      customer: { fullName: users.fullName, mobileNumber: users.mobileNumber },
      channel: { type: paymentChannels.type, name: paymentChannels.name },
      voucherCode: vouchers.code,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(paymentChannels, eq(paymentChannels.id, invoices.channelId))
    .leftJoin(vouchers, eq(vouchers.id, invoices.voucherId))
    .where(and(eq(invoices.queryId, queryId), eq(invoices.userId, userId)))
    .limit(1);
  return row;
}

export type ReceiptItemRow = Pick<
  typeof invoiceItems.$inferSelect,
  | 'productName'
  | 'quantity'
  | 'size'
  | 'color'
  | 'itemDescription'
  | 'instruction'
  | 'unitCostPaisa'
  | 'unitCostAfterDiscountPaisa'
  | 'payablePaisa'
>;

/** The invoice's lines in the order they were added. */
export function listReceiptItems(db: AppDb, invoiceId: number): Promise<ReceiptItemRow[]> {
  return db
    .select({
      productName: invoiceItems.productName,
      quantity: invoiceItems.quantity,
      size: invoiceItems.size,
      color: invoiceItems.color,
      itemDescription: invoiceItems.itemDescription,
      instruction: invoiceItems.instruction,
      unitCostPaisa: invoiceItems.unitCostPaisa,
      unitCostAfterDiscountPaisa: invoiceItems.unitCostAfterDiscountPaisa,
      payablePaisa: invoiceItems.payablePaisa,
    })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceItems.id));
}
