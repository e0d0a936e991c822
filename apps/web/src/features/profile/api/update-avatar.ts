import { userResponseSchema, type User } from '@sauda/domain';
import { request } from '../../../api/request';

export const UPDATE_AVATAR_ACTION = 'UPDATE_AVATAR';
/** The multipart field the API reads the photo from (avatar.routes.ts). */
export const AVATAR_FIELD = 'avatar';

/** POST users/{userId}/update_avatar: one JPEG or PNG as multipart form data. */
export async function updateAvatar(userId: string, photo: File): Promise<User> {
  const answer = await request({
    url: `users/${encodeURIComponent(userId)}/update_avatar`,
    method: 'POST',
    body: { [AVATAR_FIELD]: photo },
    multipart: true,
    action: UPDATE_AVATAR_ACTION,
    schema: userResponseSchema,
  });
  return answer.user;
}
