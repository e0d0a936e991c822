import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAccountsClient, type AccountsClient } from './testing/accounts-client.js';

// The README's demo accounts sign in with PIN 123456 on a seeded database.

let testApp: TestApp;
let client: AccountsClient;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  await seedDatabase(testApp.database.db, { products: 0 });
  client = createAccountsClient(testApp.app);
}, 120_000);

afterAll(() => testApp.close());

interface DemoUser {
  full_name: string;
  role: string;
  trade_types: string[];
  home_address: { district: string } | null;
  channels: { type: string }[];
  industry_types: { slug: string }[];
  userVouchers: { code: string }[];
}

async function signIn(number: string): Promise<DemoUser> {
  const response = await client.login(number, '123456');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ user: DemoUser }>().user;
}

describe('demo accounts', () => {
  it('Ayesha (Retail) has her Clifton home, cash, Retail industries and FREE15FIRST', async () => {
    const ayesha = await signIn('+923001234567');
    expect(ayesha).toMatchObject({
      full_name: 'Ayesha Khan',
      role: 'customer',
      trade_types: ['Retail'],
      home_address: { district: 'Clifton' },
      channels: [{ type: 'cash' }],
    });
    expect(ayesha.industry_types.length).toBeGreaterThan(10);
    expect(ayesha.userVouchers.map((v) => v.code)).toEqual(
      expect.arrayContaining(['FREE15FIRST', 'SAUDA100']),
    );
    expect(ayesha.userVouchers.map((v) => v.code)).not.toContain('EIDMUBARAK');
    expect(ayesha.userVouchers.map((v) => v.code)).not.toContain('BIRYANI20');
  });

  it('Bilal Traders (Wholesale), the merchant owner, staff member and manager sign in', async () => {
    const bilal = await signIn('+923011234567');
    const ayesha = await signIn('+923001234567');
    expect(bilal.trade_types).toEqual(['Wholesale']);
    expect(bilal.industry_types.map((i) => i.slug)).not.toEqual(
      ayesha.industry_types.map((i) => i.slug),
    );
    expect((await signIn('+923021234567')).role).toBe('merchant_owner');
    expect((await signIn('+923031234567')).role).toBe('merchant_staff');
    expect((await signIn('+923051234567')).full_name).toBe('Hina Raza');
  });

  it('Zara, the Sauda operator, signs in and opens the applications inbox; a merchant may not', async () => {
    const zara = await signIn('+923041234567');
    expect(zara).toMatchObject({ full_name: 'Zara Ahmed', role: 'admin' });
    const inbox = async (number: string) =>
      client.call(
        'GET',
        'admin/applications',
        undefined,
        await client.loginToken(number, '123456'),
      );
    const answer = await inbox('+923041234567');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ applications: unknown[] }>().applications).toHaveLength(8);
    expect((await inbox('+923021234567')).statusCode).toBe(403);
  });

  it('the merchant team sees its stores in the back office: two for Usman, one for Sana and Hina', async () => {
    const storesOf = async (number: string) => {
      const response = await client.loginToken(number, '123456');
      const stores = await client.call('GET', 'merchant/stores', undefined, response);
      expect(stores.statusCode, stores.body).toBe(200);
      return stores
        .json<{ stores: { name: string; role: string }[] }>()
        .stores.map((store) => [store.name, store.role]);
    };
    expect(await storesOf('+923021234567')).toEqual([
      ['Boat Basin Tikka Corner', 'owner'],
      ['Karachi Biryani House', 'owner'],
    ]);
    expect(await storesOf('+923031234567')).toEqual([['Karachi Biryani House', 'staff']]);
    expect(await storesOf('+923051234567')).toEqual([['Karachi Biryani House', 'manager']]);
    expect(await storesOf('+923001234567')).toEqual([]);
  });
});
