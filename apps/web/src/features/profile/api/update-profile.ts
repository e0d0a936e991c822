import { userResponseSchema, type UpdateUserBody, type User } from '@sauda/domain';
import { request } from '../../../api/request';

export const UPDATE_PROFILE_ACTION = 'UPDATE_PROFILE';

export interface UpdateProfileInput {
  userId: string;
  user: UpdateUserBody['user'];
}

/** POST users/{userId}/update_user with the session's own token: name, email, date of birth. */
export async function updateProfile({ userId, user }: UpdateProfileInput): Promise<User> {
  const body: UpdateUserBody = { user };
  const answer = await request({
    url: `users/${encodeURIComponent(userId)}/update_user`,
    method: 'POST',
    body,
    action: UPDATE_PROFILE_ACTION,
    schema: userResponseSchema,
  });
  return answer.user;
}
