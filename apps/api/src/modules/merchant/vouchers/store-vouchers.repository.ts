import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import { voucherUses, vouchers } from '../../../db/schema/index.js';

export type StoreVoucherRow = typeof vouchers.$inferSelect;
export type StoreVoucherColumns = Omit<typeof vouchers.$inferInsert, 'id' | 'companyId'>;

/** A store's voucher with how many placed orders used it. */
export interface StoreVoucherWithUses {
  voucher: StoreVoucherRow;
  uses: number;
}

// Spelt out with table names: Drizzle leaves columns unqualified in a one-table select, and an
// unqualified "id" inside the subquery would be voucher_uses.id.
const usesOfVoucher = sql<number>`(select count(*)::int from ${voucherUses}
  where ${voucherUses}.${sql.identifier('voucher_id')} = ${vouchers}.${sql.identifier('id')})`;

const ofStore = (companyId: number, voucherId: number) =>
  and(eq(vouchers.companyId, companyId), eq(vouchers.id, voucherId));

/** The store's own vouchers, newest first (platform vouchers are not the store's). */
export function listStoreVouchers(db: AppDb, companyId: number): Promise<StoreVoucherWithUses[]> {
  return db
    .select({ voucher: vouchers, uses: usesOfVoucher })
    .from(vouchers)
    .where(eq(vouchers.companyId, companyId))
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id));
}

export async function findStoreVoucher(
  db: AppDb,
  companyId: number,
  voucherId: number,
): Promise<StoreVoucherWithUses | undefined> {
  const [row] = await db
    .select({ voucher: vouchers, uses: usesOfVoucher })
    .from(vouchers)
    .where(ofStore(companyId, voucherId))
    .limit(1);
  return row;
}

/**
 * Locks the store's voucher for an edit, with its uses: placement takes the same row lock
 * while it counts and adds a use, so "used or not" cannot change before the edit commits.
 */
export async function lockStoreVoucher(
  tx: AppDb,
  companyId: number,
  voucherId: number,
): Promise<StoreVoucherWithUses | undefined> {
  const [voucher] = await tx
    .select()
    .from(vouchers)
    .where(ofStore(companyId, voucherId))
    .for('update');
  if (!voucher) return undefined;
  const [counted] = await tx
    .select({ uses: sql<number>`count(*)::int` })
    .from(voucherUses)
    .where(eq(voucherUses.voucherId, voucherId));
  return { voucher, uses: counted?.uses ?? 0 };
}

/** Throws PostgreSQL's unique violation when another voucher has the code in any case. */
export async function insertStoreVoucher(
  tx: AppDb,
  companyId: number,
  columns: StoreVoucherColumns,
): Promise<StoreVoucherRow> {
  const [row] = await tx
    .insert(vouchers)
    .values({ ...columns, companyId })
    .returning();
  if (!row) throw new Error('the voucher was not inserted');
  return row;
}

/** Throws PostgreSQL's unique violation when another voucher has the new code in any case. */
export async function updateStoreVoucher(
  tx: AppDb,
  voucherId: number,
  columns: Partial<StoreVoucherColumns>,
): Promise<void> {
  await tx.update(vouchers).set(columns).where(eq(vouchers.id, voucherId));
}
