import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.js';
import type { UserRow } from '../modules/auth/sessions.repository.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { hashSessionToken } from './auth.plugin.js';
import { requireSelf } from './require-self.js';

let testApp: TestApp;
let me: UserRow;
let someoneElse: UserRow;
let token: string;

/** A users/{userId}/… route of the test app that only answers its own user. */
function addSelfRoute(app: FastifyInstance): void {
  app.get<{ Params: { userId: string } }>('/api/v1/test/users/:userId', (request) => ({
    query_id: requireSelf(request.user, request.params.userId).queryId,
  }));
}

async function insertUser(mobileNumber: string): Promise<UserRow> {
  const [row] = await testApp.database.db
    .insert(users)
    .values({ mobileNumber, status: 'active', isGuest: false })
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

function getUser(userQueryId: string, bearer?: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v1/test/users/${userQueryId}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
}

beforeAll(async () => {
  testApp = await buildTestApp({ beforeReady: addSelfRoute });
  me = await insertUser('+923001234567');
  someoneElse = await insertUser('+923007654321');
  token = randomBytes(32).toString('base64url');
  await testApp.database.db.insert(sessions).values({
    userId: me.id,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(Date.now() + 86_400_000),
    lastSeenAt: new Date(),
  });
});

afterAll(() => testApp.close());

describe('requireSelf', () => {
  it('answers the signed-in user when the path names them', async () => {
    const response = await getUser(me.queryId, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ query_id: me.queryId });
  });

  it('answers 401 unauthorized without a session, whoever the path names', async () => {
    for (const queryId of [me.queryId, someoneElse.queryId, 'user-nobody']) {
      const response = await getUser(queryId);
      expect(response.statusCode).toBe(401);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('unauthorized');
    }
  });

  it('answers the same 404 user_not_found for another account and for no account', async () => {
    const other = await getUser(someoneElse.queryId, token);
    const nobody = await getUser('user-nobody', token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(nobody.json());
    expect(other.json<{ error: { code: string } }>().error.code).toBe('user_not_found');
  });

  it('throws before anything else runs, as a service’s first line', () => {
    expect(() => requireSelf(null, me.queryId)).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => requireSelf(me, someoneElse.queryId)).toThrow(
      expect.objectContaining({ status: 404, code: 'user_not_found' }),
    );
    expect(requireSelf(me, me.queryId)).toBe(me);
  });
});
