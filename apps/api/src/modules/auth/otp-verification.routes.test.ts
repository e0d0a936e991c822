import { describe, expect, it } from 'vitest';
import { freezeClock } from './testing/freeze-clock.js';
import { errorOf } from './testing/accounts-client.js';
import { useAccountsTestApp } from './testing/use-accounts-test-app.js';

const accounts = useAccountsTestApp(150);
const { client, nextNumber } = accounts;

describe('PUT /api/v1/users/{userId}/resend_otp', () => {
  it('refuses a resend within 30 seconds, saying how long to wait', async () => {
    const advance = freezeClock();
    const number = nextNumber();
    const queryId = await client.signUp(number);
    advance(12_000);

    const early = await client.call('PUT', `users/${queryId}/resend_otp`);

    expect(early.statusCode).toBe(429);
    expect(errorOf(early)).toMatchObject({
      code: 'otp_resend_too_early',
      message: 'Please wait 18 seconds before asking for a new code.',
      message_key: 'auth.otpResendTooEarly',
      params: { count: 18 },
      retry_after_seconds: 18,
    });
    expect(await client.outbox(number)).toHaveLength(1);
  });

  it('sends a new code after 30 seconds, which replaces the old one', async () => {
    const advance = freezeClock();
    const number = nextNumber();
    const queryId = await client.signUp(number);
    const oldCode = await client.lastCode(number);
    advance(30_000);

    // The web sends JSON's content type with no body at all.
    const response = await accounts.testApp.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${queryId}/resend_otp`,
      headers: { 'content-type': 'application/json' },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: `We have sent a code to +92 ${number.slice(3, 6)} ${number.slice(6)}`,
      resendOtpData: { purpose: 'signup' },
    });
    const newCode = await client.lastCode(number);
    expect(await client.outbox(number)).toHaveLength(2);
    if (oldCode !== newCode) {
      const withOld = await client.call('POST', `users/${queryId}/verify_mobile_otp`, {
        mobile_otp: oldCode,
      });
      expect(errorOf(withOld).code).toBe('otp_invalid');
    }
    const withNew = await client.call('POST', `users/${queryId}/verify_mobile_otp`, {
      mobile_otp: newCode,
    });
    expect(withNew.statusCode).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await client.call('PUT', 'users/no-such-user/resend_otp', {});
    expect(response.statusCode).toBe(404);
  });

  it('does not send a sign-up code to a finished account', async () => {
    const number = nextNumber();
    const { queryId } = await client.register(number, '123456');
    const response = await client.call('PUT', `users/${queryId}/resend_otp`, { purpose: 'signup' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).user_status).toBe('active');
  });
});

describe('POST /api/v1/users/{userId}/verify_mobile_otp (sign-up step 2)', () => {
  /** A wrong code that is surely not the right one. */
  async function wrongCodeFor(number: string): Promise<string> {
    const code = await client.lastCode(number);
    return code === '000000' ? '111111' : '000000';
  }

  it('opens a session with the right code; the user stays pending', async () => {
    const number = nextNumber();
    const queryId = await client.signUp(number);

    const response = await client.call('POST', `users/${queryId}/verify_mobile_otp`, {
      mobile_otp: await client.lastCode(number),
    });

    expect(response.statusCode).toBe(200);
    const { user } = response.json<{ user: { session_ktb_token: string; status: string } }>();
    expect(user.session_ktb_token).toMatch(/^[0-9a-f]{64}$/);
    expect(user.status).toBe('pending');
    const me = await client.me(user.session_ktb_token);
    expect(me.json<{ user: { query_id: string } }>().user.query_id).toBe(queryId);
  });

  it('says how many tries are left after a wrong code', async () => {
    const number = nextNumber();
    const queryId = await client.signUp(number);

    const response = await client.call('POST', `users/${queryId}/verify_mobile_otp`, {
      mobile_otp: await wrongCodeFor(number),
    });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'otp_invalid',
      message: 'The code is not correct. You have 4 tries left.',
      message_key: 'auth.otpInvalid',
      params: { count: 4 },
      tries_left: 4,
    });
  });

  it('kills the code after 5 wrong tries: the 6th is refused even when right', async () => {
    const number = nextNumber();
    const queryId = await client.signUp(number);
    const wrong = await wrongCodeFor(number);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await client.call('POST', `users/${queryId}/verify_mobile_otp`, {
        mobile_otp: wrong,
      });
      answers.push(errorOf(response).message);
    }
    expect(answers.at(-1)).toBe(
      'The code is not correct. You have no tries left: please ask for a new code.',
    );

    const sixth = await client.call('POST', `users/${queryId}/verify_mobile_otp`, {
      mobile_otp: await client.lastCode(number),
    });

    expect(sixth.statusCode).toBe(400);
    expect(errorOf(sixth)).toMatchObject({
      code: 'otp_attempts_exceeded',
      message: 'Too many wrong tries for this code. Please ask for a new code.',
    });
  });

  it('refuses a code older than 5 minutes', async () => {
    const advance = freezeClock();
    const number = nextNumber();
    const queryId = await client.signUp(number);
    advance(5 * 60_000);

    const response = await client.call('POST', `users/${queryId}/verify_mobile_otp`, {
      mobile_otp: await client.lastCode(number),
    });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'otp_expired',
      message: 'This code has expired. Please ask for a new code.',
    });
  });

  it('accepts a code just before it expires', async () => {
    const advance = freezeClock();
    const number = nextNumber();
    const queryId = await client.signUp(number);
    advance(5 * 60_000 - 1000);

    const response = await client.call('POST', `users/${queryId}/verify_mobile_otp`, {
      mobile_otp: await client.lastCode(number),
    });
    expect(response.statusCode).toBe(200);
  });

  it('uses a code once', async () => {
    const number = nextNumber();
    const queryId = await client.signUp(number);
    const code = await client.lastCode(number);
    await client.call('POST', `users/${queryId}/verify_mobile_otp`, { mobile_otp: code });

    const reused = await client.call('POST', `users/${queryId}/verify_mobile_otp`, {
      mobile_otp: code,
    });

    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).code).toBe('otp_not_found');
  });

  it('refuses a code that is not 6 digits', async () => {
    const response = await client.call('POST', 'users/anyone/verify_mobile_otp', {
      mobile_otp: '12ab',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('validation_failed');
    expect(Object.keys(errorOf(response).fields as object)).toEqual(['mobile_otp']);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await client.call('POST', 'users/nobody/verify_mobile_otp', {
      mobile_otp: '123456',
    });
    expect(response.statusCode).toBe(404);
  });
});
