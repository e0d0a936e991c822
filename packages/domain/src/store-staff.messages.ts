/**
 * What the staff page (/staff-mgmt) and its routes say. The Urdu interface translates them by
 * key (`staff.<name>`).
 */
export const STORE_STAFF_MESSAGES = Object.freeze({
  lastOwner: 'A store needs at least one owner.',
  alreadyMember: 'This number already works in this store.',
  alreadyInvited: 'This number has already been invited.',
  memberNotFound: 'This person does not work in this store.',
  tooManyInvitations: 'A store can have at most 20 open invitations.',
} as const);

export type StoreStaffMessageKey = keyof typeof STORE_STAFF_MESSAGES;
