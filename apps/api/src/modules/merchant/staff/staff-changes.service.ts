import type { MerchantRole, StaffMember } from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import type { UserRow } from '../../auth/sessions.repository.js';
import { notifyStreamAccessRevoked } from '../../orders/events/stream-access-revoked.js';
import { requireStoreAccess } from '../access/store-access.js';
import { recordStoreActivity } from '../activity/store-activity.repository.js';
import { lastOwner, memberNotFound } from './staff-errors.js';
import { toActiveStaffJson, toInvitedStaffJson } from './staff-json.js';
import {
  deleteInvitation,
  deleteMember,
  findStoreInvitation,
  findStoreMember,
  lockStoreOwners,
  updateInvitationRole,
  updateMemberRole,
  type StaffInvitationRow,
  type StaffMemberRow,
} from './staff.repository.js';

type Actor = Pick<UserRow, 'id'>;

/** The member or invitation `memberId` names, in a transaction that holds the owners' lock. */
type Target =
  | { kind: 'member'; row: StaffMemberRow; owners: number[] }
  | { kind: 'invitation'; row: StaffInvitationRow };

/**
 * Every staff change of a store runs here: its owner rows locked first (so changes of one
 * store take turns and the owner count cannot go stale), the actor's right checked again
 * under that lock (another owner may have just removed them), then the target read.
 */
async function withTarget<T>(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  memberId: string,
  change: (tx: AppDb, target: Target, companyId: number) => Promise<T>,
): Promise<T> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'manageStaff');
  return db.transaction(async (tx) => {
    const owners = await lockStoreOwners(tx, companyId);
    await requireStoreAccess(tx, actor, storeQueryId, 'manageStaff');
    const member = await findStoreMember(tx, companyId, memberId);
    if (member) return change(tx, { kind: 'member', row: member, owners }, companyId);
    const invitation = await findStoreInvitation(tx, companyId, memberId);
    if (!invitation) throw memberNotFound();
    return change(tx, { kind: 'invitation', row: invitation }, companyId);
  });
}

/** The only owner may neither step down nor leave: a store always keeps one. */
function assertNotLastOwner(member: StaffMemberRow, owners: number[]): void {
  if (owners.includes(member.userId) && owners.length <= 1) throw lastOwner();
}

const subjectOf = (target: Target) => target.row.mobileNumber ?? target.row.fullName ?? '';

/** PATCH merchant/stores/{storeId}/staff/{memberId} (owners): a member's or invitation's role. */
export function changeStaffRole(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  memberId: string,
  role: MerchantRole,
): Promise<StaffMember> {
  return withTarget(db, actor, storeQueryId, memberId, async (tx, target, companyId) => {
    const from = target.row.role;
    if (from !== role) {
      if (target.kind === 'member') {
        if (role !== 'owner') assertNotLastOwner(target.row, target.owners);
        await updateMemberRole(tx, companyId, target.row.userId, role);
      } else {
        await updateInvitationRole(tx, target.row.id, role);
      }
      await recordStoreActivity(tx, {
        companyId,
        actorId: actor.id,
        action: 'staff_role_changed',
        subject: subjectOf(target),
        detail: { from, to: role },
      });
    }
    return target.kind === 'member'
      ? toActiveStaffJson({ ...target.row, role }, actor.id)
      : toInvitedStaffJson({ ...target.row, role });
  });
}

/**
 * DELETE merchant/stores/{storeId}/staff/{memberId} (owners): a member leaves at once (their
 * next request answers 404 and their open event streams end, on every instance), or an
 * invitation is withdrawn. Answers the one removed.
 */
export function removeStaff(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  memberId: string,
): Promise<StaffMember> {
  return withTarget(db, actor, storeQueryId, memberId, async (tx, target, companyId) => {
    if (target.kind === 'member') {
      assertNotLastOwner(target.row, target.owners);
      if (!(await deleteMember(tx, companyId, target.row.userId))) throw memberNotFound();
      await notifyStreamAccessRevoked(tx, { userId: target.row.userId, companyId });
    } else if (!(await deleteInvitation(tx, target.row.id))) {
      throw memberNotFound();
    }
    await recordStoreActivity(tx, {
      companyId,
      actorId: actor.id,
      action: 'staff_removed',
      subject: subjectOf(target),
      detail: { role: target.row.role },
    });
    return target.kind === 'member'
      ? toActiveStaffJson(target.row, actor.id)
      : toInvitedStaffJson(target.row);
  });
}
