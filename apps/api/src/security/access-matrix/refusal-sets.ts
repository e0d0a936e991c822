import { MERCHANT_PERMISSIONS, type MerchantPermission } from '@sauda/domain';
import type { Refusals } from './access-entry.js';

/** The caller's own account, list or new object: only a missing session is refused. */
export const SIGNED_IN_ONLY: Refusals = { anonymous: 401 };

/**
 * Shopper A's object (address, invoice, order, receipt, profile): everyone else hears 404, as
 * for a missing one, the store that served the order included (DESIGN §3, §4 ownership).
 */
export const SHOPPER_A_ONLY: Refusals = {
  anonymous: 401,
  guest: 404,
  shopperB: 404,
  ownerA: 404,
  staffA: 404,
  ownerB: 404,
  operator: 404,
};

/** A guest's own verification: every other account, registered or guest, hears 404. */
export const THAT_GUEST_ONLY: Refusals = { ...SHOPPER_A_ONLY, shopperA: 404 };

/**
 * Store A's back office with this permission (DESIGN §3a): no session 401; anyone who is not
 * a member, the owner of another store and the platform's operators included, 404; a member
 * whose role lacks the permission (MERCHANT_PERMISSIONS) 403 `forbidden_role`.
 */
export function storeARefusals(permission: MerchantPermission): Refusals {
  const allowed = MERCHANT_PERMISSIONS[permission];
  return {
    anonymous: 401,
    guest: 404,
    shopperA: 404,
    ownerB: 404,
    operator: 404,
    ...(allowed.includes('manager') ? {} : { managerA: 403 }),
    ...(allowed.includes('staff') ? {} : { staffA: 403 }),
  };
}

/** The operator's back office: no session 401; any account that is not an operator 403. */
export const OPERATORS_ONLY: Refusals = {
  anonymous: 401,
  guest: 403,
  shopperA: 403,
  ownerA: 403,
  staffA: 403,
};
