import { describe, expect, it } from 'vitest';
import { errorOf } from '../../modules/auth/testing/accounts-client.js';
import { freezeClock } from '../../modules/auth/testing/freeze-clock.js';
import { useAccountsTestApp } from '../../modules/auth/testing/use-accounts-test-app.js';

const accounts = useAccountsTestApp(500);
const { client, nextNumber } = accounts;
const SENDS_PER_HOUR = 5;
const RESEND_WAIT_MS = 30_000;
const HOUR_MS = 3_600_000;

describe('codes sent to one sign-up in an hour', () => {
  it('stop after 5: the 6th waits until the first is an hour old', async () => {
    const advance = freezeClock();
    const number = nextNumber();
    const queryId = await client.signUp(number);
    const resend = () => client.call('PUT', `users/${queryId}/resend_otp`);
    for (let sent = 1; sent < SENDS_PER_HOUR; sent++) {
      advance(RESEND_WAIT_MS);
      expect((await resend()).statusCode).toBe(200);
    }
    advance(RESEND_WAIT_MS);

    const sixth = await resend();

    const waitSeconds = (HOUR_MS - SENDS_PER_HOUR * RESEND_WAIT_MS) / 1000;
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth)).toMatchObject({
      code: 'otp_resend_too_early',
      message: `Please wait ${waitSeconds} seconds before asking for a new code.`,
      message_key: 'auth.otpResendTooEarly',
      retry_after_seconds: waitSeconds,
    });
    expect(await client.outbox(number)).toHaveLength(SENDS_PER_HOUR);

    advance(waitSeconds * 1000);
    expect((await resend()).statusCode).toBe(200);
    expect(await client.outbox(number)).toHaveLength(SENDS_PER_HOUR + 1);
  });
});
