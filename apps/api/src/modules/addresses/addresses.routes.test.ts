import { ADDRESS_MESSAGES } from '@sauda/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorOf, type Guest } from '../auth/testing/accounts-client.js';
import { useAccountsTestApp } from '../auth/testing/use-accounts-test-app.js';
import { createAddressesClient, slotNames } from './testing/addresses-client.js';
import { CLIFTON_COMPUTED, cliftonAddress } from './testing/clifton-address.js';

const accounts = useAccountsTestApp(800);
const book = createAddressesClient(() => accounts.testApp.app);
let guest: Guest;

beforeEach(async () => {
  guest = await accounts.client.guest();
});

describe('POST /api/v1/users/create_address', () => {
  it('saves a guest’s address with a computed description and answers 201 {address, user}', async () => {
    const response = await book.create(
      guest.token,
      cliftonAddress({ type: 'work', description: 'typed by the client' }),
    );

    expect(response.statusCode, response.body).toBe(201);
    const { address, user } = response.json<{
      address: Record<string, unknown>;
      user: { query_id: string; home_address: unknown };
    }>();
    expect(address).toEqual({
      id: expect.any(Number),
      query_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      ...cliftonAddress(),
      ...CLIFTON_COMPUTED,
    });
    expect(user.query_id).toBe(guest.queryId);
    expect(user.home_address).toEqual(address);
  });

  it('trims the fields and saves the optional ones as empty text when absent', async () => {
    const { address } = await book.created(guest.token, {
      name: '  Office ',
      room: ' Suite 12 ',
      street: 'I.I. Chundrigar Road',
      district: ' Saddar ',
      lat: 24.8497,
      long: 67.0081,
    });
    expect(address).toMatchObject({
      name: 'Office',
      room: 'Suite 12',
      district: 'Saddar',
      building: '',
      floor: '',
      landmark: '',
      type: 'others',
      description: 'Suite 12, Saddar',
    });
  });

  it('applies the address type rule: a free home or work slot, else others', async () => {
    const first = await book.created(guest.token, cliftonAddress({ name: 'home' }));
    const second = await book.created(guest.token, cliftonAddress({ name: 'HOME' }));
    const work = await book.created(guest.token, cliftonAddress({ name: 'Work' }));
    const mums = await book.created(guest.token, cliftonAddress({ name: "Mum's" }));
    const secondWork = await book.created(guest.token, cliftonAddress({ name: 'work' }));

    expect([first, second, work, mums, secondWork].map((r) => r.address.type)).toEqual([
      'home',
      'others',
      'work',
      'others',
      'others',
    ]);
    const expected = { home: 'home', work: 'Work', others: ['HOME', "Mum's", 'work'] };
    expect(slotNames(secondWork.user)).toEqual(expected);
    expect(slotNames(await book.me(guest.token))).toEqual(expected);
    expect(secondWork.user.home_address?.query_id).toBe(first.address.query_id);
  });

  it('gives the home slot to the next "Home" once the home address is deleted', async () => {
    const home = await book.created(guest.token, cliftonAddress({ name: 'Home' }));
    const other = await book.created(guest.token, cliftonAddress({ name: 'Home' }));
    expect(other.address.type).toBe('others');

    const { user } = await book.deleted(guest.token, home.address.query_id);
    expect(slotNames(user)).toEqual({ home: null, work: null, others: ['Home'] });

    const again = await book.created(guest.token, cliftonAddress({ name: ' home ' }));
    expect(again.address.type).toBe('home');
    expect(slotNames(await book.me(guest.token))).toEqual({
      home: 'home',
      work: null,
      others: ['Home'],
    });
  });

  it('answers 401 without a session and saves nothing', async () => {
    const response = await book.create(undefined, cliftonAddress());
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthorized');
    const dead = await book.create('not-a-live-token', cliftonAddress());
    expect(dead.statusCode).toBe(401);
    expect(slotNames(await book.me(guest.token))).toEqual({ home: null, work: null, others: [] });
  });
});

