import { MESSAGES } from '@sauda/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { otps } from '../../db/schema/index.js';
import { errorOf, type Guest } from './testing/accounts-client.js';
import { freezeClock } from './testing/freeze-clock.js';
import { useAccountsTestApp } from './testing/use-accounts-test-app.js';

const accounts = useAccountsTestApp(400);
const { client, nextNumber } = accounts;
const PASSWORD = 'Karachi2024';

function guestSignup(guest: Guest, number: string, token = guest.token) {
  return client.call(
    'POST',
    `users/${guest.queryId}/guest_signup`,
    { full_name: 'Sana Iqbal', mobile_number: number, password: PASSWORD },
    token,
  );
}

/** An empty token sends no Authorization header. */
async function verifyGuest(guest: Guest, code: string, token = guest.token) {
  return client.call(
    'POST',
    `users/${guest.queryId}/verify_mobile_otp`,
    { mobile_otp: code, purpose: 'guest_verification' },
    token,
  );
}

describe('POST /api/v1/users/{userId}/guest_signup', () => {
  it('keeps name and password and sends a code to the number', async () => {
    const guest = await client.guest();
    const number = nextNumber();

    const response = await guestSignup(guest, number);

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ message: string; user: Record<string, unknown> }>();
    const masked = `+92 ${number.slice(3, 6)} ${number.slice(6)}`;
    expect(body.message).toBe(`We have sent a code to ${masked}`);
    expect(body).toMatchObject({ message_key: 'auth.codeSent', params: { number: masked } });
    expect(body.user).toMatchObject({
      query_id: guest.queryId,
      full_name: 'Sana Iqbal',
      is_guest: true,
      mobile_number: null,
      resendOtpData: { purpose: 'guest_verification' },
    });
    expect(await client.lastCode(number)).toMatch(/^\d{6}$/);
  });

  it('answers a registered number with user_status active', async () => {
    const number = nextNumber();
    await client.register(number, '123456');
    const guest = await client.guest();

    const response = await guestSignup(guest, number);

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      user_status: 'active',
      message: 'This mobile number is already registered. Please log in.',
    });
  });

  it('is only for the signed-in guest itself', async () => {
    const guest = await client.guest();
    const other = await client.guest();
    const number = nextNumber();

    expect((await guestSignup(guest, number, '')).statusCode).toBe(401);
    expect((await guestSignup(guest, number, other.token)).statusCode).toBe(404);

    const registered = await client.register(nextNumber(), '123456');
    const asRegistered = await client.call(
      'POST',
      `users/${registered.queryId}/guest_signup`,
      { full_name: 'Sana Iqbal', mobile_number: number, password: PASSWORD },
      registered.token,
    );
    expect(asRegistered.statusCode).toBe(400);
    expect(errorOf(asRegistered).code).toBe('already_registered');
  });

  it('refuses bad fields with the spec’s words', async () => {
    const guest = await client.guest();
    const response = await client.call(
      'POST',
      `users/${guest.queryId}/guest_signup`,
      { full_name: 'Sana 2', mobile_number: '+92300', password: 'abcd' },
      guest.token,
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      full_name: MESSAGES.invalidName,
      mobile_number: MESSAGES.invalidPhone,
      password: MESSAGES.invalidPassword,
    });
  });
});

