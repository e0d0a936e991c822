import type { GuestSignupBody, GuestSignupResponse, OtpSentResponse, User } from '@sauda/domain';
import { requireSelf } from '../../http/require-self.js';
import { hashSecret } from '../../security/pin-hash.js';
import { presentUser } from '../users/present-user.service.js';
import type { AccountsContext } from './accounts-context.js';
import {
  alreadyRegistered,
  guestSignupRequired,
  mobileRegistered,
  userNotFound,
} from './auth-errors.js';
import { checkOtp, codeSentMessage, deliverOtp, issueOtp, sendOtp, useOtp } from './otp.service.js';
import { findLatestOtp } from './otps.repository.js';
import type { UserRow } from './sessions.repository.js';
import { isUniqueViolation } from './unique-violation.js';
import { deletePendingUser, findUserByMobile, lockUser, updateUser } from './users.repository.js';

/** Guest routes act on the signed-in guest only: another account answers 404. */
export function assertOwnGuest(actor: UserRow, userQueryId: string): void {
  requireSelf(actor, userQueryId);
  if (!actor.isGuest) throw alreadyRegistered();
}

/** A number is free for a guest unless a finished account holds it. */
async function assertNumberFree(ctx: AccountsContext, mobileNumber: string): Promise<void> {
  const holder = await findUserByMobile(ctx.db, mobileNumber);
  if (holder && holder.status !== 'pending') throw mobileRegistered(holder.status);
}

/**
 * Checkout's Verify Account: keeps the guest's name and password and sends a code to the
 * number. The number only becomes the guest's once the code is entered.
 */
export async function guestSignup(
  ctx: AccountsContext,
  actor: UserRow,
  userQueryId: string,
  input: GuestSignupBody,
  now: Date,
): Promise<GuestSignupResponse> {
  assertOwnGuest(actor, userQueryId);
  await assertNumberFree(ctx, input.mobile_number);
  const pinHash = await hashSecret(input.password);
  const { issued, before, guest } = await ctx.db.transaction(async (tx) => {
    const locked = await lockUser(tx, actor.id);
    if (!locked) throw userNotFound();
    const binding = {
      userId: actor.id,
      purpose: 'guest_verification',
      target: input.mobile_number,
    } as const;
    const code = await issueOtp(tx, binding, now);
    const updated = await updateUser(tx, actor.id, { fullName: input.full_name, pinHash }, now);
    return { issued: code, before: locked, guest: updated };
  });
  await deliverOtp(ctx, issued, (tx) =>
    updateUser(tx, actor.id, { fullName: before.fullName, pinHash: before.pinHash }, now),
  );
  return { ...codeSentMessage(issued.row), user: await presentUser(ctx, guest, now) };
}

/** Sends the guest's verification code again, to the number given at guest_signup. */
export async function sendGuestCode(
  ctx: AccountsContext,
  actor: UserRow,
  userQueryId: string,
  now: Date,
): Promise<OtpSentResponse> {
  assertOwnGuest(actor, userQueryId);
  const latest = await findLatestOtp(ctx.db, actor.id, 'guest_verification');
  if (!latest) throw guestSignupRequired();
  return sendOtp(
    ctx,
    { userId: actor.id, purpose: 'guest_verification', target: latest.target },
    now,
  );
}

/**
 * The code turns the guest into a registered account with the number it was sent to and the
 * password chosen at guest_signup. A sign-up that never finished gives the number up.
 */
export async function verifyGuest(
  ctx: AccountsContext,
  actor: UserRow,
  userQueryId: string,
  code: string,
  now: Date,
): Promise<User> {
  assertOwnGuest(actor, userQueryId);
  const otp = await checkOtp(ctx.db, actor.id, 'guest_verification', code, now);
  try {
    const registered = await ctx.db.transaction(async (tx) => {
      const holder = await findUserByMobile(tx, otp.target);
      if (holder && holder.status !== 'pending') throw mobileRegistered(holder.status);
      if (holder) await deletePendingUser(tx, holder.id);
      await useOtp(tx, otp, now);
      // The browser's guest credentials go: from now on this account signs in by phone.
      return updateUser(
        tx,
        actor.id,
        {
          mobileNumber: otp.target,
          isGuest: false,
          status: 'active',
          guestLoginId: null,
          guestSecretHash: null,
        },
        now,
      );
    });
    return await presentUser(ctx, registered, now);
  } catch (error) {
    // Another account took the number between our check and our write.
    if (isUniqueViolation(error)) throw mobileRegistered('active');
    throw error;
  }
}
