import type { SignUpResponse, User } from '@sauda/domain';
import { claimStoreInvitations } from '../merchant/staff/claim-store-invitations.js';
import { presentUser } from '../users/present-user.service.js';
import type { AccountsContext, ClientInfo } from './accounts-context.js';
import { mobileRegistered, otpNotFound, signUpPending, userNotFound } from './auth-errors.js';
import { checkOtp, deliverOtp, issueOtp, useOtp } from './otp.service.js';
import { toResendOtpData } from './resend-otp-data.js';
import type { UserRow } from './sessions.repository.js';
import { openSession } from './sessions.service.js';
import {
  deleteUser,
  findUserByMobile,
  findUserByQueryId,
  insertPendingUser,
} from './users.repository.js';

/** The sign-up answer for a number that already has a user (DESIGN §3). */
function numberTaken(user: UserRow): Error {
  return user.status === 'pending'
    ? signUpPending(user.queryId)
    : mobileRegistered(user.status, user.queryId);
}

/** Sign-up step 1: a pending user for a new number, and a code sent to it. */
export async function signUp(
  ctx: AccountsContext,
  mobileNumber: string,
  now: Date,
): Promise<SignUpResponse> {
  const existing = await findUserByMobile(ctx.db, mobileNumber);
  if (existing) throw numberTaken(existing);
  const created = await ctx.db.transaction(async (tx) => {
    const user = await insertPendingUser(tx, mobileNumber, now);
    if (!user) return null;
    const issued = await issueOtp(
      tx,
      { userId: user.id, purpose: 'signup', target: mobileNumber },
      now,
    );
    return { user, issued };
  });
  if (!created) {
    // Another sign-up of the same number won the race.
    const winner = await findUserByMobile(ctx.db, mobileNumber);
    if (winner) throw numberTaken(winner);
    throw new Error(`sign-up of ${mobileNumber} neither inserted nor found`);
  }
  const { user, issued } = created;
  // Nobody received a code: the number is not held either.
  await deliverOtp(ctx, issued, (tx) => deleteUser(tx, user.id));
  return {
    user: {
      id: user.id,
      query_id: user.queryId,
      mobile_number: mobileNumber,
      status: user.status,
      resendOtpData: toResendOtpData(issued.row),
    },
  };
}

/** Sign-up step 2: the code proves the number; a session opens for step 3. */
export async function verifySignUp(
  ctx: AccountsContext,
  userQueryId: string,
  code: string,
  now: Date,
  client: ClientInfo,
): Promise<User> {
  const user = await findUserByQueryId(ctx.db, userQueryId);
  if (!user) throw userNotFound();
  if (user.status !== 'pending') throw otpNotFound();
  const otp = await checkOtp(ctx.db, user.id, 'signup', code, now);
  const token = await ctx.db.transaction(async (tx) => {
    await useOtp(tx, otp, now);
    // The code proved the number: invitations to it become memberships now.
    await claimStoreInvitations(tx, user);
    return openSession(tx, user.id, now, client);
  });
  return presentUser(ctx, user, now, token);
}
