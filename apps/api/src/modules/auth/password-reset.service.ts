import type { ForgotPasswordResponse, User } from '@sauda/domain';
import { hashSecret } from '../../security/pin-hash.js';
import { presentUser } from '../users/present-user.service.js';
import type { AccountsContext } from './accounts-context.js';
import { accountNotFound, otpNotFound, userNotFound } from './auth-errors.js';
import { clearLoginFailures } from './login-failures.repository.js';
import { checkOtp, sendOtp, useOtp } from './otp.service.js';
import { revokeUserSessions, type UserRow } from './sessions.repository.js';
import { findUserByMobile, findUserByQueryId, updateUser } from './users.repository.js';

type ResettableUser = UserRow & { mobileNumber: string };

function isResettable(user: UserRow | undefined): user is ResettableUser {
  return user?.status === 'active' && !user.isGuest && user.mobileNumber !== null;
}

/** Forgot PIN step 1: a code to the number of an active account. */
export async function forgotPassword(
  ctx: AccountsContext,
  mobileNumber: string,
  now: Date,
): Promise<ForgotPasswordResponse> {
  const user = await findUserByMobile(ctx.db, mobileNumber);
  if (!isResettable(user)) throw accountNotFound();
  const sent = await sendOtp(
    ctx,
    { userId: user.id, purpose: 'forgot_password', target: mobileNumber },
    now,
  );
  return { ...sent, user: { id: user.id, query_id: user.queryId } };
}

export interface ResetPasswordInput {
  user_id: string;
  mobile_otp: string;
  password: string;
}

/**
 * Forgot PIN last step: the code sets a new PIN, signs the account out everywhere and lifts a
 * login lock. No session is opened: the web signs in with the new PIN.
 */
export async function resetPassword(
  ctx: AccountsContext,
  input: ResetPasswordInput,
  now: Date,
): Promise<User> {
  const user = await findUserByQueryId(ctx.db, input.user_id);
  if (!isResettable(user)) throw userNotFound();
  const otp = await checkOtp(ctx.db, user.id, 'forgot_password', input.mobile_otp, now);
  if (otp.target !== user.mobileNumber) throw otpNotFound();
  const pinHash = await hashSecret(input.password);
  const updated = await ctx.db.transaction(async (tx) => {
    await useOtp(tx, otp, now);
    const row = await updateUser(tx, user.id, { pinHash }, now);
    await revokeUserSessions(tx, user.id, now);
    await clearLoginFailures(tx, user.mobileNumber);
    return row;
  });
  return presentUser(ctx, updated, now);
}
