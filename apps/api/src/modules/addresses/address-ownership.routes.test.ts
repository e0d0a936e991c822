import { ADDRESS_MESSAGES, type Address } from '@sauda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOME_ADDRESS, DEMO_PIN } from '../../db/seed/data/accounts.js';
import { seedDatabase } from '../../db/seed/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAccountsClient, errorOf } from '../auth/testing/accounts-client.js';
import { createAddressesClient, slotNames } from './testing/addresses-client.js';
import { cliftonAddress } from './testing/clifton-address.js';

// The demo accounts of a seeded database: Ayesha (Retail) starts with her Clifton home,
// Bilal (Wholesale) with no address.

let testApp: TestApp;
const accounts = createAccountsClient(() => testApp.app);
const book = createAddressesClient(() => testApp.app);
let ayesha: string;
let bilal: string;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  await seedDatabase(testApp.database.db, { products: 0 });
  ayesha = await accounts.loginToken('+923001234567', DEMO_PIN);
  bilal = await accounts.loginToken('+923011234567', DEMO_PIN);
}, 120_000);

afterAll(() => testApp.close());

function expectNotFound(response: Awaited<ReturnType<typeof book.update>>): void {
  expect(response.statusCode).toBe(404);
  expect(errorOf(response)).toEqual({
    code: 'address_not_found',
    message: ADDRESS_MESSAGES.notFound,
    message_key: 'addresses.notFound',
  });
}

describe('a registered demo user’s address book', () => {
  it('adds, edits and deletes around Ayesha’s seeded home', async () => {
    const before = await book.me(ayesha);
    expect(before.home_address).toMatchObject({
      name: 'Home',
      district: DEMO_HOME_ADDRESS.district,
    });
    expect(before.work_address).toBeNull();
    const seededHome = before.home_address as Address;
    const seededOthers = slotNames(before).others;

    const secondHome = await book.created(ayesha, cliftonAddress({ name: 'Home' }));
    expect(secondHome.address.type).toBe('others');
    const work = await book.created(ayesha, cliftonAddress({ name: 'WORK', room: 'Office 5' }));
    expect(work.address.type).toBe('work');
    expect(slotNames(work.user)).toEqual({
      home: 'Home',
      work: 'WORK',
      others: [...seededOthers, 'Home'],
    });

    const edited = await book.update(ayesha, seededHome.query_id, {
      ...cliftonAddress({ name: 'Parents', room: 'Flat 303', district: 'Clifton Block 2' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ address: Address }>().address).toMatchObject({
      query_id: seededHome.query_id,
      name: 'Home',
      type: 'home',
      room: 'Flat 303',
      description: 'Flat 303, Clifton Block 2',
    });

    const { user } = await book.deleted(ayesha, work.address.query_id);
    expect(slotNames(user)).toEqual({
      home: 'Home',
      work: null,
      others: [...seededOthers, 'Home'],
    });
    expect(user.home_address?.query_id).toBe(seededHome.query_id);
    expect(slotNames(await book.me(ayesha))).toEqual(slotNames(user));
  });

  it('works the same for the business customer', async () => {
    const first = await book.created(bilal, cliftonAddress({ name: 'Warehouse', room: 'Plot 7' }));
    expect(first.address).toMatchObject({ type: 'others', description: 'Plot 7, Clifton Block 5' });
    expect(first.user.trade_types).toEqual(['Wholesale']);
    const { user } = await book.deleted(bilal, first.address.query_id);
    expect(user.other_addresses.map((a) => a.query_id)).not.toContain(first.address.query_id);
  });
});

describe('another user’s address', () => {
  it('cannot be edited: 404 and the owner’s address is unchanged', async () => {
    const { address } = await book.created(bilal, cliftonAddress({ name: 'Shop' }));

    expectNotFound(
      await book.update(ayesha, address.query_id, cliftonAddress({ name: 'Shop', room: 'Mine' })),
    );
    const guest = await accounts.guest();
    expectNotFound(await book.update(guest.token, address.query_id, cliftonAddress()));

    const owner = await book.me(bilal);
    expect(owner.other_addresses.find((a) => a.query_id === address.query_id)).toEqual(address);
  });

  it('cannot be deleted: 404 and the owner still has it', async () => {
    const ayeshaHome = (await book.me(ayesha)).home_address as Address;
    const guest = await accounts.guest();

    expectNotFound(await book.remove(bilal, ayeshaHome.query_id));
    expectNotFound(await book.remove(guest.token, ayeshaHome.query_id));
    expectNotFound(await book.removeByQueryString(guest.token, ayeshaHome.query_id));

    expect((await book.me(ayesha)).home_address).toEqual(ayeshaHome);
  });
});
