import type { User } from '@sauda/domain';
import type { AccountsContext } from './accounts-context.js';
import { invalidPhotoType, mediaUnavailable, photoRequired } from './auth-errors.js';
import { detectPhotoType } from './photo-type.js';
import { presentUser } from './present-user.service.js';
import { assertOwnAccount } from './profile.service.js';
import type { UserRow } from './sessions.repository.js';
import { updateUser } from './users.repository.js';

/** Reads the uploaded photo's bytes, or null when the form had none. */
export type ReadPhoto = () => Promise<Uint8Array | null>;

/** A new profile photo: only the account itself, only real JPEG or PNG bytes. */
export async function updateAvatar(
  ctx: AccountsContext,
  actor: UserRow,
  userQueryId: string,
  readPhoto: ReadPhoto,
  now: Date,
): Promise<User> {
  assertOwnAccount(actor, userQueryId);
  const bytes = await readPhoto();
  if (!bytes || bytes.length === 0) throw photoRequired();
  const ext = detectPhotoType(bytes);
  if (!ext) throw invalidPhotoType();
  if (!ctx.saveAvatar) throw mediaUnavailable();
  const avatarUrl = await ctx.saveAvatar(bytes, ext);
  const updated = await updateUser(ctx.db, actor.id, { avatarUrl }, now);
  return presentUser(ctx, updated, now);
}
