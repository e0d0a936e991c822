import type { MerchantStore } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { STORES } from '../../catalog/testing/catalog-fixture.js';
import { insertShopper } from '../../invoices/testing/checkout-fixture.js';
import { errorOf } from '../../invoices/testing/checkout-client.js';
import { useMerchantStoresTestApp } from './testing/use-merchant-stores-test-app.js';

const setup = useMerchantStoresTestApp();
const { stores } = setup;
const BIRYANI = STORES.biryani.queryId;

const NOT_FOUND = {
  code: 'not_found',
  message: 'This store could not be found.',
  message_key: 'server.storeNotFound',
};

describe('the store routes without a session', () => {
  it('answer 401 on every route', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const answers = await Promise.all([
      stores.list(undefined),
      stores.get(undefined, BIRYANI),
      stores.patch(undefined, BIRYANI, { paused_until: null }),
      stores.upload(undefined, BIRYANI, 'logo', png),
      stores.upload(undefined, BIRYANI, 'banner', png),
      stores.get('not-a-live-token', BIRYANI),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('unauthorized');
    }
  });
});

describe('GET /api/v1/merchant/stores', () => {
  it('lists the owner’s two stores by name with role, open-now, pause and logo', async () => {
    expect(await stores.stores(setup.team.owner.token)).toEqual([
      {
        query_id: STORES.tikka.queryId,
        name: 'Clifton Tikka Corner',
        role: 'owner',
        is_open: true,
        paused_until: null,
        logo_url: '/media/art/store/food/clifton-tikka-corner.svg',
        is_published: true,
      },
      {
        query_id: BIRYANI,
        name: 'Karachi Biryani House',
        role: 'owner',
        is_open: true,
        paused_until: null,
        logo_url: '/media/uploads/biryani.png',
        is_published: true,
      },
    ]);
  });

  it('gives each member their own role', async () => {
    const roleOf = async (token: string) => (await stores.stores(token)).map((s) => s.role);
    expect(await roleOf(setup.team.manager.token)).toEqual(['manager']);
    expect(await roleOf(setup.team.staff.token)).toEqual(['staff']);
  });

  it('answers an empty list to a shopper and a guest', async () => {
    const guest = await insertShopper(setup.db(), { isGuest: true });
    expect(await stores.stores(setup.team.shopper.token)).toEqual([]);
    expect(await stores.stores(guest.token)).toEqual([]);
  });
});

describe('GET /api/v1/merchant/stores/{storeId}', () => {
  it('answers the store as its back office edits it', async () => {
    const response = await stores.get(setup.team.staff.token, BIRYANI);
    expect(response.statusCode, response.body).toBe(200);
    const { store } = response.json<{ store: MerchantStore }>();
    expect(store).toMatchObject({
      query_id: BIRYANI,
      name: 'Karachi Biryani House',
      role: 'staff',
      is_open: true,
      paused_until: null,
      logo_url: '/media/uploads/biryani.png',
      banner_url: '/media/art/banner/food/karachi-biryani-house.svg',
      address: { lat: STORES.biryani.lat, long: STORES.biryani.long },
      holidays: [],
      override_delivery_fee: false,
      delivery_fee: 0,
      minimum_order: 0,
      service_area_radius: 8,
      preparation_minutes: 15,
      delivery_minutes: 95,
    });
    expect(store.working_hours).toHaveLength(7);
    expect(store.working_hours[0]).toEqual({
      day_of_week: 0,
      start_time: '09:00',
      end_time: '01:00',
    });
  });

  it('answers 404 to a shopper and to the owner of another store, as for no store at all', async () => {
    for (const token of [setup.team.shopper.token, setup.team.otherOwner.token]) {
      const response = await stores.get(token, BIRYANI);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual(NOT_FOUND);
    }
    const missing = await stores.get(setup.team.owner.token, 'store-nope');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toEqual(NOT_FOUND);
  });

  it('answers 404 on PATCH and on the picture uploads too, before reading the body', async () => {
    const token = setup.team.otherOwner.token;
    const text = new TextEncoder().encode('not even an image');
    const answers = await Promise.all([
      stores.patch(token, BIRYANI, { paused_until: null }),
      stores.patch(token, BIRYANI, { minimum_order: 100 }),
      stores.upload(token, BIRYANI, 'logo', text),
      stores.upload(token, BIRYANI, 'banner', text),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual(NOT_FOUND);
    }
  });
});
