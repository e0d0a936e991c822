import type { AppDb } from '../../db/client.js';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from './auth-limits.js';
import { loginLocked } from './auth-errors.js';
import {
  findLoginFailure,
  lockLoginFailure,
  saveLoginFailure,
} from './login-failures.repository.js';

/** Refuses a locked number, whatever PIN comes with it. */
export async function assertLoginAllowed(
  db: AppDb,
  mobileNumber: string,
  now: Date,
): Promise<void> {
  const row = await findLoginFailure(db, mobileNumber);
  if (row?.lockedUntil && row.lockedUntil > now) throw loginLocked(row.lockedUntil, now);
}

/**
 * Counts a wrong PIN; the 10th in a row locks the number for 15 minutes. Answers the end of
 * the lock when the number is locked now. After a lock the count starts again from zero.
 */
export function recordLoginFailure(
  db: AppDb,
  mobileNumber: string,
  now: Date,
): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const row = await lockLoginFailure(tx, mobileNumber, now);
    if (row.lockedUntil && row.lockedUntil > now) return row.lockedUntil;
    const failedCount = (row.lockedUntil ? 0 : row.failedCount) + 1;
    if (failedCount < LOGIN_MAX_FAILURES) {
      await saveLoginFailure(tx, mobileNumber, failedCount, null, now);
      return null;
    }
    const lockedUntil = new Date(now.getTime() + LOGIN_LOCK_MS);
    await saveLoginFailure(tx, mobileNumber, 0, lockedUntil, now);
    return lockedUntil;
  });
}
