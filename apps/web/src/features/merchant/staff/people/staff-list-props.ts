import type { MerchantRole, StaffMember } from '@sauda/domain';

/** What the table (wide screens) and the cards (phones) both show and answer. */
export interface StaffListProps {
  staff: readonly StaffMember[];
  /** The person whose change is on its way: their controls wait. */
  busyId: string | null;
  onRoleChange: (member: StaffMember, role: MerchantRole) => void;
  onRemove: (member: StaffMember) => void;
}
