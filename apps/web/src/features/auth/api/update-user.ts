import { mutationOptions } from '@tanstack/react-query';
import { userResponseSchema, type UpdateUserBody, type User } from '@sauda/domain';
import { request } from '../../../api/request';

export const UPDATE_USER_ACTION = 'UPDATE_USER';

export interface UpdateUserInput {
  userId: string;
  user: UpdateUserBody['user'];
  /** The token of the code check: the sign-up is not the browser's session yet. */
  sessionToken: string;
}

/** POST users/{userId}/update_user (sign-up step 3: name, PIN, optional email and birthday). */
export async function updateUser({ userId, user, sessionToken }: UpdateUserInput): Promise<User> {
  const body: UpdateUserBody = { user };
  const answer = await request({
    url: `users/${encodeURIComponent(userId)}/update_user`,
    method: 'POST',
    body,
    sessionToken,
    isLogin: true,
    action: UPDATE_USER_ACTION,
    schema: userResponseSchema,
  });
  return answer.user;
}

export function updateUserMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'update-user'], mutationFn: updateUser });
}
