import {
  answerMessageFields,
  applyPhoneMask,
  KEYED_AUTH_MESSAGES,
  type AnswerMessage,
  type OtpSentResponse,
} from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import { isAppError } from '../../http/app-error.js';
import type { AccountsContext } from './accounts-context.js';
import {
  otpAttemptsExceeded,
  otpExpired,
  otpInvalid,
  otpNotFound,
  otpResendTooEarly,
  userNotFound,
} from './auth-errors.js';
import {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_MAX_SENDS_PER_NUMBER_PER_HOUR,
  OTP_RESEND_WAIT_MS,
  OTP_SEND_WINDOW_MS,
  OTP_TTL_MS,
} from './auth-limits.js';
import {
  generateOtpCode,
  hashOtpCode,
  otpCodeMatches,
  otpSmsBody,
  type OtpBinding,
} from './otp-codes.js';
import {
  claimOtpAttempt,
  consumeOtp,
  deleteOtp,
  findLatestOtp,
  insertOtp,
  recentOtpSendTimes,
  recentOtpSendTimesTo,
  type OtpPurposeValue,
  type OtpRow,
} from './otps.repository.js';
import { toResendOtpData } from './resend-otp-data.js';
import { smsFailed } from './sms/sms-failed.js';
import { lockUser } from './users.repository.js';

export interface IssuedOtp {
  row: OtpRow;
  code: string;
}

/** Undoes, inside a transaction, what was written for a code that could not be sent. */
export type UndoWrites = (tx: AppDb) => Promise<unknown>;

/** Until the oldest of the last `max` sends leaves the hour, when `max` were sent in it. */
function windowWaitMs(sentTimes: readonly Date[], max: number, now: Date): number {
  const oldest = sentTimes.length >= max ? sentTimes.at(max - 1) : undefined;
  return oldest ? oldest.getTime() + OTP_SEND_WINDOW_MS - now.getTime() : 0;
}

/**
 * Refuses a new code within 30 seconds of the last one of the same purpose, past 5 of them in the
 * last hour, and past 10 to the same number in the last hour from anyone, until the oldest of
 * those is an hour old. Times: newest first.
 */
export function assertSendAllowed(
  sentTimes: readonly Date[],
  now: Date,
  sentToNumber: readonly Date[] = [],
): void {
  const [latest] = sentTimes;
  const waitMs = Math.max(
    latest ? latest.getTime() + OTP_RESEND_WAIT_MS - now.getTime() : 0,
    windowWaitMs(sentTimes, OTP_MAX_SENDS_PER_HOUR, now),
    windowWaitMs(sentToNumber, OTP_MAX_SENDS_PER_NUMBER_PER_HOUR, now),
  );
  if (waitMs > 0) throw otpResendTooEarly(Math.ceil(waitMs / 1000));
}

/**
 * Writes a new code inside the caller's transaction (which holds the user's row, so two
 * requests cannot both pass the 30-second and hourly rules; the number's own lock does that for
 * the per-number rule). The new code replaces older ones of its purpose: only the newest counts.
 */
export async function issueOtp(tx: AppDb, binding: OtpBinding, now: Date): Promise<IssuedOtp> {
  const since = new Date(now.getTime() - OTP_SEND_WINDOW_MS);
  const { userId, purpose, target } = binding;
  assertSendAllowed(
    await recentOtpSendTimes(tx, userId, purpose, since, OTP_MAX_SENDS_PER_HOUR),
    now,
    await recentOtpSendTimesTo(tx, target, since, OTP_MAX_SENDS_PER_NUMBER_PER_HOUR),
  );
  const code = generateOtpCode();
  const row = await insertOtp(tx, {
    ...binding,
    codeHash: hashOtpCode(binding, code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
  });
  return { row, code };
}

/**
 * Sends a committed code. When the gateway refuses, the code is deleted (with `undo`), so a
 * code nobody received neither verifies nor holds back the next request.
 */
export async function deliverOtp(
  ctx: AccountsContext,
  issued: IssuedOtp,
  undo?: UndoWrites,
): Promise<void> {
  try {
    await ctx.sms.send(issued.row.target, otpSmsBody(issued.code), issued.code);
  } catch (error) {
    await ctx.db.transaction(async (tx) => {
      await deleteOtp(tx, issued.row.id);
      await undo?.(tx);
    });
    throw isAppError(error) ? error : smsFailed();
  }
}

/** "We have sent a code to …" with its key and the masked number, as answers carry it. */
export function codeSentMessage(row: OtpRow): AnswerMessage {
  return answerMessageFields(KEYED_AUTH_MESSAGES.codeSent(applyPhoneMask(row.target)));
}

export function otpSentResponse(row: OtpRow): OtpSentResponse {
  return { ...codeSentMessage(row), resendOtpData: toResendOtpData(row) };
}

/** Sends a new code of `purpose` to `target` for an existing user. */
export async function sendOtp(
  ctx: AccountsContext,
  binding: OtpBinding,
  now: Date,
): Promise<OtpSentResponse> {
  const issued = await ctx.db.transaction(async (tx) => {
    if (!(await lockUser(tx, binding.userId))) throw userNotFound();
    return issueOtp(tx, binding, now);
  });
  await deliverOtp(ctx, issued);
  return otpSentResponse(issued.row);
}

/**
 * Checks `code` against the newest code of (user, purpose) and answers that code, not yet used
 * up. Every try is counted in its own statement, so it stays counted when the request fails.
 */
export async function checkOtp(
  db: AppDb,
  userId: number,
  purpose: OtpPurposeValue,
  code: string,
  now: Date,
): Promise<OtpRow> {
  const latest = await findLatestOtp(db, userId, purpose);
  if (!latest || latest.consumedAt) throw otpNotFound();
  if (latest.expiresAt <= now) throw otpExpired();
  const attempts = await claimOtpAttempt(db, latest.id, OTP_MAX_ATTEMPTS);
  if (attempts === undefined) {
    // Another request used the code up or spent its last try meanwhile.
    const current = await findLatestOtp(db, userId, purpose);
    throw current?.id === latest.id && !current.consumedAt ? otpAttemptsExceeded() : otpNotFound();
  }
  if (!otpCodeMatches(latest, code)) throw otpInvalid(OTP_MAX_ATTEMPTS - attempts);
  return latest;
}

/** Uses a checked code up, inside the transaction that acts on it. */
export async function useOtp(tx: AppDb, otp: OtpRow, now: Date): Promise<void> {
  if (!(await consumeOtp(tx, otp.id, now))) throw otpNotFound();
}
