import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import {
  currentUser,
  hashSessionToken,
  requireUser,
  SESSION_IDLE_LIMIT_MS,
} from './auth.plugin.js';

const MINUTE = 60_000;
let testApp: TestApp;
let userId: number;

function addProtectedRoute(app: FastifyInstance): void {
  app.get('/api/v1/test/me', { preHandler: requireUser }, (request) => ({
    query_id: currentUser(request).queryId,
    session_id: request.session?.id,
  }));
  app.get('/api/v1/test/maybe-me', (request) => ({ signed_in: request.user !== null }));
}

interface SessionOverrides {
  lastSeenAt?: Date;
  expiresAt?: Date;
  revokedAt?: Date | null;
  userId?: number;
}

/** Inserts a session and answers its bearer token. */
async function createSession(
  overrides: SessionOverrides = {},
): Promise<{ token: string; id: number }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await testApp.database.db
    .insert(sessions)
    .values({
      userId: overrides.userId ?? userId,
      tokenHash: hashSessionToken(token),
      expiresAt: overrides.expiresAt ?? new Date(Date.now() + 90 * 24 * 60 * MINUTE),
      lastSeenAt: overrides.lastSeenAt ?? new Date(),
      revokedAt: overrides.revokedAt ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session not inserted');
  return { token, id: row.id };
}

function getMe(token?: string, url = '/api/v1/test/me') {
  return testApp.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function lastSeenAt(sessionId: number): Promise<Date | undefined> {
  const [row] = await testApp.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
  return row?.lastSeenAt;
}

beforeAll(async () => {
  testApp = await buildTestApp({ beforeReady: addProtectedRoute });
  const [user] = await testApp.database.db
    .insert(users)
    .values({
      fullName: 'Ayesha Khan',
      mobileNumber: '+923001234567',
      status: 'active',
      isGuest: false,
    })
    .returning();
  if (!user) throw new Error('user not inserted');
  userId = user.id;
});

afterAll(() => testApp.close());

describe('auth plugin', () => {
  it('answers 401 unauthorized without a token or with a malformed header', async () => {
    const missing = await getMe();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      error: {
        code: 'unauthorized',
        message: 'Session Expired. Please log in again.',
        message_key: 'server.sessionExpiredLogin',
      },
    });
    const malformed = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/test/me',
      headers: { authorization: 'Token abc' },
    });
    expect(malformed.statusCode).toBe(401);
    expect((await getMe('not-a-real-token')).statusCode).toBe(401);
  });

  it('attaches the user and session of a live token', async () => {
    const { token, id } = await createSession();
    const response = await getMe(token);
    expect(response.statusCode).toBe(200);
    const [user] = await testApp.database.db.select().from(users).where(eq(users.id, userId));
    expect(response.json()).toEqual({ query_id: user?.queryId, session_id: id });
  });

  it('refuses revoked, expired and idle sessions', async () => {
    const revoked = await createSession({ revokedAt: new Date(Date.now() - MINUTE) });
    const expired = await createSession({ expiresAt: new Date(Date.now() - MINUTE) });
    const idle = await createSession({
      lastSeenAt: new Date(Date.now() - SESSION_IDLE_LIMIT_MS - MINUTE),
    });
    for (const { token } of [revoked, expired, idle]) {
      expect((await getMe(token)).statusCode).toBe(401);
    }
  });

  it('refuses the session of a blocked user', async () => {
    const [blocked] = await testApp.database.db
      .insert(users)
      .values({ mobileNumber: '+923009999999', status: 'blocked', isGuest: false })
      .returning();
    const { token } = await createSession({ userId: blocked?.id ?? 0 });
    expect((await getMe(token)).statusCode).toBe(401);
  });

  it('keeps public routes working for a dead token', async () => {
    const expired = await createSession({ expiresAt: new Date(Date.now() - MINUTE) });
    const response = await getMe(expired.token, '/api/v1/test/maybe-me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signed_in: false });
  });

  it('moves last_seen_at forward at most once a minute', async () => {
    const recentlySeen = new Date(Date.now() - 10_000);
    const recent = await createSession({ lastSeenAt: recentlySeen });
    await getMe(recent.token);
    expect(await lastSeenAt(recent.id)).toEqual(recentlySeen);

    const longAgo = new Date(Date.now() - 5 * MINUTE);
    const stale = await createSession({ lastSeenAt: longAgo });
    const before = Date.now();
    await getMe(stale.token);
    expect((await lastSeenAt(stale.id))?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
