import type { MerchantRole } from '@sauda/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import {
  companies,
  merchantInvitations,
  merchantMembers,
  users,
} from '../../../db/schema/index.js';

/** A member of the store with the account's name and number. */
export interface StaffMemberRow {
  userId: number;
  userQueryId: string;
  fullName: string | null;
  mobileNumber: string | null;
  role: MerchantRole;
  since: Date;
}

/** A number invited to the store, with the name of its account when it has one. */
export interface StaffInvitationRow {
  id: number;
  queryId: string;
  mobileNumber: string;
  fullName: string | null;
  role: MerchantRole;
  since: Date;
}

const memberColumns = {
  userId: merchantMembers.userId,
  userQueryId: users.queryId,
  fullName: users.fullName,
  mobileNumber: users.mobileNumber,
  role: merchantMembers.role,
  since: merchantMembers.createdAt,
};

const invitationColumns = {
  id: merchantInvitations.id,
  queryId: merchantInvitations.queryId,
  mobileNumber: merchantInvitations.mobileNumber,
  fullName: users.fullName,
  role: merchantInvitations.role,
  since: merchantInvitations.createdAt,
};

const selectMembers = (db: AppDb) =>
  db
    .select(memberColumns)
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId));

const selectInvitations = (db: AppDb) =>
  db
    .select(invitationColumns)
    .from(merchantInvitations)
    .leftJoin(users, eq(users.mobileNumber, merchantInvitations.mobileNumber));

export function listStoreMembers(db: AppDb, companyId: number): Promise<StaffMemberRow[]> {
  return selectMembers(db).where(eq(merchantMembers.companyId, companyId));
}

export function listStoreInvitations(db: AppDb, companyId: number): Promise<StaffInvitationRow[]> {
  return selectInvitations(db)
    .where(eq(merchantInvitations.companyId, companyId))
    .orderBy(asc(merchantInvitations.createdAt), asc(merchantInvitations.id));
}

export async function findStoreMember(
  db: AppDb,
  companyId: number,
  userQueryId: string,
): Promise<StaffMemberRow | undefined> {
  const [row] = await selectMembers(db)
    .where(and(eq(merchantMembers.companyId, companyId), eq(users.queryId, userQueryId)))
    .limit(1);
  return row;
}

export async function findStoreInvitation(
  db: AppDb,
  companyId: number,
  invitationQueryId: string,
): Promise<StaffInvitationRow | undefined> {
  const [row] = await selectInvitations(db)
    .where(
      and(
        eq(merchantInvitations.companyId, companyId),
        eq(merchantInvitations.queryId, invitationQueryId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Locks the store's owner rows, in one order, and answers who they are. Two owners demoting or
 * removing each other at once take turns here, and the second counts what the first left.
 */
export async function lockStoreOwners(tx: AppDb, companyId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: merchantMembers.userId })
    .from(merchantMembers)
    .where(and(eq(merchantMembers.companyId, companyId), eq(merchantMembers.role, 'owner')))
    .orderBy(asc(merchantMembers.userId))
    .for('update');
  return rows.map((row) => row.userId);
}

export async function updateMemberRole(
  tx: AppDb,
  companyId: number,
  userId: number,
  role: MerchantRole,
): Promise<void> {
  await tx
    .update(merchantMembers)
    .set({ role })
    .where(and(eq(merchantMembers.companyId, companyId), eq(merchantMembers.userId, userId)));
}

/** False when the membership was already gone (removed by someone else meanwhile). */
export async function deleteMember(tx: AppDb, companyId: number, userId: number): Promise<boolean> {
  const deleted = await tx
    .delete(merchantMembers)
    .where(and(eq(merchantMembers.companyId, companyId), eq(merchantMembers.userId, userId)))
    .returning({ userId: merchantMembers.userId });
  return deleted.length > 0;
}

export async function updateInvitationRole(
  tx: AppDb,
  invitationId: number,
  role: MerchantRole,
): Promise<void> {
  await tx
    .update(merchantInvitations)
    .set({ role })
    .where(eq(merchantInvitations.id, invitationId));
}

/** False when the invitation was already gone (claimed or withdrawn meanwhile). */
export async function deleteInvitation(tx: AppDb, invitationId: number): Promise<boolean> {
  const deleted = await tx
    .delete(merchantInvitations)
    .where(eq(merchantInvitations.id, invitationId))
    .returning({ id: merchantInvitations.id });
  return deleted.length > 0;
}

export async function findStoreName(db: AppDb, companyId: number): Promise<string> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`store ${companyId} is missing`);
  return row.name;
}
