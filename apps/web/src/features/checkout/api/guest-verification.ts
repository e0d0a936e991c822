import {
  guestSignupResponseSchema,
  otpSentResponseSchema,
  userResponseSchema,
  type GuestSignupBody,
  type GuestSignupResponse,
  type OtpSentResponse,
  type User,
  type VerifyOtpBody,
} from '@sauda/domain';
import { request } from '../../../api/request';

const userPath = (userId: string, action: string) =>
  `users/${encodeURIComponent(userId)}/${action}`;

/** POST users/{userId}/guest_signup: keeps the guest's name and password, sends a code. */
export async function guestSignup(
  userId: string,
  body: GuestSignupBody,
): Promise<GuestSignupResponse> {
  return request({
    url: userPath(userId, 'guest_signup'),
    method: 'POST',
    body,
    action: 'GUEST_SIGNUP',
    schema: guestSignupResponseSchema,
  });
}

/** POST users/{userId}/send_otp: the guest's code again (not within 30 s of the last). */
export async function sendGuestOtp(userId: string): Promise<OtpSentResponse> {
  return request({
    url: userPath(userId, 'send_otp'),
    method: 'POST',
    action: 'GUEST_SEND_OTP',
    schema: otpSentResponseSchema,
  });
}

/** POST users/{userId}/verify_mobile_otp with purpose guest_verification: the guest registers. */
export async function verifyGuestOtp(userId: string, code: string): Promise<User> {
  const body: VerifyOtpBody = { mobile_otp: code, purpose: 'guest_verification' };
  const answer = await request({
    url: userPath(userId, 'verify_mobile_otp'),
    method: 'POST',
    body,
    action: 'GUEST_VERIFY_OTP',
    schema: userResponseSchema,
  });
  return answer.user;
}
