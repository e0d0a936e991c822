import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { loginFailures } from '../../db/schema/index.js';

export type LoginFailureRow = typeof loginFailures.$inferSelect;

export async function findLoginFailure(
  db: AppDb,
  mobileNumber: string,
): Promise<LoginFailureRow | undefined> {
  const [row] = await db
    .select()
    .from(loginFailures)
    .where(eq(loginFailures.mobileNumber, mobileNumber))
    .limit(1);
  return row;
}

/** The number's row, created when missing and held until the transaction ends. */
export async function lockLoginFailure(
  db: AppDb,
  mobileNumber: string,
  now: Date,
): Promise<LoginFailureRow> {
  await db
    .insert(loginFailures)
    .values({ mobileNumber, failedCount: 0, updatedAt: now })
    .onConflictDoNothing({ target: loginFailures.mobileNumber });
  const [row] = await db
    .select()
    .from(loginFailures)
    .where(eq(loginFailures.mobileNumber, mobileNumber))
    .for('update');
  if (!row) throw new Error('login failure row missing');
  return row;
}

export async function saveLoginFailure(
  db: AppDb,
  mobileNumber: string,
  failedCount: number,
  lockedUntil: Date | null,
  now: Date,
): Promise<void> {
  await db
    .update(loginFailures)
    .set({ failedCount, lockedUntil, updatedAt: now })
    .where(eq(loginFailures.mobileNumber, mobileNumber));
}

export async function clearLoginFailures(db: AppDb, mobileNumber: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.mobileNumber, mobileNumber));
}
