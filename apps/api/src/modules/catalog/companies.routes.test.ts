import { haversineKm, roundKm, type CompaniesResponse, type Company } from '@sauda/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { listCompanies } from './companies.service.js';
import { insertCatalogFixture, STORES } from './testing/catalog-fixture.js';

let testApp: TestApp;

/** Karachi wall-clock time (UTC+5). 2026-01-05 is a Monday, 2026-01-09 a Friday. */
const karachi = (isoLocal: string) => new Date(`${isoLocal}+05:00`);
const CLIFTON = { lat: STORES.tikka.lat, long: STORES.tikka.long };

beforeAll(async () => {
  testApp = await buildTestApp();
  await insertCatalogFixture(testApp.database.db);
});

afterAll(() => testApp.close());

afterEach(() => {
  vi.useRealTimers();
});

async function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
}

async function listAt(now: Date, location: { lat: number; long: number } | null = null) {
  const query = { industry_id: 1, page: 1, page_size: 25, sort: 'default' as const };
  return listCompanies(testApp.database.db, query, location, now);
}

const names = (body: CompaniesResponse) => body.companies.map((company) => company.name);

describe('GET /api/v1/companies', () => {
  it('answers an industry’s active stores with the contract’s fields', async () => {
    const response = await get('/companies?industry_id=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json<CompaniesResponse>();
    expect(body.pagination).toEqual({ page: 1, per_page: 25, total_items: 3, total_pages: 1 });
    expect(names(body).sort()).toEqual(
      [STORES.karahi.name, STORES.tikka.name, STORES.biryani.name].sort(),
    );
    const biryani = body.companies.find((c) => c.query_id === STORES.biryani.queryId);
    expect(biryani).toMatchObject({
      industry_id: 1,
      picture: { medium: '/media/uploads/biryani.png' },
      banner_url: '/media/art/banner/food/karachi-biryani-house.svg',
      delivery_time: { day: 0, hour: 1, minute: 35 },
      preparation_time: { day: 0, hour: 0, minute: 15 },
      override_delivery_fee: false,
      delivery_fee_value: 150,
      minimum_order: 0,
      address: { lat: STORES.biryani.lat, long: STORES.biryani.long },
      service_area_radius: 8,
      distance: null,
      delivers_to_location: null,
    });
    expect(biryani?.working_days).toHaveLength(7);
    expect(biryani?.time_slots[0]).toEqual({ start_time: '09:00', end_time: '01:00' });
  });

  it('uses the store’s own delivery fee when it overrides the global one', async () => {
    const food = (await get('/companies?industry_id=1')).json<CompaniesResponse>();
    expect(food.companies.find((c) => c.query_id === STORES.tikka.queryId)).toMatchObject({
      override_delivery_fee: true,
      delivery_fee_value: 0,
    });
    const grocery = (await get('/companies?industry_id=2')).json<CompaniesResponse>();
    expect(grocery.companies[0]).toMatchObject({
      override_delivery_fee: true,
      delivery_fee_value: 99,
      minimum_order: 500,
    });
  });

  it('lists a day with two slots twice, parallel to its time slots', async () => {
    const [grocer] = (await get('/companies?industry_id=2')).json<CompaniesResponse>().companies;
    const fridays = grocer?.working_days.flatMap((day, index) =>
      day === 'Friday' ? [grocer.time_slots[index]] : [],
    );
    expect(fridays).toEqual([
      { start_time: '10:00', end_time: '12:30' },
      { start_time: '14:30', end_time: '20:00' },
    ]);
    expect(grocer?.working_days).not.toContain('Sunday');
    expect(grocer?.working_days).toHaveLength(grocer?.time_slots.length ?? -1);
  });

  it('pages with page and page_size; a page past the end is empty', async () => {
    const first = (await get('/companies?industry_id=1&page_size=2')).json<CompaniesResponse>();
    const second = (
      await get('/companies?industry_id=1&page_size=2&page=2')
    ).json<CompaniesResponse>();
    expect(first.companies).toHaveLength(2);
    expect(second.companies).toHaveLength(1);
    expect(new Set([...names(first), ...names(second)]).size).toBe(3);
    const past = await get('/companies?industry_id=1&page_size=2&page=5');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual({
      companies: [],
      pagination: { page: 5, per_page: 2, total_items: 3, total_pages: 2 },
    });
  });

  it('answers an unknown or hidden industry with an empty list', async () => {
    for (const industry of [99, 3]) {
      const response = await get(`/companies?industry_id=${industry}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        companies: [],
        pagination: { page: 1, per_page: 25, total_items: 0, total_pages: 0 },
      });
    }
  });

  it.each([
    ['page=0', 'page', 'page must be a whole number of at least 1.'],
    ['page=abc', 'page', 'page must be a whole number of at least 1.'],
    ['page=1.5', 'page', 'page must be a whole number of at least 1.'],
    ['page_size=101', 'page_size', 'page_size must be a whole number from 1 to 100.'],
    ['page_size=0', 'page_size', 'page_size must be a whole number from 1 to 100.'],
    ['lat=95&long=67', 'lat', 'lat must be a number from -90 to 90.'],
    ['sort=nearest', 'sort', undefined],
  ])('answers %s with a clear 400', async (query, field, message) => {
    const response = await get(`/companies?industry_id=1&${query}`);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { code: string; message: string; fields: object } }>();
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields)).toEqual([field]);
    if (message) expect(error.message).toBe(message);
  });

  it('requires industry_id, and lat and long together', async () => {
    const missing = await get('/companies');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: { message: string } }>().error.message).toBe(
      'industry_id must be a whole number of at least 1.',
    );
    const half = await get('/companies?industry_id=1&lat=24.8');
    expect(half.statusCode).toBe(400);
    expect(half.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Send lat and long together.',
        message_key: 'server.latLongTogether',
        fields: { long: 'Send lat and long together.' },
        field_keys: { long: { key: 'server.latLongTogether' } },
      },
    });
  });

  it('measures the distance and the delivery area from the lat/long query', async () => {
    const body = (
      await get(`/companies?industry_id=1&lat=${CLIFTON.lat}&long=${CLIFTON.long}`)
    ).json<CompaniesResponse>();
    const byId = (queryId: string) => body.companies.find((c) => c.query_id === queryId);
    const biryaniKm = haversineKm(CLIFTON, STORES.biryani);
    expect(biryaniKm).toBeGreaterThan(4);
    expect(biryaniKm).toBeLessThan(STORES.biryani.radius);
    expect(byId(STORES.biryani.queryId)).toMatchObject({
      distance: roundKm(biryaniKm),
      delivers_to_location: true,
    });
    expect(byId(STORES.tikka.queryId)).toMatchObject({ distance: 0, delivers_to_location: true });
    expect(byId(STORES.karahi.queryId)?.delivers_to_location).toBe(false);
    expect(byId(STORES.karahi.queryId)?.distance).toBeGreaterThan(1000);
  });

  it('reads the location from the latitude/longitude headers (either spelling); the query wins', async () => {
    const url = '/companies?industry_id=1';
    const farAway = { lat: STORES.karahi.lat, long: STORES.karahi.long };
    const distances = (response: Awaited<ReturnType<typeof get>>) =>
      Object.fromEntries(
        response.json<CompaniesResponse>().companies.map((c) => [c.query_id, c.distance]),
      );
    const fromHeaders = distances(
      await get(url, { latitude: String(CLIFTON.lat), longitude: String(CLIFTON.long) }),
    );
    const fromShortHeaders = distances(
      await get(url, { lat: String(CLIFTON.lat), long: String(CLIFTON.long) }),
    );
    const fromQuery = distances(await get(`${url}&lat=${CLIFTON.lat}&long=${CLIFTON.long}`));
    expect(fromHeaders).toEqual(fromQuery);
    expect(fromShortHeaders).toEqual(fromQuery);
    const queryWins = distances(
      await get(`${url}&lat=${CLIFTON.lat}&long=${CLIFTON.long}`, {
        latitude: String(farAway.lat),
        longitude: String(farAway.long),
      }),
    );
    expect(queryWins).toEqual(fromQuery);
    const unusable = distances(await get(url, { latitude: 'north', longitude: '67' }));
    expect(Object.values(unusable).every((distance) => distance === null)).toBe(true);
  });
});

describe('listCompanies at fixed clocks', () => {
  it('computes is_open from the working hours in Karachi time', async () => {
    const openAt = async (now: Date) =>
      Object.fromEntries((await listAt(now)).companies.map((c: Company) => [c.name, c.is_open]));
    expect(await openAt(karachi('2026-01-05T12:00'))).toEqual({
      [STORES.biryani.name]: true,
      [STORES.tikka.name]: true,
      [STORES.karahi.name]: true,
    });
    // Monday 23:30: the karahi shop closed at 22:00, the biryani house runs to 01:00.
    expect(await openAt(karachi('2026-01-05T23:30'))).toEqual({
      [STORES.biryani.name]: true,
      [STORES.tikka.name]: true,
      [STORES.karahi.name]: false,
    });
    // Tuesday 00:30 is still Monday's 09:00–01:00 slot; 01:30 is not.
    expect((await openAt(karachi('2026-01-06T00:30')))[STORES.biryani.name]).toBe(true);
    expect((await openAt(karachi('2026-01-06T01:30')))[STORES.biryani.name]).toBe(false);
  });

  it('closes for the Friday prayer break and all Sunday where the hours say so', async () => {
    const grocerOpen = async (now: Date) => {
      const query = { industry_id: 2, page: 1, page_size: 25, sort: 'default' as const };
      return (await listCompanies(testApp.database.db, query, null, now)).companies[0]?.is_open;
    };
    expect(await grocerOpen(karachi('2026-01-09T12:00'))).toBe(true);
    expect(await grocerOpen(karachi('2026-01-09T13:30'))).toBe(false);
    expect(await grocerOpen(karachi('2026-01-09T14:30'))).toBe(true);
    expect(await grocerOpen(karachi('2026-01-11T12:00'))).toBe(false);
  });

  it('without a location puts open stores first, then orders by name', async () => {
    expect(names(await listAt(karachi('2026-01-05T12:00')))).toEqual([
      STORES.karahi.name,
      STORES.tikka.name,
      STORES.biryani.name,
    ]);
    expect(names(await listAt(karachi('2026-01-05T23:30')))).toEqual([
      STORES.tikka.name,
      STORES.biryani.name,
      STORES.karahi.name,
    ]);
  });

  it('with a location puts stores that deliver there first, open before closed, then nearest first', async () => {
    expect(names(await listAt(karachi('2026-01-05T12:00'), CLIFTON))).toEqual([
      STORES.tikka.name,
      STORES.biryani.name,
      STORES.karahi.name,
    ]);
    // 01:30: the biryani house has closed but still delivers to Clifton, so it stays ahead of
    // the karahi shop, which does not reach Clifton at all.
    expect(names(await listAt(karachi('2026-01-06T01:30'), CLIFTON))).toEqual([
      STORES.tikka.name,
      STORES.biryani.name,
      STORES.karahi.name,
    ]);
    const nearLahore = { lat: STORES.karahi.lat + 0.01, long: STORES.karahi.long };
    // At noon in Lahore only the karahi shop delivers: it comes first although its name is last.
    expect(names(await listAt(karachi('2026-01-05T12:00'), nearLahore))[0]).toBe(
      STORES.karahi.name,
    );
    // West of Clifton at 01:30 the open tikka corner is nearer but out of range; the closed
    // biryani house delivers there, so it comes first.
    const outsideTikkaRange = { lat: 24.81, long: 66.975 };
    expect(names(await listAt(karachi('2026-01-06T01:30'), outsideTikkaRange))).toEqual([
      STORES.biryani.name,
      STORES.tikka.name,
      STORES.karahi.name,
    ]);
    // At 23:30 it is closed, but it is the only one that delivers there: still first.
    expect(names(await listAt(karachi('2026-01-05T23:30'), nearLahore))).toEqual([
      STORES.karahi.name,
      STORES.biryani.name,
      STORES.tikka.name,
    ]);
  });

  it('answers the clock of the request on the HTTP route', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(karachi('2026-01-05T23:30'));
    const body = (await get('/companies?industry_id=1')).json<CompaniesResponse>();
    expect(body.companies.map((c) => [c.name, c.is_open])).toEqual([
      [STORES.tikka.name, true],
      [STORES.biryani.name, true],
      [STORES.karahi.name, false],
    ]);
  });
});

describe('GET /api/v1/companies/{queryId}', () => {
  it('answers one store, with distance from the headers', async () => {
    const response = await get(`/companies/${STORES.biryani.queryId}`, {
      latitude: String(CLIFTON.lat),
      longitude: String(CLIFTON.long),
    });
    expect(response.statusCode).toBe(200);
    const { company } = response.json<{ company: Company }>();
    expect(company.name).toBe(STORES.biryani.name);
    expect(company.distance).toBe(roundKm(haversineKm(CLIFTON, STORES.biryani)));
    expect(company.delivers_to_location).toBe(true);
  });

  it('answers 404 company_not_found for an unknown, hidden or retired store', async () => {
    for (const queryId of ['nope', STORES.hidden.queryId, STORES.retired.queryId]) {
      const response = await get(`/companies/${queryId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('company_not_found');
    }
  });
});
