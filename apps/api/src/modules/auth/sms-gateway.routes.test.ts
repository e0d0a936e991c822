import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  createAccountsClient,
  errorOf,
  uniqueNumber,
  type AccountsClient,
} from './testing/accounts-client.js';

// The accounts with SMS_PROVIDER=http against a local gateway that can be made to fail.

let gateway: Server;
let gatewayUp = true;
const delivered: { to: string; body: string }[] = [];
let testApp: TestApp;
let client: AccountsClient;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!gatewayUp) {
        response.statusCode = 500;
        response.end();
        return;
      }
      delivered.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as never);
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  testApp = await buildTestApp({
    env: {
      RATE_LIMIT_MAX: '0',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${port}/messages`,
      SMS_HTTP_KEY: 'gateway-key',
    },
  });
  client = createAccountsClient(testApp.app);
});

afterAll(async () => {
  await testApp.close();
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});

afterEach(() => {
  gatewayUp = true;
  vi.useRealTimers();
});

function codeSentTo(number: string): string {
  const message = delivered.filter((m) => m.to === number).at(-1);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code delivered to ${number}`);
  return code;
}

describe('SMS delivery through the http gateway', () => {
  it('texts the sign-up code to the number', async () => {
    const number = uniqueNumber(700);
    const queryId = await client.signUp(number);
    const response = await client.call('POST', `users/${queryId}/verify_mobile_otp`, {
      mobile_otp: codeSentTo(number),
    });
    expect(response.statusCode).toBe(200);
  });

  it('leaves no pending sign-up behind when the code cannot be sent', async () => {
    const number = uniqueNumber(701);
    gatewayUp = false;

    const failed = await client.call('POST', 'users', { user: { mobile_number: number } });

    expect(failed.statusCode).toBe(502);
    expect(errorOf(failed)).toEqual({
      code: 'sms_failed',
      message: 'We could not send the code right now. Please try again in a moment.',
      message_key: 'auth.smsFailed',
    });
    gatewayUp = true;
    expect(
      (await client.call('POST', 'users', { user: { mobile_number: number } })).statusCode,
    ).toBe(201);
  });

  it('does not count an undelivered resend: the last delivered code still works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const number = uniqueNumber(702);
    const queryId = await client.signUp(number);
    const firstCode = codeSentTo(number);
    vi.setSystemTime(start + 40_000);

    gatewayUp = false;
    const failed = await client.call('PUT', `users/${queryId}/resend_otp`, {});
    expect(failed.statusCode).toBe(502);

    gatewayUp = true;
    const retried = await client.call('PUT', `users/${queryId}/resend_otp`, {});
    expect(retried.statusCode).toBe(200);
    const secondCode = codeSentTo(number);
    if (secondCode !== firstCode) {
      const old = await client.call('POST', `users/${queryId}/verify_mobile_otp`, {
        mobile_otp: firstCode,
      });
      expect(errorOf(old).code).toBe('otp_invalid');
    }
    const verified = await client.call('POST', `users/${queryId}/verify_mobile_otp`, {
      mobile_otp: secondCode,
    });
    expect(verified.statusCode).toBe(200);
  });

  it('keeps a guest unchanged when its code cannot be sent', async () => {
    const guest = await client.guest();
    gatewayUp = false;

    const failed = await client.call(
      'POST',
      `users/${guest.queryId}/guest_signup`,
      { full_name: 'Sana Iqbal', mobile_number: uniqueNumber(703), password: 'Lahore2024' },
      guest.token,
    );

    expect(failed.statusCode).toBe(502);
    const { user } = (await client.me(guest.token)).json<{
      user: { full_name: string | null; resendOtpData: unknown };
    }>();
    expect(user).toMatchObject({ full_name: null, resendOtpData: null });
  });

  it('has no dev outbox', async () => {
    expect((await client.call('GET', 'dev/outbox')).statusCode).toBe(404);
  });
});