describe('PUT /api/v1/users/update_address', () => {
  it('keeps the title and type, changes the rest and recomputes the description', async () => {
    const { address } = await book.created(guest.token, cliftonAddress({ name: 'Home' }));
    const edit = {
      name: 'Work',
      building: 'Ocean Towers',
      street: 'Boat Basin',
      floor: '7',
      room: 'Flat 702',
      landmark: 'Opposite the park',
      lat: 24.8205,
      long: 67.0311,
      district: 'Clifton Block 4',
      type: 'work',
      description: 'typed by the client',
    };

    const response = await book.update(guest.token, address.query_id, edit);

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ address: unknown; user: { home_address: unknown } }>();
    const expected = {
      ...edit,
      id: address.id,
      query_id: address.query_id,
      name: 'Home',
      type: 'home',
      description: 'Flat 702, Clifton Block 4',
    };
    expect(body.address).toEqual(expected);
    expect(body.user.home_address).toEqual(expected);
    expect((await book.me(guest.token)).home_address).toEqual(expected);
  });

  it('clears the optional fields that the edit leaves out', async () => {
    const { address } = await book.created(guest.token, cliftonAddress({ name: "Mum's" }));
    const response = await book.update(guest.token, address.query_id, {
      name: "Mum's",
      room: 'House 9',
      street: 'Street 4',
      district: 'F-7/2',
      lat: 33.7215,
      long: 73.0433,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ address: unknown }>().address).toMatchObject({
      building: '',
      floor: '',
      landmark: '',
      type: 'others',
      description: 'House 9, F-7/2',
    });
  });

  it('answers 404 address_not_found for an unknown query_id', async () => {
    const response = await book.update(guest.token, 'f'.repeat(32), cliftonAddress());
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({
      code: 'address_not_found',
      message: ADDRESS_MESSAGES.notFound,
      message_key: 'addresses.notFound',
    });
  });

  it('answers 401 without a session and leaves the address as it was', async () => {
    const { address } = await book.created(guest.token, cliftonAddress());
    const response = await book.update(undefined, address.query_id, cliftonAddress({ room: '1' }));
    expect(response.statusCode).toBe(401);
    expect((await book.me(guest.token)).home_address).toEqual(address);
  });
});

describe('DELETE /api/v1/users/delete_address', () => {
  it('removes the address and answers the user without it', async () => {
    const home = await book.created(guest.token, cliftonAddress({ name: 'Home' }));
    const work = await book.created(guest.token, cliftonAddress({ name: 'Work' }));
    const other = await book.created(guest.token, cliftonAddress({ name: 'Gym' }));

    const afterWork = await book.deleted(guest.token, work.address.query_id);
    expect(slotNames(afterWork.user)).toEqual({ home: 'Home', work: null, others: ['Gym'] });
    const afterOther = await book.deleted(guest.token, other.address.query_id);
    expect(slotNames(afterOther.user)).toEqual({ home: 'Home', work: null, others: [] });
    expect(afterOther.user.home_address).toEqual(home.address);
    expect(slotNames(await book.me(guest.token))).toEqual(slotNames(afterOther.user));
  });

  it('takes query_id from the query string when the DELETE has no body', async () => {
    const { address } = await book.created(guest.token, cliftonAddress());

    const response = await book.removeByQueryString(guest.token, address.query_id);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ user: { home_address: unknown } }>().user.home_address).toBeNull();
    expect((await book.me(guest.token)).home_address).toBeNull();
  });

  it('answers 404 for an unknown or an already deleted address', async () => {
    const { address } = await book.created(guest.token, cliftonAddress());
    await book.deleted(guest.token, address.query_id);
    for (const queryId of [address.query_id, 'no-such-address']) {
      const response = await book.remove(guest.token, queryId);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({
        code: 'address_not_found',
        message: ADDRESS_MESSAGES.notFound,
        message_key: 'addresses.notFound',
      });
    }
    const byQuery = await book.removeByQueryString(guest.token, address.query_id);
    expect(byQuery.statusCode).toBe(404);
  });

  it('answers 400 when neither the body nor the query string names the address', async () => {
    const response = await book.send('DELETE', 'users/delete_address', guest.token);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ query_id: ADDRESS_MESSAGES.notFound });
  });

  it('answers 401 without a session and keeps the address', async () => {
    const { address } = await book.created(guest.token, cliftonAddress());
    expect((await book.remove(undefined, address.query_id)).statusCode).toBe(401);
    expect((await book.removeByQueryString('', address.query_id)).statusCode).toBe(401);
    expect((await book.me(guest.token)).home_address).toEqual(address);
  });
});
