import {
  checkVoucher,
  voucherAvailability,
  type AvailableVoucher,
  type Paisa,
  type VoucherCheck,
  type VoucherUsage,
} from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import { userNotFound } from '../auth/auth-errors.js';
import type { UserRow } from '../auth/sessions.repository.js';
import { companyNotFound } from '../catalog/catalog-errors.js';
import { storeDirectory } from '../catalog/store-directory.js';
import { toAvailableVoucherJson, toVoucherTerms } from './voucher-terms.js';
import {
  countVoucherUses,
  hasPlacedOrder,
  listOfferedVouchers,
  type VoucherWithStore,
} from './vouchers.repository.js';

export async function voucherUsage(
  db: AppDb,
  voucherId: number,
  userId: number,
): Promise<VoucherUsage> {
  const [counts, ordered] = await Promise.all([
    countVoucherUses(db, voucherId, userId),
    hasPlacedOrder(db, userId),
  ]);
  return { ...counts, hasPlacedOrder: ordered };
}

export interface VoucherOrder {
  userId: number;
  storeId: number;
  subTotalPaisa: Paisa;
  now: Date;
}

/** Whether the voucher (or an unknown code: undefined) applies to this order, and for how much. */
export async function assessVoucher(
  db: AppDb,
  found: VoucherWithStore | undefined,
  order: VoucherOrder,
): Promise<VoucherCheck> {
  const usage: VoucherUsage = found
    ? await voucherUsage(db, found.voucher.id, order.userId)
    : { usesByUser: 0, usesByAll: 0, hasPlacedOrder: false };
  return checkVoucher(found ? toVoucherTerms(found) : undefined, {
    now: order.now,
    storeId: order.storeId,
    subTotalPaisa: order.subTotalPaisa,
    usage,
  });
}

async function storeIdOf(db: AppDb, merchantQueryId: string | undefined): Promise<number | null> {
  if (merchantQueryId === undefined) return null;
  const store = (await storeDirectory(db)).byQueryId.get(merchantQueryId);
  if (!store) throw companyNotFound();
  return store.id;
}

/**
 * GET users/{userId}/vouchers: the platform vouchers and, with merchant_query_id, that store's
 * ones that the user may apply now. The order's size is not known yet: each says its minimum.
 */
export async function listAvailableVouchers(
  db: AppDb,
  actor: UserRow,
  userQueryId: string,
  merchantQueryId: string | undefined,
  now: Date,
): Promise<AvailableVoucher[]> {
  if (actor.queryId !== userQueryId) throw userNotFound();
  const storeId = await storeIdOf(db, merchantQueryId);
  const [offered, ordered] = await Promise.all([
    listOfferedVouchers(db, actor.id, storeId),
    hasPlacedOrder(db, actor.id),
  ]);
  return offered
    .filter((row) => {
      const usage = {
        usesByUser: row.usesByUser,
        usesByAll: row.usesByAll,
        hasPlacedOrder: ordered,
      };
      // A platform voucher has no store to differ from; a listed store voucher is this store's.
      const situation = { now, storeId: row.voucher.companyId ?? storeId ?? 0, usage };
      return voucherAvailability(toVoucherTerms(row), situation) === null;
    })
    .map(toAvailableVoucherJson);
}
