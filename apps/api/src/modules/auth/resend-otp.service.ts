import type { OtpPurpose, OtpSentResponse } from '@sauda/domain';
import { unauthorized } from '../../http/app-error.js';
import type { AccountsContext } from './accounts-context.js';
import { accountNotFound, mobileRegistered, userNotFound } from './auth-errors.js';
import { sendGuestCode } from './guest-verification.service.js';
import { sendOtp } from './otp.service.js';
import type { UserRow } from './sessions.repository.js';
import { findUserByQueryId } from './users.repository.js';

/**
 * PUT users/{userId}/resend_otp: a new code of the given purpose, to the number that purpose
 * sends to. Guest verification codes only go out for the signed-in guest itself: without a
 * session that purpose answers 401 before any user is looked up, like verify_mobile_otp.
 */
export async function resendOtp(
  ctx: AccountsContext,
  actor: UserRow | null,
  userQueryId: string,
  purpose: OtpPurpose,
  now: Date,
): Promise<OtpSentResponse> {
  if (purpose === 'guest_verification') {
    if (!actor) throw unauthorized();
    return sendGuestCode(ctx, actor, userQueryId, now);
  }
  const user = await findUserByQueryId(ctx.db, userQueryId);
  if (!user?.mobileNumber) throw userNotFound();
  switch (purpose) {
    case 'signup':
      if (user.status !== 'pending') throw mobileRegistered(user.status, user.queryId);
      break;
    case 'forgot_password':
      if (user.status !== 'active' || user.isGuest) throw accountNotFound();
      break;
  }
  return sendOtp(ctx, { userId: user.id, purpose, target: user.mobileNumber }, now);
}
