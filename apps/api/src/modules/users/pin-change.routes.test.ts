import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../auth/testing/accounts-client.js';
import { useAccountsTestApp } from '../auth/testing/use-accounts-test-app.js';

const { client, nextNumber } = useAccountsTestApp(1_200);

const changePin = (account: SignedIn, token: string, password: string) =>
  client.call(
    'POST',
    `users/${account.queryId}/update_user`,
    {
      user: { full_name: 'Ayesha Khan', password },
    },
    token,
  );

describe('a new PIN through update_user', () => {
  let number: string;
  let account: SignedIn;
  let phone: string;
  let laptop: string;

  beforeAll(async () => {
    number = nextNumber();
    account = await client.register(number, '123456');
    phone = await client.loginToken(number, '123456');
    laptop = await client.loginToken(number, '123456');
  });

  it('keeps the device that changed it signed in and signs every other device out', async () => {
    expect((await client.me(laptop)).statusCode).toBe(200);

    expect((await changePin(account, phone, '654321')).statusCode).toBe(200);

    expect((await client.me(phone)).statusCode).toBe(200);
    expect((await client.me(laptop)).statusCode).toBe(401);
    expect((await client.me(account.token)).statusCode).toBe(401);
    expect((await client.login(number, '123456')).statusCode).toBe(401);
    expect((await client.login(number, '654321')).statusCode).toBe(200);
  });

  it('signs nobody out when the profile changes without a new PIN', async () => {
    const other = await client.loginToken(number, '654321');

    const response = await client.call(
      'POST',
      `users/${account.queryId}/update_user`,
      { user: { full_name: 'Ayesha Siddiqui' } },
      phone,
    );

    expect(response.statusCode).toBe(200);
    expect((await client.me(other)).statusCode).toBe(200);
  });
});
