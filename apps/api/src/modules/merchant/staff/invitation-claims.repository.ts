import type { MerchantRole } from '@sauda/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import { merchantInvitations, merchantMembers } from '../../../db/schema/index.js';

export interface TakenInvitation {
  companyId: number;
  role: MerchantRole;
}

/** One look-up on merchant_invitations_mobile_number_idx: the usual answer is no. */
export async function hasInvitationsFor(db: AppDb, mobileNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: merchantInvitations.id })
    .from(merchantInvitations)
    .where(eq(merchantInvitations.mobileNumber, mobileNumber))
    .limit(1);
  return row !== undefined;
}

/** Deletes the number's invitations and answers them: a claim happens once. */
export function takeInvitationsOf(tx: AppDb, mobileNumber: string): Promise<TakenInvitation[]> {
  return tx
    .delete(merchantInvitations)
    .where(eq(merchantInvitations.mobileNumber, mobileNumber))
    .returning({ companyId: merchantInvitations.companyId, role: merchantInvitations.role });
}

/** The new memberships; a store the user already works in keeps its role and is not answered. */
export async function insertMemberships(
  tx: AppDb,
  userId: number,
  invitations: readonly TakenInvitation[],
): Promise<TakenInvitation[]> {
  if (invitations.length === 0) return [];
  return tx
    .insert(merchantMembers)
    .values(invitations.map(({ companyId, role }) => ({ userId, companyId, role })))
    .onConflictDoNothing()
    .returning({ companyId: merchantMembers.companyId, role: merchantMembers.role });
}
