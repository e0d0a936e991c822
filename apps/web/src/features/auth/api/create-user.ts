import { mutationOptions } from '@tanstack/react-query';
import { signUpResponseSchema, type SignUpBody, type SignUpResponse } from '@sauda/domain';
import { request } from '../../../api/request';

export const CREATE_USER_ACTION = 'SIGN_UP';

/**
 * POST users (sign-up step 1). A new number answers 201 with a pending user and a code on its
 * way; a known number answers 400 with user_status and user_query_id on the error.
 */
export async function createUser(mobileNumber: string): Promise<SignUpResponse['user']> {
  const body: SignUpBody = { user: { mobile_number: mobileNumber } };
  const answer = await request({
    url: 'users',
    method: 'POST',
    body,
    auth: false,
    isLogin: true,
    action: CREATE_USER_ACTION,
    schema: signUpResponseSchema,
  });
  return answer.user;
}

export function createUserMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'create-user'], mutationFn: createUser });
}
