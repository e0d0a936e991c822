import {
  ADDRESS_FIELD_MAX_LENGTH,
  ADDRESS_MESSAGES,
  MAX_ADDRESSES_PER_USER,
  MESSAGES,
} from '@sauda/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorOf, type Guest } from '../auth/testing/accounts-client.js';
import { useAccountsTestApp } from '../auth/testing/use-accounts-test-app.js';
import { createAddressesClient, slotNames } from './testing/addresses-client.js';
import { cliftonAddress } from './testing/clifton-address.js';

const accounts = useAccountsTestApp(850);
const book = createAddressesClient(() => accounts.testApp.app);
let guest: Guest;

beforeEach(async () => {
  guest = await accounts.client.guest();
});

async function expectNothingSaved(): Promise<void> {
  expect(slotNames(await book.me(guest.token))).toEqual({ home: null, work: null, others: [] });
}

describe('address fields (SPEC §5)', () => {
  it('asks for the title, flat/villa number, street and area with the spec’s words', async () => {
    const { name: _n, room: _r, street: _s, district: _d, ...rest } = cliftonAddress();

    const response = await book.create(guest.token, rest);

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'validation_failed',
      fields: {
        'address.name': 'This field is required',
        'address.room': 'This field is required',
        'address.street': 'This field is required',
        'address.district': 'This field is required',
      },
    });
    expect(MESSAGES.fieldRequired).toBe('This field is required');
    await expectNothingSaved();
  });

  it('treats blank text as missing and answers one field’s message as the message', async () => {
    const response = await book.create(guest.token, cliftonAddress({ street: '   ' }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'validation_failed',
      message: 'This field is required',
      message_key: 'messages.fieldRequired',
      fields: { 'address.street': 'This field is required' },
      field_keys: { 'address.street': { key: 'messages.fieldRequired' } },
    });
  });

  it(`refuses text longer than ${ADDRESS_FIELD_MAX_LENGTH} characters`, async () => {
    const long = 'x'.repeat(ADDRESS_FIELD_MAX_LENGTH + 1);
    const response = await book.create(guest.token, cliftonAddress({ landmark: long }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      'address.landmark': `Keep this under ${ADDRESS_FIELD_MAX_LENGTH} characters`,
    });
    const exact = 'x'.repeat(ADDRESS_FIELD_MAX_LENGTH);
    expect((await book.create(guest.token, cliftonAddress({ landmark: exact }))).statusCode).toBe(
      201,
    );
  });

  it('answers a body without an address as a validation error', async () => {
    const response = await book.send('POST', 'users/create_address', guest.token, {});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields as object)).toEqual(['address']);
  });
});

describe('the map pin', () => {
  it.each([
    ['text instead of numbers', { lat: '24.81', long: '67.03' }, ['address.lat', 'address.long']],
    ['no coordinates', { lat: undefined, long: undefined }, ['address.lat', 'address.long']],
    ['no longitude', { long: undefined }, ['address.long']],
    ['null', { lat: null }, ['address.lat']],
  ])('asks to pick the location on the map for %s', async (_case, pin, keys) => {
    const response = await book.create(guest.token, cliftonAddress(pin));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual(
      Object.fromEntries(keys.map((key) => [key, ADDRESS_MESSAGES.pickOnMap])),
    );
    await expectNothingSaved();
  });

  it.each([
    ['0/0', { lat: 0, long: 0 }],
    ['London', { lat: 51.5074, long: -0.1278 }],
    ['Delhi', { lat: 28.6139, long: 77.9 + 0.3 }],
  ])('refuses a pin outside Pakistan (%s)', async (_case, pin) => {
    const response = await book.create(guest.token, cliftonAddress(pin));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'validation_failed',
      message: ADDRESS_MESSAGES.outsidePakistan,
      message_key: 'addresses.outsidePakistan',
      fields: { 'address.lat': ADDRESS_MESSAGES.outsidePakistan },
      field_keys: { 'address.lat': { key: 'addresses.outsidePakistan' } },
    });
    await expectNothingSaved();
  });

  it('accepts pins in Karachi, Lahore and Islamabad', async () => {
    for (const pin of [
      { lat: 24.8607, long: 67.0011 },
      { lat: 31.5204, long: 74.3587 },
      { lat: 33.6844, long: 73.0479 },
    ]) {
      expect((await book.create(guest.token, cliftonAddress(pin))).statusCode).toBe(201);
    }
  });
});

describe('editing with bad input', () => {
  it('answers the same messages and leaves the address as it was', async () => {
    const { address } = await book.created(guest.token, cliftonAddress());

    const moved = await book.update(
      guest.token,
      address.query_id,
      cliftonAddress({ lat: 0, long: 0 }),
    );
    expect(moved.statusCode).toBe(400);
    expect(errorOf(moved).fields).toEqual({ 'address.lat': ADDRESS_MESSAGES.outsidePakistan });
    const emptied = await book.update(guest.token, address.query_id, cliftonAddress({ room: '' }));
    expect(errorOf(emptied).fields).toEqual({ 'address.room': 'This field is required' });

    expect((await book.me(guest.token)).home_address).toEqual(address);
  });

  it('refuses a missing or an overlong query_id', async () => {
    for (const queryId of [undefined, '', 'x'.repeat(65)]) {
      const response = await book.update(guest.token, queryId, cliftonAddress());
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({ query_id: ADDRESS_MESSAGES.notFound });
    }
  });
});

describe(`the limit of ${MAX_ADDRESSES_PER_USER} addresses`, () => {
  it('refuses one more with too_many_addresses until one is deleted', async () => {
    const saved: string[] = [];
    for (let index = 0; index < MAX_ADDRESSES_PER_USER; index++) {
      const { address } = await book.created(
        guest.token,
        cliftonAddress({ name: `Place ${index}` }),
      );
      saved.push(address.query_id);
    }

    const response = await book.create(guest.token, cliftonAddress({ name: 'Home' }));

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'too_many_addresses',
      message: ADDRESS_MESSAGES.tooMany,
      message_key: 'addresses.tooMany',
    });
    expect((await book.me(guest.token)).other_addresses).toHaveLength(MAX_ADDRESSES_PER_USER);

    await book.deleted(guest.token, saved[0]!);
    const again = await book.created(guest.token, cliftonAddress({ name: 'Home' }));
    expect(again.address.type).toBe('home');
  });
});
