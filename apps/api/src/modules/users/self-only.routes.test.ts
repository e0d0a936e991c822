import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, type Guest, type SignedIn } from '../auth/testing/accounts-client.js';
import { useAccountsTestApp } from '../auth/testing/use-accounts-test-app.js';

// Every users/{userId}/… route that acts on "me" goes through the one owner check
// (http/require-self): anyone else's id answers 404 user_not_found, no session 401.

const { client, nextNumber } = useAccountsTestApp(1_000);

type Call = (userQueryId: string, token: string | undefined) => ReturnType<typeof client.call>;

const SELF_ROUTES: [string, Call][] = [
  [
    'POST update_user',
    (id, token) =>
      client.call('POST', `users/${id}/update_user`, { user: { full_name: 'Someone' } }, token),
  ],
  ['GET vouchers', (id, token) => client.call('GET', `users/${id}/vouchers`, undefined, token)],
  [
    'POST guest_signup',
    (id, token) =>
      client.call(
        'POST',
        `users/${id}/guest_signup`,
        { full_name: 'Sana Iqbal', mobile_number: nextNumber(), password: 'Karachi2024' },
        token,
      ),
  ],
  ['POST send_otp', (id, token) => client.call('POST', `users/${id}/send_otp`, {}, token)],
];

let guest: Guest;
let account: SignedIn;

beforeAll(async () => {
  guest = await client.guest();
  account = await client.register(nextNumber(), '123456');
});

describe('the users/{userId} routes of the signed-in user only', () => {
  it.each(SELF_ROUTES)('%s answers 404 user_not_found for another user', async (_name, call) => {
    for (const [actor, other] of [
      [guest, account],
      [account, guest],
    ] as const) {
      const response = await call(other.queryId, actor.token);
      expect(response.statusCode, response.body).toBe(404);
      expect(errorOf(response).code).toBe('user_not_found');
    }
  });

  it.each(SELF_ROUTES)('%s answers 401 without a session', async (_name, call) => {
    const response = await call(guest.queryId, undefined);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthorized');
  });
});
