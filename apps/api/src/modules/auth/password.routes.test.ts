import { MESSAGES } from '@sauda/domain';
import { describe, expect, it, vi } from 'vitest';
import { errorOf } from './testing/accounts-client.js';
import { useAccountsTestApp } from './testing/use-accounts-test-app.js';

const accounts = useAccountsTestApp(300);
const { client, nextNumber } = accounts;
const PIN = '246810';

/** Posts the fields as the web does: a FormData body. */
function postForm(url: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return accounts.testApp.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload: form });
}

describe('POST /api/v1/users/forgot_password', () => {
  it('sends a forgot_password code to an active account, from form data', async () => {
    const number = nextNumber();
    const { queryId } = await client.register(number, PIN);

    const response = await postForm('users/forgot_password', { mobile_number: number });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: `We have sent a code to +92 ${number.slice(3, 6)} ${number.slice(6)}`,
      message_key: 'auth.codeSent',
      params: { number: `+92 ${number.slice(3, 6)} ${number.slice(6)}` },
      user: { query_id: queryId },
      resendOtpData: { purpose: 'forgot_password' },
    });
    expect(await client.outbox(number)).toHaveLength(2);
  });

  it('takes JSON as well', async () => {
    const number = nextNumber();
    await client.register(number, PIN);
    const response = await client.call('POST', 'users/forgot_password', { mobile_number: number });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for a number without a finished account', async () => {
    const pending = nextNumber();
    await client.signUp(pending);

    for (const number of [nextNumber(), pending]) {
      const response = await postForm('users/forgot_password', { mobile_number: number });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({
        code: 'account_not_found',
        message: 'No account is registered with this number',
        message_key: 'auth.accountNotFound',
      });
    }
  });

  it('refuses a bad number in form data with the spec’s words', async () => {
    const response = await postForm('users/forgot_password', { mobile_number: '0300 123' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ mobile_number: MESSAGES.invalidPhone });
  });

  it('refuses a second code within 30 seconds', async () => {
    const number = nextNumber();
    await client.register(number, PIN);
    await postForm('users/forgot_password', { mobile_number: number });

    const again = await postForm('users/forgot_password', { mobile_number: number });

    expect(again.statusCode).toBe(429);
    expect(errorOf(again).code).toBe('otp_resend_too_early');
    expect(errorOf(again).retry_after_seconds).toBeGreaterThan(0);
  });
});

describe('POST /api/v1/users/reset_password', () => {
  async function forgotten() {
    const number = nextNumber();
    const { queryId, token } = await client.register(number, PIN);
    const response = await postForm('users/forgot_password', { mobile_number: number });
    expect(response.statusCode).toBe(200);
    return { number, queryId, token, code: await client.lastCode(number) };
  }

  it('sets the new PIN from form data and signs the account out everywhere', async () => {
    const { number, queryId, token, code } = await forgotten();
    const loggedIn = await client.loginToken(number, PIN);

    const response = await postForm('users/reset_password', {
      user_id: queryId,
      mobile_otp: code,
      password: '135790',
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ user: unknown }>().user).toMatchObject({
      query_id: queryId,
      session_ktb_token: null,
    });
    expect((await client.me(token)).statusCode).toBe(401);
    expect((await client.me(loggedIn)).statusCode).toBe(401);
    expect((await client.login(number, PIN)).statusCode).toBe(401);
    expect((await client.login(number, '135790')).statusCode).toBe(200);
  });

  it('lifts a login lock', async () => {
    const { number, queryId, code } = await forgotten();
    for (let i = 0; i < 10; i++) await client.login(number, '000000');
    expect((await client.login(number, PIN)).statusCode).toBe(429);

    await postForm('users/reset_password', {
      user_id: queryId,
      mobile_otp: code,
      password: '975310',
    });

    expect((await client.login(number, '975310')).statusCode).toBe(200);
  });

  it('checks the code like every code: wrong, then used', async () => {
    const { queryId, code } = await forgotten();
    const wrong = code === '000000' ? '111111' : '000000';

    const bad = await postForm('users/reset_password', {
      user_id: queryId,
      mobile_otp: wrong,
      password: '135790',
    });
    expect(errorOf(bad)).toMatchObject({ code: 'otp_invalid', tries_left: 4 });

    const good = { user_id: queryId, mobile_otp: code, password: '135790' };
    expect((await postForm('users/reset_password', good)).statusCode).toBe(200);
    const reused = await postForm('users/reset_password', good);
    expect(errorOf(reused).code).toBe('otp_not_found');
  });

  it('refuses an expired code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { queryId, code } = await forgotten();
    vi.setSystemTime(Date.now() + 6 * 60_000);

    const response = await client.call('POST', 'users/reset_password', {
      user_id: queryId,
      mobile_otp: code,
      password: '135790',
    });

    expect(errorOf(response).code).toBe('otp_expired');
  });

  it('does not take a sign-up code', async () => {
    const number = nextNumber();
    const queryId = await client.signUp(number);
    const response = await client.call('POST', 'users/reset_password', {
      user_id: queryId,
      mobile_otp: await client.lastCode(number),
      password: '135790',
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a PIN that is not 6 letters or digits', async () => {
    const { queryId, code } = await forgotten();
    const response = await postForm('users/reset_password', {
      user_id: queryId,
      mobile_otp: code,
      password: '12 45',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ password: MESSAGES.enterPin });
  });
});
