import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { companies, orders, voucherUses, vouchers } from '../../db/schema/index.js';

export type VoucherRow = typeof vouchers.$inferSelect;

/** A voucher with its store's name (null for a platform voucher). */
export interface VoucherWithStore {
  voucher: VoucherRow;
  storeName: string | null;
}

/** A voucher with how often it was used, by this user and by everyone. */
export interface OfferedVoucherRow extends VoucherWithStore {
  usesByUser: number;
  usesByAll: number;
}

function usesByUser(userId: number) {
  return sql<number>`(select count(*)::int from ${voucherUses}
    where ${voucherUses.voucherId} = ${vouchers.id} and ${voucherUses.userId} = ${userId})`;
}

const usesByAll = sql<number>`(select count(*)::int from ${voucherUses}
  where ${voucherUses.voucherId} = ${vouchers.id})`;

function selectWithStore(db: AppDb) {
  return db
    .select({ voucher: vouchers, storeName: companies.name })
    .from(vouchers)
    .leftJoin(companies, eq(companies.id, vouchers.companyId));
}

/** Codes are one voucher in any case: FREE15FIRST and free15first (the unique upper index). */
export async function findVoucherByCode(
  db: AppDb,
  code: string,
): Promise<VoucherWithStore | undefined> {
  const [row] = await selectWithStore(db)
    .where(sql`upper(${vouchers.code}) = upper(${code})`)
    .limit(1);
  return row;
}

export async function findVoucherById(
  db: AppDb,
  id: number,
): Promise<VoucherWithStore | undefined> {
  const [row] = await selectWithStore(db).where(eq(vouchers.id, id)).limit(1);
  return row;
}

/**
 * Holds the voucher's row until the transaction ends, so that uses are counted and added one
 * placement at a time: the per-user and total limits hold however many shoppers race.
 */
export async function lockVoucher(db: AppDb, id: number): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
  return row;
}

export async function countVoucherUses(
  db: AppDb,
  voucherId: number,
  userId: number,
): Promise<{ usesByUser: number; usesByAll: number }> {
  const [row] = await db
    .select({
      usesByUser: sql<number>`count(*) filter (where ${voucherUses.userId} = ${userId})::int`,
      usesByAll: sql<number>`count(*)::int`,
    })
    .from(voucherUses)
    .where(eq(voucherUses.voucherId, voucherId));
  return row ?? { usesByUser: 0, usesByAll: 0 };
}

/** Whether the user has an order that was not cancelled (first-order vouchers). */
export async function hasPlacedOrder(db: AppDb, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`${orders.status} <> 'cancelled'`))
    .limit(1);
  return row !== undefined;
}

/** Active platform vouchers and, with a store, that store's, by code, with their use counts. */
export function listOfferedVouchers(
  db: AppDb,
  userId: number,
  storeId: number | null,
): Promise<OfferedVoucherRow[]> {
  const scope =
    storeId === null
      ? isNull(vouchers.companyId)
      : or(isNull(vouchers.companyId), eq(vouchers.companyId, storeId));
  return db
    .select({
      voucher: vouchers,
      storeName: companies.name,
      usesByUser: usesByUser(userId),
      usesByAll,
    })
    .from(vouchers)
    .leftJoin(companies, eq(companies.id, vouchers.companyId))
    .where(and(eq(vouchers.isActive, true), scope))
    .orderBy(asc(vouchers.code));
}

export interface NewVoucherUse {
  voucherId: number;
  userId: number;
  invoiceId: number;
  orderId: number;
  discountPaisa: number;
  /** Copied from the voucher: the money pages read who paid from the use, not the voucher. */
  costBearer: VoucherRow['costBearer'];
  createdAt: Date;
}

export async function insertVoucherUse(db: AppDb, use: NewVoucherUse): Promise<void> {
  await db.insert(voucherUses).values(use);
}
