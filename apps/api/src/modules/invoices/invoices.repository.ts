import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { invoiceItems, invoices } from '../../db/schema/index.js';
import { isUniqueViolation } from '../auth/unique-violation.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceItemRow = typeof invoiceItems.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'queryId'>;
export type NewInvoiceItem = Omit<typeof invoiceItems.$inferInsert, 'id' | 'invoiceId'>;

/** Another user's invoice is looked up like a missing one (DESIGN §4 Ownership). */
function own(queryId: string, userId: number) {
  return and(eq(invoices.queryId, queryId), eq(invoices.userId, userId));
}

export async function findOwnInvoice(
  db: AppDb,
  queryId: string,
  userId: number,
): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(own(queryId, userId)).limit(1);
  return row;
}

/** Holds the invoice's row until the transaction ends: one placement of it at a time. */
export async function lockOwnInvoice(
  db: AppDb,
  queryId: string,
  userId: number,
): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(own(queryId, userId)).for('update');
  return row;
}

export function listInvoiceItems(db: AppDb, invoiceId: number): Promise<InvoiceItemRow[]> {
  return db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceItems.id));
}

/** Forgets the user's earlier open invoices at this store: only the newest checkout counts. */
export async function deleteOpenInvoices(
  db: AppDb,
  userId: number,
  companyId: number,
): Promise<void> {
  await db
    .delete(invoices)
    .where(
      and(
        eq(invoices.userId, userId),
        eq(invoices.companyId, companyId),
        eq(invoices.status, 'open'),
      ),
    );
}

/** The invoice and its lines as written, the lines in id order (as listInvoiceItems reads them). */
export async function insertInvoice(
  db: AppDb,
  values: NewInvoice,
  items: readonly NewInvoiceItem[],
): Promise<{ invoice: InvoiceRow; items: InvoiceItemRow[] }> {
  const [row] = await db.insert(invoices).values(values).returning();
  if (!row) throw new Error(`invoice of user ${values.userId} was not inserted`);
  const lines = await db
    .insert(invoiceItems)
    .values(items.map((item) => ({ ...item, invoiceId: row.id })))
    .returning();
  return { invoice: row, items: lines.sort((a, b) => a.id - b.id) };
}

/** Keeps a validated voucher (or none) and its discount on an open invoice. */
export async function setOpenInvoiceVoucher(
  db: AppDb,
  invoiceId: number,
  voucherId: number | null,
  voucherDiscountPaisa: number,
  now: Date,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .update(invoices)
    .set({ voucherId, voucherDiscountPaisa, updatedAt: now })
    .where(and(eq(invoices.id, invoiceId), ne(invoices.status, 'placed')))
    .returning();
  return row;
}

export type PlacedInvoiceValues = Omit<
  Partial<typeof invoices.$inferInsert>,
  'id' | 'queryId' | 'userId' | 'companyId' | 'status'
> & { shortOrderId: string; placedAt: Date };

/**
 * Writes the placed invoice, or answers undefined when its short order id is already taken.
 * The write runs in a savepoint so that a taken id leaves the surrounding transaction usable.
 */
export async function tryMarkPlaced(
  db: AppDb,
  invoiceId: number,
  values: PlacedInvoiceValues,
): Promise<InvoiceRow | undefined> {
  try {
    return await db.transaction(async (savepoint) => {
      const [row] = await savepoint
        .update(invoices)
        .set({ ...values, status: 'placed', updatedAt: values.placedAt })
        .where(eq(invoices.id, invoiceId))
        .returning();
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}
