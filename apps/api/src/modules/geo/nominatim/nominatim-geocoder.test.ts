import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { haversineKm, roundKm, SERVER_MESSAGES } from '@sauda/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.js';
import {
  createNominatimGeocoder,
  GEOCODER_USER_AGENT,
  viewboxAround,
} from './nominatim-geocoder.js';

let server: Server;
let baseUrl: string;
let received: IncomingMessage[] = [];
let respond: (response: ServerResponse) => void;

function answerJson(body: unknown, status = 200) {
  return (response: ServerResponse) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  };
}

function lastQuery(): URLSearchParams {
  return new URL(received.at(-1)?.url ?? '/', 'http://stub').searchParams;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request);
    respond(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  received = [];
  respond = answerJson([]);
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const AROUND = { lat: 24.86, long: 67.01 };

const empressMarket = {
  place_id: 1234,
  osm_type: 'way',
  osm_id: 98765,
  lat: '24.8611',
  lon: '67.0298',
  category: 'amenity',
  type: 'marketplace',
  addresstype: 'amenity',
  name: 'Empress Market',
  display_name: 'Empress Market, Saddar Road, Saddar, Karachi, Sindh, Pakistan',
  address: { road: 'Saddar Road', suburb: 'Saddar', city: 'Karachi', country: 'Pakistan' },
};

describe('createNominatimGeocoder: search', () => {
  it('asks Nominatim in Pakistan, preferring 20 km around the point, with key and User-Agent', async () => {
    respond = answerJson([empressMarket]);
    const geocoder = createNominatimGeocoder({ url: `${baseUrl}/`, key: 'k-123' });

    const places = await geocoder.search('empress market', AROUND);

    const request = received.at(-1);
    expect(new URL(request?.url ?? '', 'http://stub').pathname).toBe('/search');
    expect(Object.fromEntries(lastQuery())).toEqual({
      q: 'empress market',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '8',
      countrycodes: 'pk',
      viewbox: viewboxAround(AROUND),
      key: 'k-123',
    });
    expect(lastQuery().has('bounded')).toBe(false);
    expect(request?.headers['user-agent']).toBe(GEOCODER_USER_AGENT);
    expect(places).toEqual([
      {
        id: 'osm-way-98765',
        name: 'Empress Market',
        kind: 'market',
        area: 'Saddar',
        city: 'Karachi',
        formatted_address: 'Empress Market, Saddar Road, Saddar, Karachi, Sindh, Pakistan',
        lat: 24.8611,
        long: 67.0298,
        distance: roundKm(haversineKm(AROUND, { lat: 24.8611, long: 67.0298 })),
      },
    ]);
    // 0.0198° east at latitude 24.86 is about 2.0 km.
    expect(places[0]?.distance).toBeCloseTo(2.0, 1);
  });

  it('sends no key when none is configured', async () => {
    await createNominatimGeocoder({ url: baseUrl }).search('clifton', AROUND);
    expect(lastQuery().has('key')).toBe(false);
  });

  it('maps roads, areas and towns, and drops results without a name', async () => {
    respond = answerJson([
      {
        place_id: 1,
        lat: '24.87',
        lon: '67.09',
        category: 'highway',
        type: 'trunk',
        name: 'Shahrah-e-Faisal',
        display_name: 'Shahrah-e-Faisal, PECHS, Karachi, Pakistan',
        address: { road: 'Shahrah-e-Faisal', neighbourhood: 'PECHS', city: 'Karachi' },
      },
      {
        place_id: 2,
        lat: '24.81',
        lon: '67.03',
        category: 'place',
        type: 'suburb',
        addresstype: 'suburb',
        name: 'Clifton',
        display_name: 'Clifton, Karachi, Pakistan',
        address: { suburb: 'Clifton', town: 'Karachi' },
      },
      {
        place_id: 3,
        lat: '24.9',
        lon: '67.0',
        category: 'highway',
        name: 'Unnamed Road',
        display_name: 'Unnamed Road, Karachi, Pakistan',
      },
    ]);
    const places = await createNominatimGeocoder({ url: baseUrl }).search('x', AROUND);
    expect(
      places.map(({ id, name, kind, area, city }) => ({ id, name, kind, area, city })),
    ).toEqual([
      { id: 'nominatim-1', name: 'Shahrah-e-Faisal', kind: 'road', area: 'PECHS', city: 'Karachi' },
      { id: 'nominatim-2', name: 'Clifton', kind: 'area', area: '', city: 'Karachi' },
    ]);
  });

  it('says where the viewbox is: west, north, east, south', () => {
    const [west, north, east, south] = viewboxAround(AROUND).split(',').map(Number);
    // 20 km is 0.18° of latitude, and 0.198° of longitude at latitude 24.86.
    expect(north! - south!).toBeCloseTo(0.36, 2);
    expect(west).toBeCloseTo(66.812, 3);
    expect(east).toBeCloseTo(67.208, 3);
  });

  it('lists no places for a map view: real tiles come with a real provider', async () => {
    const geocoder = createNominatimGeocoder({ url: baseUrl });
    expect(await geocoder.placesIn({ south: 24.8, west: 67, north: 24.9, east: 67.1 })).toEqual([]);
    expect(geocoder.stable).toBe(false);
    expect(received).toEqual([]);
  });
});

describe('createNominatimGeocoder: reverse', () => {
  it('reads road as route and street, suburb as area, city, and display_name', async () => {
    respond = answerJson({
      ...empressMarket,
      display_name: 'Saddar Road, Saddar, Karachi, Pakistan',
    });
    const location = await createNominatimGeocoder({ url: baseUrl }).reverse({
      lat: 24.861123456,
      long: 67.0298,
    });
    expect(new URL(received.at(-1)?.url ?? '', 'http://stub').pathname).toBe('/reverse');
    expect(Object.fromEntries(lastQuery())).toEqual({
      lat: '24.861123456',
      lon: '67.0298',
      format: 'jsonv2',
      addressdetails: '1',
    });
    expect(location).toEqual({
      street: 'Saddar Road',
      area: 'Saddar',
      route: 'Saddar Road',
      city: 'Karachi',
      formatted_address: 'Saddar Road, Saddar, Karachi, Pakistan',
      lat: 24.861123,
      long: 67.0298,
    });
  });

  it("reads 'Unnamed Road' as no street (SPEC §5), a town as the city", async () => {
    respond = answerJson({
      place_id: 7,
      lat: '24.99',
      lon: '67.0',
      display_name: 'Unnamed Road, Manghopir, Karachi, Pakistan',
      address: { road: 'Unnamed Road', quarter: 'Manghopir', town: 'Karachi' },
    });
    const location = await createNominatimGeocoder({ url: baseUrl }).reverse({
      lat: 24.99,
      long: 67,
    });
    expect(location).toMatchObject({ street: '', route: '', area: 'Manghopir', city: 'Karachi' });
  });

  it('answers blanks where Nominatim finds nothing', async () => {
    respond = answerJson({ error: 'Unable to geocode' });
    expect(await createNominatimGeocoder({ url: baseUrl }).reverse({ lat: 20, long: 64 })).toEqual({
      street: '',
      area: '',
      route: '',
      city: '',
      formatted_address: '',
      lat: 20,
      long: 64,
    });
  });
});

describe('createNominatimGeocoder: failures', () => {
  async function failure(promise: Promise<unknown>): Promise<unknown> {
    return promise.then(
      () => 'answered',
      (error: unknown) => error,
    );
  }

  it('answers geocoder_failed (502) when Nominatim answers 500, and says why to its listener', async () => {
    respond = answerJson({ error: 'boom' }, 500);
    const failures: unknown[] = [];
    const geocoder = createNominatimGeocoder({
      url: baseUrl,
      onFailure: (details) => failures.push(details),
    });
    const error = await failure(geocoder.search('clifton', AROUND));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'geocoder_failed',
      status: 502,
      message: SERVER_MESSAGES.mapSearchUnavailable,
    });
    expect(failures).toMatchObject([{ path: 'search', status: 500 }]);
  });

  it('gives up after its timeout', async () => {
    respond = () => {};
    const geocoder = createNominatimGeocoder({ url: baseUrl, timeoutMs: 100 });
    const started = Date.now();
    expect(await failure(geocoder.reverse(AROUND))).toMatchObject({ code: 'geocoder_failed' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses an answer that is not Nominatim JSON', async () => {
    respond = (response) => response.end('<html>maintenance</html>');
    const geocoder = createNominatimGeocoder({ url: baseUrl });
    expect(await failure(geocoder.search('clifton', AROUND))).toMatchObject({
      code: 'geocoder_failed',
    });
    respond = answerJson({ places: [] });
    expect(await failure(geocoder.search('clifton', AROUND))).toMatchObject({
      code: 'geocoder_failed',
    });
  });

  it('answers geocoder_failed when Nominatim cannot be reached', async () => {
    const geocoder = createNominatimGeocoder({ url: 'http://127.0.0.1:9' });
    expect(await failure(geocoder.search('clifton', AROUND))).toMatchObject({
      code: 'geocoder_failed',
    });
  });
});
