import { MAX_OPEN_INVITATIONS, STORE_STAFF_MESSAGES as M, type MerchantRole } from '@sauda/domain';
import { and, count, eq } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import { merchantInvitations, merchantMembers, users } from '../../../db/schema/index.js';
import { badRequest, conflict } from '../../../http/app-error.js';
import type { SmsSender } from '../../auth/sms/sms-sender.js';

export interface NewStoreInvitation {
  companyId: number;
  /** Normalised `+923001234567`. */
  mobileNumber: string;
  role: MerchantRole;
  invitedBy: number | null;
}

export interface StoreInvitationRow {
  queryId: string;
  createdAt: Date;
}

async function isMember(tx: AppDb, companyId: number, mobileNumber: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: merchantMembers.userId })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(and(eq(merchantMembers.companyId, companyId), eq(users.mobileNumber, mobileNumber)))
    .limit(1);
  return row !== undefined;
}

async function openInvitations(tx: AppDb, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(merchantInvitations)
    .where(eq(merchantInvitations.companyId, companyId));
  return row?.n ?? 0;
}

/**
 * Invites a number into a store, in the caller's transaction. A member's number answers 409
 * `already_member`, a number already invited 409 `already_invited` (decided by the unique
 * index, so two owners inviting at once cannot both succeed).
 */
export async function inviteToStore(
  tx: AppDb,
  invitation: NewStoreInvitation,
): Promise<StoreInvitationRow> {
  if (await isMember(tx, invitation.companyId, invitation.mobileNumber)) {
    throw conflict('already_member', M.alreadyMember);
  }
  if ((await openInvitations(tx, invitation.companyId)) >= MAX_OPEN_INVITATIONS) {
    throw badRequest('too_many_invitations', M.tooManyInvitations);
  }
  const [row] = await tx
    .insert(merchantInvitations)
    .values(invitation)
    .onConflictDoNothing()
    .returning({ queryId: merchantInvitations.queryId, createdAt: merchantInvitations.createdAt });
  if (!row) throw conflict('already_invited', M.alreadyInvited);
  return row;
}

const ROLE_NAMES: Record<MerchantRole, string> = {
  owner: 'an owner',
  manager: 'a manager',
  staff: 'staff',
};

export function invitationSmsBody(storeName: string, role: MerchantRole): string {
  return `You are invited to run ${storeName} on Sauda as ${ROLE_NAMES[role]}. Sign in or sign up with this number to start.`;
}

/** Tells the number it is invited; call it after the invitation's transaction committed. */
export function sendInvitationSms(
  sms: SmsSender,
  mobileNumber: string,
  storeName: string,
  role: MerchantRole,
): Promise<void> {
  return sms.send(mobileNumber, invitationSmsBody(storeName, role), '');
}
