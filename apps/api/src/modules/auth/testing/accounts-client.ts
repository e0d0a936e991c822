import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { injectWithToken } from '../../../test/inject-with-token.js';

type Method = 'GET' | 'POST' | 'PUT';

export interface SignedIn {
  queryId: string;
  token: string;
}

export interface Guest extends SignedIn {
  loginId: string;
  secret: string;
}

/**
 * Drives the accounts API the way the web does, reading codes from the dev outbox. Takes the
 * app, or a function answering it when the app is only built later (in `beforeAll`).
 */
export function createAccountsClient(app: FastifyInstance | (() => FastifyInstance)) {
  const appNow = typeof app === 'function' ? app : () => app;

  const call = (method: Method, url: string, body?: unknown, token?: string) =>
    injectWithToken(appNow(), method, url, token, body);

  async function outbox(mobileNumber?: string) {
    const query = mobileNumber ? `?mobile_number=${encodeURIComponent(mobileNumber)}` : '';
    const response = await call('GET', `dev/outbox${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ messages: { to: string; body: string; code: string }[] }>().messages;
  }

  /** The code of the newest SMS to the number, as its owner would read it. */
  async function lastCode(mobileNumber: string): Promise<string> {
    const [message] = await outbox(mobileNumber);
    if (!message) throw new Error(`no SMS to ${mobileNumber}`);
    return message.code;
  }

  async function signUp(mobileNumber: string): Promise<string> {
    const response = await call('POST', 'users', { user: { mobile_number: mobileNumber } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ user: { query_id: string } }>().user.query_id;
  }

  /** Sign-up step 2 with the number's newest code: answers the step-3 session. */
  async function verifySignUp(queryId: string, mobileNumber: string): Promise<string> {
    const response = await call('POST', `users/${queryId}/verify_mobile_otp`, {
      mobile_otp: await lastCode(mobileNumber),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ user: { session_ktb_token: string } }>().user.session_ktb_token;
  }

  /** All three sign-up steps: an active account with this PIN. */
  async function register(
    mobileNumber: string,
    pin: string,
    fullName = 'Ayesha Khan',
  ): Promise<SignedIn> {
    const queryId = await signUp(mobileNumber);
    const token = await verifySignUp(queryId, mobileNumber);
    const response = await call(
      'POST',
      `users/${queryId}/update_user`,
      { user: { full_name: fullName, password: pin } },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    return { queryId, token };
  }

  function login(mobileNumber: string, password: string): Promise<LightMyRequestResponse> {
    return call('POST', 'users/authenticate', { login_id: mobileNumber, password });
  }

  async function loginToken(mobileNumber: string, password: string): Promise<string> {
    const response = await login(mobileNumber, password);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ user: { session_ktb_token: string } }>().user.session_ktb_token;
  }

  async function guest(
    loginId = `visitor-${randomBytes(6).toString('hex')}`,
    secret = randomBytes(24).toString('hex'),
  ): Promise<Guest> {
    const response = await call('POST', 'users/authenticate_anonymously', {
      login_id: loginId,
      password: secret,
      app_version: '1.2.9',
      os: 'web',
      app: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { user } = response.json<{ user: { query_id: string; session_ktb_token: string } }>();
    return { queryId: user.query_id, token: user.session_ktb_token, loginId, secret };
  }

  function me(token: string): Promise<LightMyRequestResponse> {
    return call('GET', 'users/me', undefined, token);
  }

  return { call, outbox, lastCode, signUp, verifySignUp, register, login, loginToken, guest, me };
}

export type AccountsClient = ReturnType<typeof createAccountsClient>;

/** The error envelope of an answer. */
export function errorOf(response: LightMyRequestResponse) {
  return response.json<{ error: Record<string, unknown> & { code: string; message: string } }>()
    .error;
}

/** A number nobody else in the test file uses: +92 3xx and 9 more digits. */
export function uniqueNumber(seed: number): string {
  return `+9234${String(seed).padStart(8, '0')}`;
}
