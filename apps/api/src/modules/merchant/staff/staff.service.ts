import type { StaffInviteBody, StaffMember } from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import type { UserRow } from '../../auth/sessions.repository.js';
import type { SmsSender } from '../../auth/sms/sms-sender.js';
import { smsFailed } from '../../auth/sms/sms-failed.js';
import { isAppError } from '../../../http/app-error.js';
import { requireStoreAccess } from '../access/store-access.js';
import { deleteStoreActivity, recordStoreActivity } from '../activity/store-activity.repository.js';
import { byRoleThenName, toActiveStaffJson, toInvitedStaffJson } from './staff-json.js';
import {
  deleteInvitation,
  findStoreInvitation,
  findStoreName,
  listStoreInvitations,
  listStoreMembers,
} from './staff.repository.js';
import { inviteToStore, sendInvitationSms } from './store-invitations.js';
import { memberNotFound } from './staff-errors.js';

type Actor = Pick<UserRow, 'id'>;

/** GET merchant/stores/{storeId}/staff (owners): the members by role and name, then invitations. */
export async function listStaff(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
): Promise<StaffMember[]> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'manageStaff');
  const [members, invitations] = await Promise.all([
    listStoreMembers(db, companyId),
    listStoreInvitations(db, companyId),
  ]);
  return [
    ...members.sort(byRoleThenName).map((row) => toActiveStaffJson(row, actor.id)),
    ...invitations.map(toInvitedStaffJson),
  ];
}

/**
 * POST merchant/stores/{storeId}/staff (owners): invites a number with a role and texts it.
 * The invitation and its log entry are written first; if the text cannot be sent, both are
 * taken back, so nobody waits on an invitation they never heard of.
 */
export async function inviteStaff(
  db: AppDb,
  sms: SmsSender,
  actor: Actor,
  storeQueryId: string,
  body: StaffInviteBody,
): Promise<StaffMember> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'manageStaff');
  const { mobile_number: mobileNumber, role } = body;
  const invited = await db.transaction(async (tx) => {
    const row = await inviteToStore(tx, { companyId, mobileNumber, role, invitedBy: actor.id });
    const activityId = await recordStoreActivity(tx, {
      companyId,
      actorId: actor.id,
      action: 'staff_invited',
      subject: mobileNumber,
      detail: { role },
    });
    return { ...row, activityId };
  });
  const invitation = await findStoreInvitation(db, companyId, invited.queryId);
  if (!invitation) throw memberNotFound();
  try {
    await sendInvitationSms(sms, mobileNumber, await findStoreName(db, companyId), role);
  } catch (error) {
    await db.transaction(async (tx) => {
      await deleteInvitation(tx, invitation.id);
      await deleteStoreActivity(tx, invited.activityId);
    });
    throw isAppError(error) ? error : smsFailed();
  }
  return toInvitedStaffJson(invitation);
}
