import { desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppDb } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { OTP_TTL_MS, SESSION_TTL_MS } from '../../modules/auth/auth-limits.js';
import type { AccountsClient } from '../../modules/auth/testing/accounts-client.js';
import type { AccountsTestApp } from '../../modules/auth/testing/use-accounts-test-app.js';
import { insertShopper } from '../../modules/invoices/testing/checkout-fixture.js';
import { otpCodeMatches } from '../../modules/auth/otp-codes.js';
import { findLatestOtp, type OtpPurposeValue } from '../../modules/auth/otps.repository.js';
import { findUserByQueryId } from '../../modules/auth/users.repository.js';
import { watchRows, type WatchedRows } from './watch-rows.js';

// What the account cases read back from the database.

/** What most account cases start from: the database, the client and a number nobody uses. */
export function accountsAtHand(setup: AccountsTestApp) {
  const { testApp, client } = setup;
  return { db: testApp.database.db, app: testApp.app, client, mobile: setup.nextNumber() };
}

/** Someone else, signed in, whose user row a write must leave as it is. */
export async function bystander(db: AppDb) {
  const user = await insertShopper(db);
  return { ...user, row: await watchUser(db, user.userId) };
}

export async function storedUser(db: AppDb, queryId: string) {
  const row = await findUserByQueryId(db, queryId);
  if (!row) throw new Error(`no user ${queryId}`);
  return row;
}

/** A user's row as it is, to compare after a write by somebody else. */
export function watchUser(db: AppDb, userId: number): Promise<WatchedRows> {
  return watchRows(db, sql`select * from users where id = ${userId}`);
}

/** Every session of a user, to compare after a write by somebody else. */
export function watchSessions(db: AppDb, userId: number): Promise<WatchedRows> {
  return watchRows(db, sql`select * from sessions where user_id = ${userId} order by id`);
}

/**
 * The user's newest code of the purpose is the server's own: the one texted to `target`,
 * untried, unused, for five minutes.
 */
export async function expectServerCode(
  db: AppDb,
  accounts: AccountsClient,
  userId: number,
  purpose: OtpPurposeValue,
  target: string,
): Promise<void> {
  const otp = await findLatestOtp(db, userId, purpose);
  if (!otp) throw new Error(`no ${purpose} code for user ${userId}`);
  expect(otp).toMatchObject({ userId, purpose, target, attempts: 0, consumedAt: null });
  expect(otp.expiresAt.getTime() - otp.sentAt.getTime()).toBe(OTP_TTL_MS);
  expect(otpCodeMatches(otp, await accounts.lastCode(target))).toBe(true);
}

/** A user's sessions, oldest first. */
export function sessionsOf(db: AppDb, userId: number) {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.id);
}

/** The user's newest session lasts the server's time, whatever the client asked for. */
export async function expectServerSession(db: AppDb, userId: number): Promise<void> {
  const [session] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.id))
    .limit(1);
  if (!session) throw new Error(`no session of user ${userId}`);
  expect(session.revokedAt).toBeNull();
  expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(SESSION_TTL_MS);
}