describe('POST /api/v1/users/{userId}/send_otp', () => {
  it('sends the code again after 30 seconds, not before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const guest = await client.guest();
    const number = nextNumber();
    await guestSignup(guest, number);

    const early = await client.call(
      'POST',
      `users/${guest.queryId}/send_otp`,
      undefined,
      guest.token,
    );
    expect(early.statusCode).toBe(429);
    expect(errorOf(early).code).toBe('otp_resend_too_early');

    vi.setSystemTime(start + 31_000);
    const later = await client.call(
      'POST',
      `users/${guest.queryId}/send_otp`,
      undefined,
      guest.token,
    );
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ resendOtpData: { purpose: 'guest_verification' } });
    expect(await client.outbox(number)).toHaveLength(2);
  });

  it('needs a guest_signup first', async () => {
    const guest = await client.guest();
    const response = await client.call(
      'POST',
      `users/${guest.queryId}/send_otp`,
      undefined,
      guest.token,
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('guest_signup_required');
  });

  it('is also reached through resend_otp with purpose guest_verification', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const guest = await client.guest();
    const number = nextNumber();
    await guestSignup(guest, number);
    vi.setSystemTime(start + 30_000);

    const response = await client.call(
      'PUT',
      `users/${guest.queryId}/resend_otp`,
      { purpose: 'guest_verification' },
      guest.token,
    );

    expect(response.statusCode).toBe(200);
    expect(await client.outbox(number)).toHaveLength(2);
  });

  it('answers resend_otp with purpose guest_verification 401 without a session, as verify does', async () => {
    const advance = freezeClock();
    const guest = await client.guest();
    const number = nextNumber();
    await guestSignup(guest, number);
    advance(30_000);
    const body = { purpose: 'guest_verification' };

    const forGuest = await client.call('PUT', `users/${guest.queryId}/resend_otp`, body);
    const forNobody = await client.call('PUT', 'users/no-such-user/resend_otp', body);

    expect(forGuest.statusCode).toBe(401);
    expect(errorOf(forGuest).code).toBe('unauthorized');
    expect(forNobody.statusCode).toBe(401);
    expect(forNobody.json()).toEqual(forGuest.json());
    const verify = await verifyGuest(guest, await client.lastCode(number), '');
    expect(forGuest.json()).toEqual(verify.json());
    expect(await client.outbox(number)).toHaveLength(1);
    const stored = await accounts.testApp.database.db.$count(otps, eq(otps.target, number));
    expect(stored).toBe(1);
  });
});

describe('verify_mobile_otp with purpose guest_verification', () => {
  it('registers the guest; it then signs in with phone and password', async () => {
    const guest = await client.guest();
    const number = nextNumber();
    await guestSignup(guest, number);

    const response = await verifyGuest(guest, await client.lastCode(number));

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ user: unknown }>().user).toMatchObject({
      query_id: guest.queryId,
      mobile_number: number,
      full_name: 'Sana Iqbal',
      is_guest: false,
      status: 'active',
      session_ktb_token: null,
    });
    const login = await client.login(number, PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json<{ user: { query_id: string } }>().user.query_id).toBe(guest.queryId);
    // The browser's guest pair now starts a fresh guest.
    const fresh = await client.guest(guest.loginId, guest.secret);
    expect(fresh.queryId).not.toBe(guest.queryId);
  });

  it('needs the guest’s own session', async () => {
    const guest = await client.guest();
    const other = await client.guest();
    const number = nextNumber();
    await guestSignup(guest, number);
    const code = await client.lastCode(number);

    expect((await verifyGuest(guest, code, '')).statusCode).toBe(401);
    expect((await verifyGuest(guest, code, other.token)).statusCode).toBe(404);
  });

  it('counts wrong codes', async () => {
    const guest = await client.guest();
    const number = nextNumber();
    await guestSignup(guest, number);
    const code = await client.lastCode(number);

    const response = await verifyGuest(guest, code === '000000' ? '111111' : '000000');

    expect(errorOf(response)).toMatchObject({ code: 'otp_invalid', tries_left: 4 });
  });

  it('frees a number held by a sign-up that never finished', async () => {
    const number = nextNumber();
    const pendingQueryId = await client.signUp(number);
    const guest = await client.guest();
    await guestSignup(guest, number);

    const response = await verifyGuest(guest, await client.lastCode(number));

    expect(response.statusCode).toBe(200);
    const resend = await client.call('PUT', `users/${pendingQueryId}/resend_otp`, {});
    expect(resend.statusCode).toBe(404);
    const signUpAgain = await client.call('POST', 'users', { user: { mobile_number: number } });
    expect(errorOf(signUpAgain)).toMatchObject({
      user_status: 'active',
      user_query_id: guest.queryId,
    });
  });

  it('refuses when the number was registered meanwhile', async () => {
    const guest = await client.guest();
    const number = nextNumber();
    await guestSignup(guest, number);
    const guestCode = await client.lastCode(number);
    await client.register(number, '123456');

    const response = await verifyGuest(guest, guestCode);

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'mobile_number_registered',
      user_status: 'active',
    });
    expect(
      (await client.me(guest.token)).json<{ user: { is_guest: boolean } }>().user.is_guest,
    ).toBe(true);
  });
});
