import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsSender } from '../modules/auth/sms/sms-sender.js';
import { uniqueNumber } from '../modules/auth/testing/accounts-client.js';
import { buildLoggedTestApp, type LoggedTestApp } from '../test/capture-log.js';
import { injectWithToken, type ApiMethod } from '../test/inject-with-token.js';

const PIN = '583016';
const codes: string[] = [];
// Not the dev provider, which writes codes to the log on purpose (and is refused in production).
const sms: SmsSender = {
  send(_to, _body, code) {
    codes.push(code);
    return Promise.resolve();
  },
};

let logged: LoggedTestApp;
const call = (method: ApiMethod, url: string, token?: string, body?: unknown) =>
  injectWithToken(logged.app, method, url, token, body);

beforeAll(async () => {
  logged = await buildLoggedTestApp('trace', { sms }, { RATE_LIMIT_MAX: '0' });
});
afterAll(() => logged.close());

/** The log as written, without the digits of timestamps, pids and ports (a PIN could hide there). */
function logText(): string {
  return logged.log.text().replace(/"(time|pid|remotePort|responseTime)":[\d.]+/g, '"$1":0');
}

describe('the log at trace level', () => {
  it('never holds a session token, a PIN or a one-time code', async () => {
    const number = uniqueNumber(7_700);
    const signUp = await call('POST', 'users', undefined, { user: { mobile_number: number } });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const queryId = signUp.json<{ user: { query_id: string } }>().user.query_id;
    const otp = codes.at(-1) ?? '';
    const verified = await call('POST', `users/${queryId}/verify_mobile_otp`, undefined, {
      mobile_otp: otp,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const stepToken = verified.json<{ user: { session_ktb_token: string } }>().user
      .session_ktb_token;
    const named = await call('POST', `users/${queryId}/update_user`, stepToken, {
      user: { full_name: 'Ayesha Khan', password: PIN },
    });
    expect(named.statusCode, named.body).toBe(200);

    const signIn = await call('POST', 'users/authenticate', undefined, {
      login_id: number,
      password: PIN,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const token = signIn.json<{ user: { session_ktb_token: string } }>().user.session_ktb_token;

    expect((await call('GET', 'users/me', token)).statusCode).toBe(200);
    // Failing requests whose bodies carry the secrets: a refused code, a malformed sign-in.
    const refused = await call('POST', `users/${queryId}/verify_mobile_otp`, token, {
      mobile_otp: otp,
      password: PIN,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const malformed = await call('POST', 'users/authenticate', token, {
      login_id: 'not a number',
      password: PIN,
    });
    expect(malformed.statusCode).toBe(400);
    // A token put in the address by mistake.
    await call('GET', `users/me?token=${token}&pin=${PIN}`, token);

    const text = logText();
    expect(text).toContain('incoming request');
    expect(text).toContain('/api/v1/users/authenticate');
    for (const secret of [token, stepToken, PIN, otp]) {
      expect(secret.length).toBeGreaterThanOrEqual(4);
      expect(text).not.toContain(secret);
    }
  });
});
