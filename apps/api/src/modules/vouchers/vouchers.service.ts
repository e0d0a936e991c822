import {
  checkVoucher,
  voucherAvailability,
  type AvailableVoucher,
  type Paisa,
  type VoucherCheck,
  type VoucherUsage,
} from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import { requireSelf } from '../../http/require-self.js';
import type { UserRow } from '../auth/sessions.repository.js';
import { companyNotFound } from '../catalog/catalog-errors.js';
import { storeDirectory } from '../catalog/store-directory.js';
import {
  toAvailableVoucherJson,
  toProfileVoucherJson,
  toVoucherTerms,
  type ProfileVoucher,
} from './voucher-terms.js';
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
  // One after another: placing asks inside its transaction, one query at a time.
  const counts = await countVoucherUses(db, voucherId, userId);
  return { ...counts, hasPlacedOrder: await hasPlacedOrder(db, userId) };
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
 * The vouchers the user may apply now: the platform ones and, with a store, that store's. The
 * repository only loads the candidates and their use counts; the domain's `voucherAvailability`
 * decides, the same rule that checkout applies. The order's size is not known yet: each voucher
 * says its minimum.
 */
export async function listUsableVouchers(
  db: AppDb,
  userId: number,
  storeId: number | null,
  now: Date,
): Promise<VoucherWithStore[]> {
  const [offered, ordered] = await Promise.all([
    listOfferedVouchers(db, userId, storeId),
    hasPlacedOrder(db, userId),
  ]);
  return offered.filter((row) => {
    const usage = { usesByUser: row.usesByUser, usesByAll: row.usesByAll, hasPlacedOrder: ordered };
    // A platform voucher has no store to differ from; a listed store voucher is this store's.
    const situation = { now, storeId: row.voucher.companyId ?? storeId ?? 0, usage };
    return voucherAvailability(toVoucherTerms(row), situation) === null;
  });
}

/** GET users/{userId}/vouchers: the usable vouchers with their terms in one line. */
export async function listAvailableVouchers(
  db: AppDb,
  actor: UserRow,
  userQueryId: string,
  merchantQueryId: string | undefined,
  now: Date,
): Promise<AvailableVoucher[]> {
  const user = requireSelf(actor, userQueryId);
  const storeId = await storeIdOf(db, merchantQueryId);
  return (await listUsableVouchers(db, user.id, storeId, now)).map(toAvailableVoucherJson);
}

/** The user's JSON lists the platform vouchers they may use anywhere (`userVouchers`). */
export async function listProfileVouchers(
  db: AppDb,
  userId: number,
  now: Date,
): Promise<ProfileVoucher[]> {
  return (await listUsableVouchers(db, userId, null, now)).map(toProfileVoucherJson);
}
