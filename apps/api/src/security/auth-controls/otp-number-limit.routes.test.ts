import { describe, expect, it } from 'vitest';
import { errorOf, type Guest } from '../../modules/auth/testing/accounts-client.js';
import { freezeClock } from '../../modules/auth/testing/freeze-clock.js';
import { useAccountsTestApp } from '../../modules/auth/testing/use-accounts-test-app.js';

const { client, nextNumber } = useAccountsTestApp(2_000);
const SENDS_PER_NUMBER = 10;
const HOUR_MS = 3_600_000;

/** A guest checking out names the number: its verification code goes there. */
function nameNumber(guest: Guest, number: string) {
  return client.call(
    'POST',
    `users/${guest.queryId}/guest_signup`,
    { full_name: 'Sana Iqbal', mobile_number: number, password: 'Karachi2024' },
    guest.token,
  );
}

const guests = (count: number) => Promise.all(Array.from({ length: count }, () => client.guest()));

describe('codes sent to one number in an hour, whoever asks', () => {
  it('stop after 10: the 11th guest waits until the first code is an hour old', async () => {
    const advance = freezeClock();
    const number = nextNumber();
    const [late, ...early] = await guests(SENDS_PER_NUMBER + 1);
    for (const guest of early) {
      expect((await nameNumber(guest, number)).statusCode).toBe(200);
      advance(60_000);
    }

    const refused = await nameNumber(late!, number);

    const waitSeconds = (HOUR_MS - SENDS_PER_NUMBER * 60_000) / 1000;
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({
      code: 'otp_resend_too_early',
      retry_after_seconds: waitSeconds,
    });
    expect(await client.outbox(number)).toHaveLength(SENDS_PER_NUMBER);
    expect((await nameNumber(late!, nextNumber())).statusCode).toBe(200);

    advance(waitSeconds * 1000);
    const [next] = await guests(1);
    expect((await nameNumber(next!, number)).statusCode).toBe(200);
  });

  it('stop after 10 when 20 guests ask at the same moment', async () => {
    const number = nextNumber();
    const crowd = await guests(2 * SENDS_PER_NUMBER);

    const answers = await Promise.all(crowd.map((guest) => nameNumber(guest, number)));

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SENDS_PER_NUMBER);
    expect(statuses.filter((status) => status === 429)).toHaveLength(SENDS_PER_NUMBER);
    expect(await client.outbox(number)).toHaveLength(SENDS_PER_NUMBER);
  });
});
