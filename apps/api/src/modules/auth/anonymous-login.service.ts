import type { AnonymousAuthenticateBody, User } from '@sauda/domain';
import { GUEST_SECRET_HASH_PARAMETERS } from '../../security/pin-hash-parameters.js';
import { hashSecret, verifySecret } from '../../security/pin-hash.js';
import { presentUser } from '../users/present-user.service.js';
import type { AccountsContext, ClientInfo } from './accounts-context.js';
import { guestSessionInvalid } from './auth-errors.js';
import { openSession } from './sessions.service.js';
import { findUserByGuestLoginId, insertGuest } from './users.repository.js';

type GuestCredentials = Pick<AnonymousAuthenticateBody, 'login_id' | 'password'>;

/**
 * A browser's guest sign-in: its visitor id and kept secret always give the same guest (a new
 * session each time); the first call creates the guest.
 */
export async function authenticateAnonymously(
  ctx: AccountsContext,
  credentials: GuestCredentials,
  now: Date,
  client: ClientInfo,
): Promise<User> {
  const existing = await findUserByGuestLoginId(ctx.db, credentials.login_id);
  const secretHash = existing
    ? null
    : await hashSecret(credentials.password, GUEST_SECRET_HASH_PARAMETERS);
  const opened = await ctx.db.transaction(async (tx) => {
    const created = secretHash
      ? await insertGuest(tx, credentials.login_id, secretHash, now)
      : undefined;
    if (!created) return null;
    return { guest: created, token: await openSession(tx, created.id, now, client) };
  });
  if (opened) return presentUser(ctx, opened.guest, now, opened.token);

  // An existing guest, or one another request created a moment ago.
  const guest = existing ?? (await findUserByGuestLoginId(ctx.db, credentials.login_id));
  const matches =
    guest?.guestSecretHash != null &&
    (await verifySecret(credentials.password, guest.guestSecretHash));
  if (!guest || !matches || guest.status !== 'active') throw guestSessionInvalid();
  const token = await openSession(ctx.db, guest.id, now, client);
  return presentUser(ctx, guest, now, token);
}
