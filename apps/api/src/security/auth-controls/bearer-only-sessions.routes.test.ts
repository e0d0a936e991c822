import { SESSION_HINT_COOKIE } from '@sauda/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { useAccountsTestApp } from '../../modules/auth/testing/use-accounts-test-app.js';

const accounts = useAccountsTestApp(700);
const { client, nextNumber } = accounts;
const PIN = '482913';
const FOREIGN_ORIGIN = 'https://shop.example.com';

const inject = (options: InjectOptions) => accounts.testApp.app.inject(options);

function corsHeadersOf(response: LightMyRequestResponse): string[] {
  return Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
}

describe('sessions travel only as Bearer tokens', () => {
  it('no answer of sign-up, sign-in, guest sign-in or sign-out sets a cookie', async () => {
    const sent = vi.spyOn(accounts.testApp.app, 'inject');
    const number = nextNumber();
    const { token } = await client.register(number, PIN);
    await client.loginToken(number, PIN);
    await client.guest();
    await client.call('POST', 'users/logout', undefined, token);
    // inject's overloads leave the calls untyped: every call here passes its options first.
    const urls = sent.mock.calls.map((call: unknown[]) => (call[0] as InjectOptions).url);
    const answers = await Promise.all(
      sent.mock.results.map((result) => result.value as Promise<LightMyRequestResponse>),
    );
    sent.mockRestore();

    expect(urls).toContain('/api/v1/users/logout');
    expect(answers.length).toBeGreaterThanOrEqual(6);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('a token sent in a cookie signs nobody in, so a cross-site request carries no session', async () => {
    const number = nextNumber();
    await client.register(number, PIN);
    const token = await client.loginToken(number, PIN);

    const withCookie = await inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: {
        cookie: `session_ktb_token=${token}; token=${token}; ${SESSION_HINT_COOKIE}=1`,
        origin: FOREIGN_ORIGIN,
      },
    });
    expect(withCookie.statusCode).toBe(401);
    expect((await client.me(token)).statusCode).toBe(200);
  });
});

describe('cross-origin reads', () => {
  it('get no CORS headers: another site can neither read answers nor preflight a call', async () => {
    const number = nextNumber();
    await client.register(number, PIN);
    const token = await client.loginToken(number, PIN);
    const read = await inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${token}`, origin: FOREIGN_ORIGIN },
    });
    const preflight = await inject({
      method: 'OPTIONS',
      url: '/api/v1/users/logout',
      headers: {
        origin: FOREIGN_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(read.statusCode).toBe(200);
    expect(corsHeadersOf(read)).toEqual([]);
    expect(corsHeadersOf(preflight)).toEqual([]);
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
  });
});
