import { mutationOptions } from '@tanstack/react-query';
import { userResponseSchema, type ResetPasswordBody, type User } from '@sauda/domain';
import { request } from '../../../api/request';

export const RESET_PASSWORD_ACTION = 'RESET_PASSWORD';

/** POST users/reset_password as form data: the code of forgot_password and the new PIN. */
export async function resetPassword(body: ResetPasswordBody): Promise<User> {
  const answer = await request({
    url: 'users/reset_password',
    method: 'POST',
    body,
    multipart: true,
    auth: false,
    isLogin: true,
    action: RESET_PASSWORD_ACTION,
    schema: userResponseSchema,
  });
  return answer.user;
}

export function resetPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}
