import { detectPhotoType, type User } from '@sauda/domain';
import { requireSelf } from '../../http/require-self.js';
import { invalidPhotoType, mediaUnavailable, photoRequired } from '../auth/auth-errors.js';
import type { UserRow } from '../auth/sessions.repository.js';
import { updateUser } from '../auth/users.repository.js';
import { presentUser } from './present-user.service.js';
import type { ProfileContext } from './profile-context.js';

/** Reads the uploaded photo's bytes, or null when the form had none. */
export type ReadPhoto = () => Promise<Uint8Array | null>;

/** A new profile photo: only the account itself, only real JPEG or PNG bytes. */
export async function updateAvatar(
  ctx: ProfileContext,
  actor: UserRow,
  userQueryId: string,
  readPhoto: ReadPhoto,
  now: Date,
): Promise<User> {
  requireSelf(actor, userQueryId);
  const bytes = await readPhoto();
  if (!bytes || bytes.length === 0) throw photoRequired();
  const ext = detectPhotoType(bytes)?.ext;
  if (!ext) throw invalidPhotoType();
  if (!ctx.saveAvatar) throw mediaUnavailable();
  const avatarUrl = await ctx.saveAvatar(bytes, ext);
  const updated = await updateUser(ctx.db, actor.id, { avatarUrl }, now);
  return presentUser(ctx, updated, now);
}
