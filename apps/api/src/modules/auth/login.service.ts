import type { User } from '@sauda/domain';
import { hashSecret, needsRehash, verifySecret } from '../../security/pin-hash.js';
import { claimStoreInvitations } from '../merchant/staff/claim-store-invitations.js';
import { presentUser } from '../users/present-user.service.js';
import type { AccountsContext, ClientInfo } from './accounts-context.js';
import { invalidCredentials, loginLocked } from './auth-errors.js';
import { clearLoginFailures } from './login-failures.repository.js';
import { assertLoginAllowed, recordLoginFailure } from './login-lock.service.js';
import type { UserRow } from './sessions.repository.js';
import { openSession } from './sessions.service.js';
import { findUserByMobile, upgradePinHash } from './users.repository.js';

export interface Credentials {
  /** "+923001234567" */
  login_id: string;
  /** The PIN, or the password of a verified guest. */
  password: string;
}

// Unknown numbers are checked against this hash too, so the answer takes as long as for a
// real account and its timing does not tell whether the number is registered.
let decoyHash: Promise<string> | undefined;

function canLogIn(user: UserRow | undefined): user is UserRow & { pinHash: string } {
  return user?.status === 'active' && !user.isGuest && user.pinHash !== null;
}

/** Phone and PIN sign-in: a new session on every success. */
export async function authenticate(
  ctx: AccountsContext,
  credentials: Credentials,
  now: Date,
  client: ClientInfo,
): Promise<User> {
  const mobileNumber = credentials.login_id;
  await assertLoginAllowed(ctx.db, mobileNumber, now);
  const user = await findUserByMobile(ctx.db, mobileNumber);
  const known = canLogIn(user);
  const storedHash = known ? user.pinHash : await (decoyHash ??= hashSecret('decoy-pin'));
  const matches = await verifySecret(credentials.password, storedHash);
  if (!known || !matches) {
    const lockedUntil = await recordLoginFailure(ctx.db, mobileNumber, now);
    throw lockedUntil ? loginLocked(lockedUntil, now) : invalidCredentials();
  }
  // A PIN hashed before the cost was raised gets today's parameters while we hold the PIN.
  const newPinHash = needsRehash(user.pinHash) ? await hashSecret(credentials.password) : null;
  const token = await ctx.db.transaction(async (tx) => {
    if (newPinHash) await upgradePinHash(tx, user.id, user.pinHash, newPinHash);
    await clearLoginFailures(tx, mobileNumber);
    // A number invited to a store works there from this sign-in on.
    await claimStoreInvitations(tx, user);
    return openSession(tx, user.id, now, client);
  });
  return presentUser(ctx, user, now, token);
}
