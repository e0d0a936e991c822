import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../db/schema/index.js';
import { insertShopper, type Shopper } from '../modules/invoices/testing/checkout-fixture.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { countQueries } from '../test/count-queries.js';
import { currentUser, requireUser } from './auth.plugin.js';

const MINUTE = 60_000;
let testApp: TestApp;

function addProtectedRoutes(app: FastifyInstance): void {
  app.get('/api/v1/test/me', { preHandler: requireUser }, (request) => ({
    full_name: currentUser(request).fullName,
  }));
  // A signed-in write that changes neither the user nor their sessions, like a checkout…
  app.post('/api/v1/test/note', { preHandler: requireUser }, () => ({ ok: true }));
  // …and one under the account routes, which may.
  app.post('/api/v1/users/test_note', { preHandler: requireUser }, () => ({ ok: true }));
}

const post = (url: string, token: string) =>
  testApp.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` } });

const getMe = (token: string) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/v1/test/me',
    headers: { authorization: `Bearer ${token}` },
  });

/** Resolves at the bus's next word about this user (the database's triggers send it). */
function wordAbout(userId: number): Promise<void> {
  return new Promise((resolve) => {
    const stop = testApp.app.instanceBus.on('user_changed', (message) => {
      if (message.user_id !== userId) return;
      stop();
      resolve();
    });
  });
}

/** Two answers: the second comes from the session cache. */
async function warm(shopper: Shopper): Promise<void> {
  for (let i = 0; i < 2; i++) expect((await getMe(shopper.token)).statusCode).toBe(200);
}

beforeAll(async () => {
  testApp = await buildTestApp({ beforeReady: addProtectedRoutes });
});
afterAll(() => testApp.close());

describe('sessions kept in memory', () => {
  it('are served while the bus listens', () => {
    expect(testApp.app.instanceBus.listening).toBe(true);
  });

  it('end when the session is revoked in the database, whoever revokes it', async () => {
    const shopper = await insertShopper(testApp.database.db);
    await warm(shopper);
    const heard = wordAbout(shopper.userId);

    await testApp.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, shopper.userId));
    await heard;

    expect((await getMe(shopper.token)).statusCode).toBe(401);
  });

  it('follow their user: a new name shows, a block refuses', async () => {
    const shopper = await insertShopper(testApp.database.db, { fullName: 'Ayesha Khan' });
    await warm(shopper);

    const renamed = wordAbout(shopper.userId);
    await testApp.database.db.execute(
      sql`update users set full_name = 'Ayesha Siddiqui' where id = ${shopper.userId}`,
    );
    await renamed;
    expect((await getMe(shopper.token)).json()).toEqual({ full_name: 'Ayesha Siddiqui' });

    const blocked = wordAbout(shopper.userId);
    await testApp.database.db.execute(
      sql`update users set status = 'blocked' where id = ${shopper.userId}`,
    );
    await blocked;
    expect((await getMe(shopper.token)).statusCode).toBe(401);
  });

  it("stay kept across the caller's writes outside the account routes", async () => {
    const shopper = await insertShopper(testApp.database.db);
    await warm(shopper);
    expect((await post('/api/v1/test/note', shopper.token)).statusCode).toBe(200);
    expect(await countQueries(testApp.database, () => getMe(shopper.token))).toBe(0);
  });

  it("are read again after the caller's write to an account route", async () => {
    const shopper = await insertShopper(testApp.database.db);
    await warm(shopper);
    expect((await post('/api/v1/users/test_note', shopper.token)).statusCode).toBe(200);
    expect(await countQueries(testApp.database, () => getMe(shopper.token))).toBe(1);
  });

  it('still move last_seen_at once a minute, and expire on time', async () => {
    const shopper = await insertShopper(testApp.database.db);
    await warm(shopper);
    const seen = async () => {
      const [row] = await testApp.database.db
        .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, shopper.userId));
      if (!row) throw new Error('no session');
      return row;
    };
    const { lastSeenAt: before, expiresAt } = await seen();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(before.getTime() + 2 * MINUTE);
      expect((await getMe(shopper.token)).statusCode).toBe(200);
      expect((await seen()).lastSeenAt.getTime()).toBe(before.getTime() + 2 * MINUTE);

      vi.setSystemTime(expiresAt.getTime() + 1);
      expect((await getMe(shopper.token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});
