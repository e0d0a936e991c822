import type { MerchantStore } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../invoices/testing/checkout-client.js';
import {
  afterNow,
  BIRYANI,
  BIRYANI_AS_SEEDED,
  DAY,
  daily,
  MINUTE,
  resetBiryaniAfterEach,
} from './testing/biryani-settings.js';
import { useMerchantStoresTestApp } from './testing/use-merchant-stores-test-app.js';

const setup = useMerchantStoresTestApp();
const { stores } = setup;
resetBiryaniAfterEach(setup);

describe('PATCH /api/v1/merchant/stores/{storeId}: the rules', () => {
  it.each([
    [
      'a pause that ended already',
      { paused_until: afterNow(-MINUTE) },
      'paused_until',
      'Choose a time in the future to pause until.',
    ],
    [
      'a pause that ends now',
      { paused_until: afterNow(0) },
      'paused_until',
      'Choose a time in the future to pause until.',
    ],
    [
      'a pause of 31 days',
      { paused_until: afterNow(31 * DAY) },
      'paused_until',
      'A pause can last at most 30 days.',
    ],
    ['a pause that is no time', { paused_until: 'tomorrow' }, 'paused_until', undefined],
    [
      'a time of 24:00',
      { working_hours: [{ day_of_week: 1, start_time: '24:00', end_time: '02:00' }] },
      'working_hours.0.start_time',
      'Enter a time as HH:MM.',
    ],
    [
      'a time of 9:00',
      { working_hours: [{ day_of_week: 1, start_time: '10:00', end_time: '9:00' }] },
      'working_hours.0.end_time',
      'Enter a time as HH:MM.',
    ],
    [
      'day 7',
      { working_hours: [{ day_of_week: 7, start_time: '10:00', end_time: '12:00' }] },
      'working_hours.0.day_of_week',
      undefined,
    ],
    [
      '29 slots',
      {
        working_hours: [
          ...daily('09:00', '12:00'),
          ...daily('13:00', '15:00'),
          ...daily('16:00', '18:00'),
          ...daily('19:00', '23:00'),
          { day_of_week: 1, start_time: '23:30', end_time: '23:45' },
        ],
      },
      'working_hours',
      'A store can have at most 28 time slots.',
    ],
    [
      'a date of 31-12-2026',
      { holidays: [{ date: '31-12-2026', note: null }] },
      'holidays.0.date',
      'Enter a date as YYYY-MM-DD.',
    ],
    [
      'a 13th month',
      { holidays: [{ date: '2026-13-01', note: null }] },
      'holidays.0.date',
      'Enter a date as YYYY-MM-DD.',
    ],
    [
      '61 holidays',
      {
        holidays: Array.from({ length: 61 }, (_, i) => ({
          date: `2027-01-${String((i % 28) + 1).padStart(2, '0')}`,
          note: null,
        })),
      },
      'holidays',
      'A store can list at most 60 holidays.',
    ],
    [
      'a holiday date twice',
      {
        holidays: [
          { date: '2026-12-25', note: null },
          { date: '2026-12-31', note: null },
          { date: '2026-12-25', note: 'again' },
        ],
      },
      'holidays.2.date',
      'Each holiday date can be listed once.',
    ],
    [
      'a radius of 0.4 km',
      { service_area_radius: 0.4 },
      'service_area_radius',
      'The delivery radius is 0.5 to 50 km.',
    ],
    [
      'a radius of 51 km',
      { service_area_radius: 51 },
      'service_area_radius',
      'The delivery radius is 0.5 to 50 km.',
    ],
    [
      'a negative fee',
      { delivery_fee: -1 },
      'delivery_fee',
      'Enter an amount from Rs 0 to Rs 10,000.',
    ],
    [
      'a fee of Rs 10,001',
      { delivery_fee: 10_001 },
      'delivery_fee',
      'Enter an amount from Rs 0 to Rs 10,000.',
    ],
    [
      'a minimum of Rs 100,001',
      { minimum_order: 100_001 },
      'minimum_order',
      'Enter an amount from Rs 0 to Rs 100,000.',
    ],
    [
      '4 minutes to prepare',
      { preparation_minutes: 4 },
      'preparation_minutes',
      'Preparation time is 5 to 120 minutes.',
    ],
    [
      '121 minutes to prepare',
      { preparation_minutes: 121 },
      'preparation_minutes',
      'Preparation time is 5 to 120 minutes.',
    ],
    [
      '12.5 minutes to prepare',
      { preparation_minutes: 12.5 },
      'preparation_minutes',
      'Preparation time is 5 to 120 minutes.',
    ],
    ['a fee in words', { delivery_fee: 'fifty' }, 'delivery_fee', undefined],
  ])('answers 400 validation_failed for %s', async (_, body, field, message) => {
    const response = await stores.patch(setup.team.owner.token, BIRYANI, body);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    if (message) {
      expect(error.message).toBe(message);
      expect(error.fields?.[field]).toBe(message);
    }
  });

  it('accepts a pause of exactly 30 days, the longest there is', async () => {
    const store = await stores.patched(setup.team.staff.token, BIRYANI, {
      paused_until: afterNow(30 * DAY),
    });
    expect(store.paused_until).toBe(afterNow(30 * DAY));
  });

  it('refuses a whole PATCH when one rule fails: the valid parts are not saved either', async () => {
    const response = await stores.patch(setup.team.owner.token, BIRYANI, {
      minimum_order: 900,
      working_hours: daily('12:00', '14:00'),
      holidays: [
        { date: '2026-12-25', note: null },
        { date: '2026-12-25', note: null },
      ],
      paused_until: afterNow(-DAY),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'validation_failed',
      message: 'Please check the highlighted fields.',
      message_key: 'server.checkFields',
      fields: {
        paused_until: 'Choose a time in the future to pause until.',
        'holidays.1.date': 'Each holiday date can be listed once.',
      },
      field_keys: {
        paused_until: { key: 'merchant.pausedUntilPast' },
        'holidays.1.date': { key: 'merchant.duplicateHoliday' },
      },
    });
    const store = (await stores.get(setup.team.owner.token, BIRYANI)).json<{
      store: MerchantStore;
    }>().store;
    expect(store).toMatchObject(BIRYANI_AS_SEEDED);
  });
});
