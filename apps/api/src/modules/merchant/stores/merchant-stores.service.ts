import type { MerchantStore, MerchantStoreSummary } from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import type { UserRow } from '../../auth/sessions.repository.js';
import { listHoursOfStores, listStoresByIds } from '../../catalog/companies.repository.js';
import { requireStoreAccess } from '../access/store-access.js';
import { claimWaitingInvitations } from '../staff/claim-store-invitations.js';
import type { StoreMembership } from '../access/store-membership.repository.js';
import { toMerchantStoreJson, toMerchantStoreSummary } from './merchant-store-json.js';
import { listHolidaysOfStores, listStoresOfMember } from './merchant-stores.repository.js';

function byStore<T extends { companyId: number }>(rows: readonly T[], companyId: number): T[] {
  return rows.filter((row) => row.companyId === companyId);
}

/**
 * GET /merchant/stores: the stores the actor works in, with open-now and a running pause.
 * Membership is the filter itself, so a shopper or a guest simply has none.
 */
export async function listMyStores(
  db: AppDb,
  actor: Pick<UserRow, 'id' | 'mobileNumber'>,
  now: Date,
): Promise<MerchantStoreSummary[]> {
  // Invited while signed in: the store appears without signing in again.
  await claimWaitingInvitations(db, actor);
  const rows = await listStoresOfMember(db, actor.id);
  const ids = rows.map((row) => row.company.id);
  const [hours, holidays] = await Promise.all([
    listHoursOfStores(db, ids),
    listHolidaysOfStores(db, ids),
  ]);
  return rows.map((row) =>
    toMerchantStoreSummary(
      {
        ...row,
        hours: byStore(hours, row.company.id),
        holidays: byStore(holidays, row.company.id),
      },
      now,
    ),
  );
}

/** The store of a checked membership, as GET and PATCH /merchant/stores/{storeId} answer it. */
export async function presentMerchantStore(
  db: AppDb,
  membership: StoreMembership,
  now: Date,
): Promise<MerchantStore> {
  const ids = [membership.companyId];
  const [row, hours, holidays] = await Promise.all([
    listStoresByIds(db, ids).then(([store]) => store),
    listHoursOfStores(db, ids),
    listHolidaysOfStores(db, ids),
  ]);
  if (!row) throw new Error(`store ${membership.companyId} of a membership is missing`);
  return toMerchantStoreJson({ ...row, role: membership.role, hours, holidays }, now);
}

/** GET /merchant/stores/{storeId}: any member may read the store's settings. */
export async function getMerchantStore(
  db: AppDb,
  actor: Pick<UserRow, 'id'>,
  storeQueryId: string,
  now: Date,
): Promise<MerchantStore> {
  const membership = await requireStoreAccess(db, actor, storeQueryId, 'readStore');
  return presentMerchantStore(db, membership, now);
}
