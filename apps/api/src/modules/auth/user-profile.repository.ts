import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import {
  addresses,
  orders,
  paymentChannels,
  voucherUses,
  vouchers,
} from '../../db/schema/index.js';

export type AddressRow = typeof addresses.$inferSelect;
export type PaymentChannelRow = typeof paymentChannels.$inferSelect;
export interface UsableVoucherRow {
  code: string;
  name: string;
  expiresAt: Date | null;
}

export function listUserAddresses(db: AppDb, userId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
}

export function listActivePaymentChannels(db: AppDb): Promise<PaymentChannelRow[]> {
  return db
    .select()
    .from(paymentChannels)
    .where(eq(paymentChannels.isActive, true))
    .orderBy(asc(paymentChannels.id));
}

/**
 * Platform vouchers the user may still apply at `now`: active, inside their window, under the
 * user's and the overall use limits, and first-order vouchers only before a first order.
 */
export function listUsableVouchers(
  db: AppDb,
  userId: number,
  now: Date,
): Promise<UsableVoucherRow[]> {
  const usesByUser = sql`(select count(*) from ${voucherUses}
    where ${voucherUses.voucherId} = ${vouchers.id} and ${voucherUses.userId} = ${userId})`;
  const usesByAll = sql`(select count(*) from ${voucherUses}
    where ${voucherUses.voucherId} = ${vouchers.id})`;
  const hasOrdered = sql`exists (select 1 from ${orders}
    where ${orders.userId} = ${userId} and ${orders.status} <> 'cancelled')`;
  return db
    .select({ code: vouchers.code, name: vouchers.name, expiresAt: vouchers.expiresAt })
    .from(vouchers)
    .where(
      and(
        isNull(vouchers.companyId),
        eq(vouchers.isActive, true),
        or(isNull(vouchers.startsAt), lte(vouchers.startsAt, now)),
        or(isNull(vouchers.expiresAt), gt(vouchers.expiresAt, now)),
        sql`${usesByUser} < ${vouchers.perUserLimit}`,
        or(isNull(vouchers.totalLimit), sql`${usesByAll} < ${vouchers.totalLimit}`),
        or(eq(vouchers.firstOrderOnly, false), sql`not ${hasOrdered}`),
      ),
    )
    .orderBy(asc(vouchers.code));
}
