import { mutationOptions } from '@tanstack/react-query';
import {
  forgotPasswordResponseSchema,
  type ForgotPasswordBody,
  type ForgotPasswordResponse,
} from '@sauda/domain';
import { request } from '../../../api/request';

export const FORGOT_PASSWORD_ACTION = 'FORGOT_PASSWORD';

/** POST users/forgot_password as form data: sends a code to the number (404 when unknown). */
export async function forgotPassword(mobileNumber: string): Promise<ForgotPasswordResponse> {
  const body: ForgotPasswordBody = { mobile_number: mobileNumber };
  return request({
    url: 'users/forgot_password',
    method: 'POST',
    body,
    multipart: true,
    auth: false,
    isLogin: true,
    action: FORGOT_PASSWORD_ACTION,
    schema: forgotPasswordResponseSchema,
  });
}

export function forgotPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'forgot-password'], mutationFn: forgotPassword });
}
