import { mutationOptions } from '@tanstack/react-query';
import { userResponseSchema, type User, type VerifyOtpBody } from '@sauda/domain';
import { request } from '../../../api/request';

export const VERIFY_OTP_ACTION = 'VERIFY_OTP';

export interface VerifyOtpInput {
  userId: string;
  code: string;
}

/** POST users/{userId}/verify_mobile_otp: its user's session token authorizes sign-up step 3. */
export async function verifyMobileOtp({ userId, code }: VerifyOtpInput): Promise<User> {
  const body: VerifyOtpBody = { mobile_otp: code, purpose: 'signup' };
  const answer = await request({
    url: `users/${encodeURIComponent(userId)}/verify_mobile_otp`,
    method: 'POST',
    body,
    auth: false,
    isLogin: true,
    action: VERIFY_OTP_ACTION,
    schema: userResponseSchema,
  });
  return answer.user;
}

export function verifyMobileOtpMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'verify-otp'], mutationFn: verifyMobileOtp });
}
