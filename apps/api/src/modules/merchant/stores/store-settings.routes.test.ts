import type { MerchantStore } from '@sauda/domain';
import { describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../invoices/testing/checkout-client.js';
import {
  afterNow,
  BIRYANI,
  BIRYANI_AS_SEEDED,
  daily,
  karachi,
  MINUTE,
  resetBiryaniAfterEach,
  shopperSees,
} from './testing/biryani-settings.js';
import { useMerchantStoresTestApp } from './testing/use-merchant-stores-test-app.js';

const setup = useMerchantStoresTestApp();
const { stores } = setup;
resetBiryaniAfterEach(setup);
const app = () => setup.checkout.testApp.app;

describe('PATCH /api/v1/merchant/stores/{storeId}: who may change what', () => {
  it('lets staff pause new orders and reopen', async () => {
    const { token } = setup.team.staff;
    const paused = await stores.patched(token, BIRYANI, { paused_until: afterNow(30 * MINUTE) });
    expect(paused).toMatchObject({
      is_open: false,
      paused_until: afterNow(30 * MINUTE),
      role: 'staff',
    });
    expect((await stores.stores(token))[0]).toMatchObject({ is_open: false });

    const reopened = await stores.patched(token, BIRYANI, { paused_until: null });
    expect(reopened).toMatchObject({ is_open: true, paused_until: null });
  });

  it.each([
    ['the minimum order', { minimum_order: 500 }],
    ['the hours', { working_hours: daily('10:00', '22:00') }],
    ['the holidays', { holidays: [{ date: '2026-12-25', note: null }] }],
    ['a pause together with a fee', { paused_until: afterNow(15 * MINUTE), delivery_fee: 50 }],
  ])('answers 403 forbidden_role when staff change %s, and changes nothing', async (_, body) => {
    const response = await stores.patch(setup.team.staff.token, BIRYANI, body);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({
      code: 'forbidden_role',
      message: 'Your role in this store does not allow this.',
      message_key: 'merchant.forbiddenRole',
    });
    const store = await stores.get(setup.team.owner.token, BIRYANI);
    expect(store.json<{ store: MerchantStore }>().store).toMatchObject(BIRYANI_AS_SEEDED);
  });

  it.each([
    ['manager', 'manager'],
    ['owner', 'owner'],
  ] as const)('lets the %s change the store’s settings', async (_, who) => {
    const store = await stores.patched(setup.team[who].token, BIRYANI, {
      override_delivery_fee: true,
      delivery_fee: 99.5,
      minimum_order: 1250.75,
      service_area_radius: 6.5,
      preparation_minutes: 40,
      working_hours: [{ day_of_week: 3, start_time: '11:00', end_time: '23:30' }],
      holidays: [
        { date: '2026-12-25', note: 'Quaid-e-Azam Day' },
        { date: '2026-11-20', note: '  ' },
      ],
    });
    expect(store).toMatchObject({
      role: who,
      override_delivery_fee: true,
      delivery_fee: 99.5,
      minimum_order: 1250.75,
      service_area_radius: 6.5,
      preparation_minutes: 40,
      working_hours: [{ day_of_week: 3, start_time: '11:00', end_time: '23:30' }],
      holidays: [
        { date: '2026-11-20', note: null },
        { date: '2026-12-25', note: 'Quaid-e-Azam Day' },
      ],
    });
    // Fields not sent stay as they were.
    expect(store.delivery_minutes).toBe(95);
  });

  it('ignores fields it does not know', async () => {
    const store = await stores.patched(setup.team.manager.token, BIRYANI, {
      minimum_order: 300,
      name: 'Renamed Biryani',
      is_active: false,
      delivery_minutes: 5,
      role: 'owner',
    });
    expect(store).toMatchObject({
      name: 'Karachi Biryani House',
      minimum_order: 300,
      delivery_minutes: 95,
      role: 'manager',
    });
    expect((await shopperSees(app())).name).toBe('Karachi Biryani House');
  });
});

describe('PATCH /api/v1/merchant/stores/{storeId}: hours and the shoppers', () => {
  it('clears the catalog cache: the shopper sees the change on the very next read', async () => {
    expect((await shopperSees(app())).minimum_order).toBe(0);
    await stores.patched(setup.team.manager.token, BIRYANI, { minimum_order: 450 });
    expect((await shopperSees(app())).minimum_order).toBe(450);
  });

  it('keeps a slot that ends past midnight open into the next day', async () => {
    // Wednesday 18:00 to 02:00.
    const hours = [{ day_of_week: 3, start_time: '18:00', end_time: '02:00' }];
    const store = await stores.patched(setup.team.owner.token, BIRYANI, { working_hours: hours });
    expect(store.working_hours).toEqual(hours);
    expect(store.is_open).toBe(false);
    vi.setSystemTime(karachi('2026-11-19T01:30:00'));
    expect((await shopperSees(app())).is_open).toBe(true);
    expect((await stores.stores(setup.team.owner.token))[1]?.is_open).toBe(true);
    vi.setSystemTime(karachi('2026-11-19T02:00:00'));
    expect((await shopperSees(app())).is_open).toBe(false);
  });

  it('reads a slot that ends when it starts as the full 24 hours', async () => {
    const hours = [{ day_of_week: 4, start_time: '06:00', end_time: '06:00' }];
    await stores.patched(setup.team.owner.token, BIRYANI, { working_hours: hours });
    vi.setSystemTime(karachi('2026-11-20T05:59:00'));
    expect((await shopperSees(app())).is_open).toBe(true);
    vi.setSystemTime(karachi('2026-11-20T06:00:00'));
    expect((await shopperSees(app())).is_open).toBe(false);
  });

  it('closes the store all week with no slots at all', async () => {
    const store = await stores.patched(setup.team.owner.token, BIRYANI, { working_hours: [] });
    expect(store).toMatchObject({ working_hours: [], is_open: false });
    expect((await shopperSees(app())).time_slots).toEqual([]);
  });

  it('keeps the hours and holidays of one of two simultaneous edits, never a mix', async () => {
    const morning = daily('08:00', '12:00');
    const evening = daily('17:00', '23:00');
    const christmas = [{ date: '2026-12-25', note: null }];
    const answers = await Promise.all([
      stores.patch(setup.team.owner.token, BIRYANI, {
        working_hours: morning,
        holidays: christmas,
      }),
      stores.patch(setup.team.manager.token, BIRYANI, {
        working_hours: evening,
        holidays: christmas,
      }),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200]);
    const store = (await stores.get(setup.team.owner.token, BIRYANI)).json<{
      store: MerchantStore;
    }>().store;
    expect([morning, evening]).toContainEqual(store.working_hours);
    expect(store.holidays).toEqual(christmas);
  });
});
