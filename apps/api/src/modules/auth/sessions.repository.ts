import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export interface SessionWithUser {
  session: SessionRow;
  user: UserRow;
}

/**
 * The live session of a token hash: not revoked, not expired, and seen since `idleSince`.
 * Expired rows are left in place; the lookup simply ignores them.
 */
export async function findLiveSession(
  db: AppDb,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<SessionWithUser | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
      ),
    )
    .limit(1);
  return row;
}

/** Moves `last_seen_at` forward, unless another request already did since `staleBefore`. */
export async function touchSession(
  db: AppDb,
  sessionId: number,
  now: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, staleBefore)));
}

export interface NewSession {
  userId: number;
  tokenHash: string;
  now: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export async function insertSession(db: AppDb, session: NewSession): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: session.userId,
      tokenHash: session.tokenHash,
      createdAt: session.now,
      lastSeenAt: session.now,
      expiresAt: session.expiresAt,
      ip: session.ip,
      userAgent: session.userAgent,
    })
    .returning();
  if (!row) throw new Error('session not inserted');
  return row;
}

export async function revokeSession(db: AppDb, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every open session of the user but `keptSessionId` (a PIN reset signs out all devices; a
 * PIN change, all but the one that changed it).
 */
export async function revokeUserSessions(
  db: AppDb,
  userId: number,
  now: Date,
  keptSessionId?: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keptSessionId === undefined ? undefined : ne(sessions.id, keptSessionId),
      ),
    );
}
