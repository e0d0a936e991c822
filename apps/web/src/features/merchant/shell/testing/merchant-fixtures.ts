import type { MerchantStore, MerchantStoreSummary } from '@sauda/domain';

/** A store in GET merchant/stores; tests override what they look at. */
export function makeStoreSummary(
  overrides: Partial<MerchantStoreSummary> = {},
): MerchantStoreSummary {
  return {
    query_id: 'st_biryani',
    name: 'Biryani House',
    role: 'owner',
    is_open: true,
    paused_until: null,
    logo_url: '',
    is_published: true,
    ...overrides,
  };
}

/** Open every day 09:00–23:00 (Karachi), no holidays, not paused. */
export function makeMerchantStore(overrides: Partial<MerchantStore> = {}): MerchantStore {
  return {
    ...makeStoreSummary(),
    banner_url: '',
    address: {
      lat: 24.8138,
      long: 67.0299,
      line: 'Khayaban-e-Ittehad',
      area: 'DHA',
      city: 'Karachi',
    },
    working_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      day_of_week: day,
      start_time: '09:00',
      end_time: '23:00',
    })),
    holidays: [],
    override_delivery_fee: false,
    delivery_fee: 0,
    minimum_order: 300,
    service_area_radius: 5,
    preparation_minutes: 20,
    delivery_minutes: 30,
    ...overrides,
  };
}
