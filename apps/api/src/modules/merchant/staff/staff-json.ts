import { MERCHANT_ROLES, type StaffMember } from '@sauda/domain';
import type { StaffInvitationRow, StaffMemberRow } from './staff.repository.js';

export function toActiveStaffJson(row: StaffMemberRow, actorId: number): StaffMember {
  return {
    id: row.userQueryId,
    status: 'active',
    full_name: row.fullName,
    mobile_number: row.mobileNumber ?? '',
    role: row.role,
    is_you: row.userId === actorId,
    since: row.since.toISOString(),
  };
}

export function toInvitedStaffJson(row: StaffInvitationRow): StaffMember {
  return {
    id: row.queryId,
    status: 'invited',
    full_name: row.fullName,
    mobile_number: row.mobileNumber,
    role: row.role,
    is_you: false,
    since: row.since.toISOString(),
  };
}

const rankOf = (member: StaffMemberRow) => MERCHANT_ROLES.indexOf(member.role);

/** Owners, managers, then staff; by name within a role (nameless last), then by joining. */
export function byRoleThenName(a: StaffMemberRow, b: StaffMemberRow): number {
  return (
    rankOf(a) - rankOf(b) ||
    (a.fullName ?? '\uffff').localeCompare(b.fullName ?? '\uffff') ||
    a.since.getTime() - b.since.getTime()
  );
}
