import type { updateUserBodySchema, User } from '@sauda/domain';
import type { z } from 'zod';
import { requireSelf } from '../../http/require-self.js';
import { hashSecret } from '../../security/pin-hash.js';
import { pinRequired, verifyAccountFirst } from '../auth/auth-errors.js';
import type { UserRow } from '../auth/sessions.repository.js';
import { updateUser, type UserPatch } from '../auth/users.repository.js';
import { presentUser } from './present-user.service.js';
import type { UserViewContext } from './profile-context.js';

export type ProfileInput = z.output<typeof updateUserBodySchema>['user'];

/**
 * Name, email, date of birth and PIN (sign-up step 3 and later edits). A pending sign-up
 * becomes an active account once it has a PIN.
 */
export async function updateProfile(
  ctx: UserViewContext,
  actor: UserRow,
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
  const updated = await updateUser(ctx.db, actor.id, patch, now);
  return presentUser(ctx, updated, now);
}
