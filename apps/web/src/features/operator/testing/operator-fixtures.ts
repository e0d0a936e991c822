import type { Application, ApplicationSummary, OperatorStore } from '@sauda/domain';

/** A merchant application as GET admin/applications lists it; tests override what they read. */
export function makeApplicationSummary(
  overrides: Partial<ApplicationSummary> = {},
): ApplicationSummary {
  return {
    id: 'app_41',
    kind: 'merchant',
    status: 'new',
    name: 'Chaska Corner',
    mobile_number: '+923111234567',
    email: 'chaska@example.pk',
    city: 'Karachi',
    created_at: '2026-11-27T09:00:00.000Z',
    reviewed_at: null,
    store: null,
    ...overrides,
  };
}

/** The same application with every field and its store photo. */
export function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    ...makeApplicationSummary(),
    fields: {
      business_name: 'Chaska Corner',
      owner_name: 'Imran Qureshi',
      mobile_number: '+923111234567',
      email: 'chaska@example.pk',
      city: 'Karachi',
      business_category: 'Food',
      address: 'Shop 4, Tariq Road',
      opening_hours: '9 to 11',
    },
    files: [
      {
        index: 0,
        field: 'store_photo',
        name: 'shop-front.jpg',
        type: 'image/jpeg',
        size: 48_000,
        url: '/api/v1/admin/applications/app_41/files/0',
      },
    ],
    reviewed_by: null,
    ...overrides,
  };
}

/** A draft store waiting for its commission and publishing. */
export function makeOperatorStore(overrides: Partial<OperatorStore> = {}): OperatorStore {
  return {
    query_id: 'st_chaska',
    name: 'Chaska Corner',
    industry: 'Food',
    city: 'Karachi',
    is_published: false,
    commission_rate: 10,
    products_count: 0,
    owners: [{ full_name: null, mobile_number: '+923111234567', status: 'invited' }],
    created_at: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

export function pagination(totalItems: number, page = 1) {
  return {
    page,
    per_page: 25,
    total_items: totalItems,
    total_pages: Math.max(1, Math.ceil(totalItems / 25)),
  };
}
