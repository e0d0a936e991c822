import { lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/index.js';

export interface CounterState {
  count: number;
  windowEndsAt: Date;
}

/**
 * Counts one request under `key` in one statement: a new key or an ended window starts again
 * at 1 for `windowMs`, a running window adds 1. Two instances counting at once queue on the row.
 */
export async function countRequest(
  db: AppDb,
  key: string,
  now: Date,
  windowMs: number,
): Promise<CounterState> {
  const windowEndsAt = new Date(now.getTime() + windowMs);
  const ended = sql`${rateLimitCounters.windowEndsAt} <= ${now}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt });
  if (!row) throw new Error('rate limit counter not written');
  return row;
}

/** Removes the counters whose window ended before `before` (the next request starts a new one). */
export async function deleteEndedCounters(db: AppDb, before: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, before));
}
