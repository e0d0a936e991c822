import type { AppDb } from '../../../db/client.js';
import { recordStoreActivity } from '../activity/store-activity.repository.js';
import {
  hasInvitationsFor,
  insertMemberships,
  takeInvitationsOf,
} from './invitation-claims.repository.js';

/** Whose invitations: a user with a proven mobile number. */
export interface ClaimingUser {
  id: number;
  mobileNumber: string | null;
}

/**
 * Turns the number's invitations into memberships, in the caller's transaction (sign-in and
 * sign-up verification open one anyway): the invitations are deleted, each new membership
 * logged as `staff_joined` by the user. A number without invitations costs one indexed DELETE.
 */
export async function claimStoreInvitations(tx: AppDb, user: ClaimingUser): Promise<number> {
  if (!user.mobileNumber) return 0;
  const taken = await takeInvitationsOf(tx, user.mobileNumber);
  const joined = await insertMemberships(tx, user.id, taken);
  for (const { companyId, role } of joined) {
    await recordStoreActivity(tx, {
      companyId,
      actorId: user.id,
      action: 'staff_joined',
      subject: user.mobileNumber,
      detail: { role },
    });
  }
  return joined.length;
}

/**
 * For GET /merchant/stores, which has no transaction of its own: one indexed look-up, and a
 * transaction only when the number does have invitations waiting.
 */
export async function claimWaitingInvitations(db: AppDb, user: ClaimingUser): Promise<void> {
  if (!user.mobileNumber || !(await hasInvitationsFor(db, user.mobileNumber))) return;
  await db.transaction((tx) => claimStoreInvitations(tx, user));
}
