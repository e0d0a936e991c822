import { MESSAGES } from '@sauda/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import { hashSessionToken } from '../../http/auth.plugin.js';
import { freezeClock } from './testing/freeze-clock.js';
import { errorOf } from './testing/accounts-client.js';
import { useAccountsTestApp } from './testing/use-accounts-test-app.js';

const accounts = useAccountsTestApp(200);
const { client, nextNumber } = accounts;
const PIN = '482913';

async function failLogins(number: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i++) answers.push(await client.login(number, '000000'));
  return answers;
}

describe('POST /api/v1/users/authenticate', () => {
  it('signs in with number and PIN, answering the user with a new token each time', async () => {
    const number = nextNumber();
    const { queryId } = await client.register(number, PIN);

    const first = await client.login(number, PIN);
    const second = await client.login(number, PIN);

    expect(first.statusCode).toBe(200);
    const firstUser = first.json<{ user: Record<string, unknown> }>().user;
    const secondUser = second.json<{ user: Record<string, unknown> }>().user;
    expect(firstUser).toMatchObject({
      query_id: queryId,
      mobile_number: number,
      status: 'active',
      is_guest: false,
      role: 'customer',
      trade_types: ['Retail'],
    });
    expect(firstUser.session_ktb_token).toMatch(/^[0-9a-f]{64}$/);
    expect(secondUser.session_ktb_token).not.toBe(firstUser.session_ktb_token);
  });

  it('keeps only the token’s hash, with the client’s address and browser', async () => {
    const number = nextNumber();
    await client.register(number, PIN);
    const response = await accounts.testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/authenticate',
      headers: { 'user-agent': 'Mozilla/5.0 Sauda test' },
      payload: { login_id: number, password: PIN },
    });
    const token = response.json<{ user: { session_ktb_token: string } }>().user.session_ktb_token;

    const [row] = await accounts.testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));

    expect(row).toMatchObject({ ip: '127.0.0.1', userAgent: 'Mozilla/5.0 Sauda test' });
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 89 * 24 * 3600_000);
    const stored = await accounts.testApp.database.db
      .select({ hash: sessions.tokenHash })
      .from(sessions);
    expect(stored.map((s) => s.hash)).not.toContain(token);
  });

  it('answers a wrong PIN and an unknown number alike', async () => {
    const number = nextNumber();
    await client.register(number, PIN);

    const wrongPin = await client.login(number, '999999');
    const unknown = await client.login(nextNumber(), PIN);

    for (const response of [wrongPin, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual({
        code: 'invalid_credentials',
        message: 'The mobile number or PIN is not correct.',
        message_key: 'auth.invalidCredentials',
      });
    }
  });

  it('refuses badly formed numbers and PINs with the spec’s words', async () => {
    const short = await client.call('POST', 'users/authenticate', {
      login_id: '123',
      password: PIN,
    });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short)).toMatchObject({
      code: 'validation_failed',
      message: 'Phone No is not valid',
      fields: { login_id: 'Phone No is not valid' },
    });

    const empty = await client.call('POST', 'users/authenticate', { login_id: '', password: '' });
    expect(errorOf(empty).fields).toEqual({
      login_id: MESSAGES.enterPhone,
      password: MESSAGES.enterPin,
    });

    const symbols = await client.call('POST', 'users/authenticate', {
      login_id: '+923001234567',
      password: '12-456',
    });
    expect(errorOf(symbols).fields).toEqual({ password: MESSAGES.enterPin });
  });

  it('locks a number for 15 minutes after 10 wrong PINs, even for the right PIN', async () => {
    const advance = freezeClock();
    const number = nextNumber();
    await client.register(number, PIN);

    const answers = await failLogins(number, 10);

    expect(answers.slice(0, 9).map((r) => r.statusCode)).toEqual(Array(9).fill(401));
    expect(answers[9]?.statusCode).toBe(429);
    advance(60_000);
    const locked = await client.login(number, PIN);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked)).toMatchObject({
      code: 'login_locked',
      message: 'Too many wrong PINs for this number. Please try again in 14 minutes.',
      message_key: 'auth.loginLocked',
      params: { count: 14 },
      retry_after_seconds: 14 * 60,
    });

    advance(14 * 60_000);
    expect((await client.login(number, PIN)).statusCode).toBe(200);
  });

  it('starts counting again after a success', async () => {
    const number = nextNumber();
    await client.register(number, PIN);
    await failLogins(number, 9);
    expect((await client.login(number, PIN)).statusCode).toBe(200);

    const answers = await failLogins(number, 9);

    expect(answers.every((r) => r.statusCode === 401)).toBe(true);
    expect((await client.login(number, PIN)).statusCode).toBe(200);
  });

  it('locks unknown numbers too, so a lock does not reveal an account', async () => {
    const number = nextNumber();
    const answers = await failLogins(number, 10);
    expect(answers[9]?.statusCode).toBe(429);
    expect(errorOf(answers[9]!).code).toBe('login_locked');
  });

  it('does not sign in a blocked account', async () => {
    const number = nextNumber();
    await client.register(number, PIN);
    await accounts.testApp.database.db
      .update(users)
      .set({ status: 'blocked' })
      .where(eq(users.mobileNumber, number));
    expect((await client.login(number, PIN)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/users/logout and GET /api/v1/users/me', () => {
  it('answers the signed-in user', async () => {
    const number = nextNumber();
    const { queryId } = await client.register(number, PIN, 'Bilal Traders');
    const token = await client.loginToken(number, PIN);

    const me = await client.me(token);

    expect(me.statusCode).toBe(200);
    expect(me.json<{ user: unknown }>().user).toMatchObject({
      query_id: queryId,
      full_name: 'Bilal Traders',
      session_ktb_token: null,
    });
  });

  it('revokes only that session: the token then answers 401', async () => {
    const number = nextNumber();
    await client.register(number, PIN);
    const token = await client.loginToken(number, PIN);
    const other = await client.loginToken(number, PIN);

    const response = await accounts.testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await client.me(token)).statusCode).toBe(401);
    expect((await client.me(other)).statusCode).toBe(200);
    const again = await client.call('POST', 'users/logout', undefined, token);
    expect(again.statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    expect((await client.call('GET', 'users/me')).statusCode).toBe(401);
    expect((await client.call('POST', 'users/logout')).statusCode).toBe(401);
  });
});

describe('POST /api/v1/users/authenticate_anonymously', () => {
  it('creates an active Retail guest and gives the same pair the same guest', async () => {
    const guest = await client.guest();
    const again = await client.guest(guest.loginId, guest.secret);

    expect(again.queryId).toBe(guest.queryId);
    expect(again.token).not.toBe(guest.token);
    const me = await client.me(guest.token);
    expect(me.json<{ user: unknown }>().user).toMatchObject({
      is_guest: true,
      status: 'active',
      trade_types: ['Retail'],
      mobile_number: null,
      role: 'customer',
    });
  });

  it('refuses a known visitor id with another secret', async () => {
    const guest = await client.guest();

    const response = await client.call('POST', 'users/authenticate_anonymously', {
      login_id: guest.loginId,
      password: 'x'.repeat(32),
    });

    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('invalid_guest_credentials');
  });

  it('gives two browsers two guests', async () => {
    const first = await client.guest();
    const second = await client.guest();
    expect(second.queryId).not.toBe(first.queryId);
  });

  it('refuses a short secret', async () => {
    const response = await client.call('POST', 'users/authenticate_anonymously', {
      login_id: 'visitor-123456',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields as object)).toEqual(['password']);
  });
});
