import { AUTH_MESSAGES, MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { errorOf } from './testing/accounts-client.js';
import { useAccountsTestApp } from './testing/use-accounts-test-app.js';

const { client, nextNumber } = useAccountsTestApp(100);

describe('POST /api/v1/users (sign-up step 1)', () => {
  it('creates a pending user and texts a 6-digit code to the number', async () => {
    const number = nextNumber();
    const response = await client.call('POST', 'users', { user: { mobile_number: number } });

    expect(response.statusCode).toBe(201);
    const { user } = response.json<{ user: Record<string, unknown> }>();
    expect(user).toMatchObject({ mobile_number: number, status: 'pending' });
    expect(user.query_id).toEqual(expect.any(String));
    expect(user.resendOtpData).toMatchObject({ purpose: 'signup' });
    const [message] = await client.outbox(number);
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message?.code);
  });

  it('answers a number still pending with user_status pending and its query id, sending nothing', async () => {
    const number = nextNumber();
    const queryId = await client.signUp(number);

    const again = await client.call('POST', 'users', { user: { mobile_number: number } });

    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({
      code: 'sign_up_pending',
      user_status: 'pending',
      user_query_id: queryId,
    });
    expect(await client.outbox(number)).toHaveLength(1);
  });

  it('answers a registered number with user_status active', async () => {
    const number = nextNumber();
    const { queryId } = await client.register(number, '123456');

    const again = await client.call('POST', 'users', { user: { mobile_number: number } });

    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({
      code: 'mobile_number_registered',
      message: 'This mobile number is already registered. Please log in.',
      user_status: 'active',
      user_query_id: queryId,
    });
  });

  it('refuses a bad number with the spec’s words', async () => {
    const bad = await client.call('POST', 'users', { user: { mobile_number: '12345' } });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ 'user.mobile_number': MESSAGES.invalidPhone });

    const empty = await client.call('POST', 'users', { user: { mobile_number: '' } });
    expect(errorOf(empty).fields).toEqual({ 'user.mobile_number': MESSAGES.enterPhone });
  });
});

describe('POST /api/v1/users/{userId}/update_user (sign-up step 3)', () => {
  async function verifiedSignUp() {
    const number = nextNumber();
    const queryId = await client.signUp(number);
    const token = await client.verifySignUp(queryId, number);
    return { number, queryId, token };
  }

  it('needs a PIN while the account has none', async () => {
    const { queryId, token } = await verifiedSignUp();

    const response = await client.call(
      'POST',
      `users/${queryId}/update_user`,
      { user: { full_name: 'Ayesha Khan' } },
      token,
    );

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      message: MESSAGES.enterPin,
      fields: { password: 'Please Enter Your 6 Digit Pin or password' },
    });
  });

  it('activates the account with name and PIN; the number and PIN then sign in', async () => {
    const { number, queryId, token } = await verifiedSignUp();

    const response = await client.call(
      'POST',
      `users/${queryId}/update_user`,
      {
        user: {
          full_name: 'Ayesha Khan',
          password: '654321',
          email: 'ayesha@example.com',
          dob: '1995-04-12',
        },
      },
      token,
    );

    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: unknown }>().user).toMatchObject({
      full_name: 'Ayesha Khan',
      email: 'ayesha@example.com',
      dob: '1995-04-12',
      status: 'active',
      is_guest: false,
      session_ktb_token: null,
    });
    expect((await client.login(number, '654321')).statusCode).toBe(200);
  });

  it('answers 404 for someone else’s account', async () => {
    const mine = await verifiedSignUp();
    const theirs = await verifiedSignUp();

    const response = await client.call(
      'POST',
      `users/${theirs.queryId}/update_user`,
      { user: { full_name: 'Intruder', password: '111111' } },
      mine.token,
    );

    expect(response.statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const { queryId } = await verifiedSignUp();
    const response = await client.call('POST', `users/${queryId}/update_user`, {
      user: { full_name: 'Ayesha Khan', password: '123456' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a bad name and PIN with the spec’s words', async () => {
    const { queryId, token } = await verifiedSignUp();
    const response = await client.call(
      'POST',
      `users/${queryId}/update_user`,
      { user: { full_name: 'Ayesha 123', password: '12' } },
      token,
    );
    expect(errorOf(response).fields).toEqual({
      'user.full_name': MESSAGES.invalidName,
      'user.password': MESSAGES.enterPin,
    });
  });

  it('refuses a date of birth in the future and a bad email with the form’s words', async () => {
    const { queryId, token } = await verifiedSignUp();
    const response = await client.call(
      'POST',
      `users/${queryId}/update_user`,
      { user: { full_name: 'Ayesha Khan', password: '654321', email: 'nope', dob: '2999-01-01' } },
      token,
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      'user.email': AUTH_MESSAGES.invalidEmail,
      'user.dob': AUTH_MESSAGES.invalidDob,
    });
  });

  it('keeps a pending sign-up that has no PIN from signing in', async () => {
    const { number } = await verifiedSignUp();
    const response = await client.login(number, '123456');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('invalid_credentials');
  });
});
