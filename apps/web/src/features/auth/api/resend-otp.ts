import { mutationOptions } from '@tanstack/react-query';
import { otpSentResponseSchema, type OtpPurpose, type OtpSentResponse } from '@sauda/domain';
import { request } from '../../../api/request';

export const RESEND_OTP_ACTION = 'RESEND_OTP';

export interface ResendOtpInput {
  /** The user's query id (paths accept it). */
  userId: string;
  purpose: OtpPurpose;
}

/** PUT users/{userId}/resend_otp; too early answers 429 otp_resend_too_early. */
export async function resendOtp({ userId, purpose }: ResendOtpInput): Promise<OtpSentResponse> {
  return request({
    url: `users/${encodeURIComponent(userId)}/resend_otp`,
    method: 'PUT',
    body: { purpose },
    auth: false,
    isLogin: true,
    action: RESEND_OTP_ACTION,
    schema: otpSentResponseSchema,
  });
}

export function resendOtpMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'resend-otp'], mutationFn: resendOtp });
}
