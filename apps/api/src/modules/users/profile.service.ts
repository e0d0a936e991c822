import type { updateUserBodySchema, User } from '@sauda/domain';
import type { z } from 'zod';
import { requireSelf } from '../../http/require-self.js';
import { hashSecret } from '../../security/pin-hash.js';
import { pinRequired, verifyAccountFirst } from '../auth/auth-errors.js';
import { revokeUserSessions, type UserRow } from '../auth/sessions.repository.js';
import { updateUser, type UserPatch } from '../auth/users.repository.js';
import { presentUser } from './present-user.service.js';
import type { UserViewContext } from './profile-context.js';

export type ProfileInput = z.output<typeof updateUserBodySchema>['user'];

/**
 * Name, email, date of birth and PIN (sign-up step 3 and later edits). A pending sign-up
 * becomes an active account once it has a PIN. A new PIN signs the account out of every other
 * device, as a PIN reset does everywhere: whoever knew the old one is out.
 */
export async function updateProfile(
  ctx: UserViewContext,
  actor: UserRow,
  sessionId: number,
  userQueryId: string,
  input: ProfileInput,
  now: Date,
): Promise<User> {
  requireSelf(actor, userQueryId);
  if (actor.isGuest) throw verifyAccountFirst();
  if (!actor.pinHash && !input.password) throw pinRequired();
  const patch: UserPatch = { fullName: input.full_name };
  if (input.email !== undefined) patch.email = input.email;
  if (input.dob !== undefined) patch.dob = input.dob;
  if (input.password) patch.pinHash = await hashSecret(input.password);
  if (actor.status === 'pending') {
    patch.status = 'active';
    patch.isGuest = false;
  }
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateUser(tx, actor.id, patch, now);
    if (patch.pinHash) await revokeUserSessions(tx, actor.id, now, sessionId);
    return row;
  });
  return presentUser(ctx, updated, now);
}
