import type { StaffMember, StoreActivityEntry } from '@sauda/domain';

/** The signed-in owner's own line; tests override what they look at. */
export function makeStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id: 'us_owner',
    status: 'active',
    full_name: 'Bilal Ahmed',
    mobile_number: '+923021234567',
    role: 'owner',
    is_you: true,
    since: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The owner, a manager who joined and a number invited as staff. */
export function makeStaff(): StaffMember[] {
  return [
    makeStaffMember(),
    makeStaffMember({
      id: 'us_sana',
      full_name: 'Sana Iqbal',
      mobile_number: '+923111234567',
      role: 'manager',
      is_you: false,
    }),
    makeStaffMember({
      id: 'inv_1',
      status: 'invited',
      full_name: null,
      mobile_number: '+923331234567',
      role: 'staff',
      is_you: false,
    }),
  ];
}

/** A log line by Sana Iqbal five minutes before `now`; tests set the action and detail. */
export function makeActivity(
  overrides: Partial<StoreActivityEntry> = {},
  now = Date.now(),
): StoreActivityEntry {
  return {
    id: 'act_1',
    action: 'order_accepted',
    actor: { full_name: 'Sana Iqbal', mobile_number: '+923111234567' },
    subject: 'SD-A1B2C3',
    detail: {},
    created_at: new Date(now - 5 * 60_000).toISOString(),
    ...overrides,
  };
}
