import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { otps } from '../../db/schema/index.js';

export type OtpRow = typeof otps.$inferSelect;
export type NewOtp = Pick<
  typeof otps.$inferInsert,
  'userId' | 'purpose' | 'target' | 'codeHash' | 'sentAt' | 'expiresAt'
>;
export type OtpPurposeValue = OtpRow['purpose'];

/** The newest code of a purpose: the only one that counts (a newer code replaces older ones). */
export async function findLatestOtp(
  db: AppDb,
  userId: number,
  purpose: OtpPurposeValue,
): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose)))
    .orderBy(desc(otps.sentAt), desc(otps.id))
    .limit(1);
  return row;
}

/** When the codes of a purpose sent after `since` went out: newest first, at most `limit`. */
export async function recentOtpSendTimes(
  db: AppDb,
  userId: number,
  purpose: OtpPurposeValue,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ sentAt: otps.sentAt })
    .from(otps)
    .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose), gt(otps.sentAt, since)))
    .orderBy(desc(otps.sentAt), desc(otps.id))
    .limit(limit);
  return rows.map((row) => row.sentAt);
}

/**
 * When the newest `limit` codes to a number since `since` were sent, newest first, whoever asked
 * for them. Takes a lock on the number for the rest of the transaction first, so two requests
 * for the same number (from two guests, say) count one after the other.
 */
export async function recentOtpSendTimesTo(
  db: AppDb,
  target: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otps:${target}`}, 0))`);
  const rows = await db
    .select({ sentAt: otps.sentAt })
    .from(otps)
    .where(and(eq(otps.target, target), gt(otps.sentAt, since)))
    .orderBy(desc(otps.sentAt))
    .limit(limit);
  return rows.map((row) => row.sentAt);
}

/** The newest code of any purpose still waiting to be entered. */
export async function findLatestUnconsumedOtp(
  db: AppDb,
  userId: number,
): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.userId, userId), isNull(otps.consumedAt)))
    .orderBy(desc(otps.sentAt), desc(otps.id))
    .limit(1);
  return row;
}

export async function insertOtp(db: AppDb, values: NewOtp): Promise<OtpRow> {
  const [row] = await db.insert(otps).values(values).returning();
  if (!row) throw new Error('otp not inserted');
  return row;
}

/**
 * Counts one try against a live code in a single statement, so parallel guesses cannot get
 * past the limit. Answers the tries used so far, or undefined when none was left.
 */
export async function claimOtpAttempt(
  db: AppDb,
  id: number,
  maxAttempts: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, id), isNull(otps.consumedAt), lt(otps.attempts, maxAttempts)))
    .returning({ attempts: otps.attempts });
  return row?.attempts;
}

/** Uses the code up; false when another request already did. */
export async function consumeOtp(db: AppDb, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otps)
    .set({ consumedAt: now })
    .where(and(eq(otps.id, id), isNull(otps.consumedAt)))
    .returning({ id: otps.id });
  return rows.length > 0;
}

export async function deleteOtp(db: AppDb, id: number): Promise<void> {
  await db.delete(otps).where(eq(otps.id, id));
}
