import type { Shopper } from '../../modules/invoices/testing/checkout-fixture.js';
import { inBothSpellings } from './forbidden-fields.js';

/** A moment long past: a stored created_at or revoked_at with it was set by the client. */
export const LONG_AGO = '2000-01-01T00:00:00.000Z';
/** A moment far ahead: a stored expires_at with it was set by the client. */
export const FAR_AHEAD = '2099-01-01T00:00:00.000Z';

/**
 * What a client would set on an account if it could: someone else's ids, the operator's role,
 * another account state, trade types, its own timestamps and token. `isGuest` is the
 * opposite of what the server keeps for the case's user.
 */
export function accountClaims(other: Shopper, isGuest: boolean): Record<string, unknown> {
  return inBothSpellings({
    id: other.userId,
    user_id: other.userId,
    query_id: other.queryId,
    role: 'admin',
    status: 'blocked',
    is_guest: isGuest,
    trade_types: ['Wholesale'],
    avatar_url: 'https://attacker.example/face.png',
    pin_hash: 'scrypt$chosen',
    created_at: LONG_AGO,
    session_ktb_token: 'token-chosen-by-the-client',
  });
}
