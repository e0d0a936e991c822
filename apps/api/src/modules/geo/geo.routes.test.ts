import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  geoPlacesResponseSchema,
  geoReverseResponseSchema,
  geoSearchResponseSchema,
} from '@sauda/domain';
import { createGazetteerGeocoder } from './gazetteer/gazetteer-geocoder.js';
import { geocoderFailed } from './geo-errors.js';
import type { Geocoder } from './geocoder.js';
import { buildGeoTestApp } from './testing/geo-test-app.js';
import { FIXTURE_GAZETTEER } from './testing/fixture-gazetteer.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildGeoTestApp(createGazetteerGeocoder(FIXTURE_GAZETTEER));
});

afterAll(() => app.close());

function get(url: string) {
  return app.inject({ method: 'GET', url: `/api/v1${url}` });
}

describe('GET /api/v1/geo/search', () => {
  it('answers places around the spec centre, cacheable for 5 minutes', async () => {
    const response = await get('/geo/search?query=clif%20blo%205');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { places } = geoSearchResponseSchema.parse(response.json());
    expect(places[0]).toMatchObject({
      id: 'khi-clifton-block-5',
      formatted_address: 'Clifton Block 5, Karachi',
    });
    // Clifton Block 5 is about 5 km south of 24.86, 67.01.
    expect(places[0]?.distance).toBeGreaterThan(4.5);
    expect(places[0]?.distance).toBeLessThan(5.5);
  });

  it('searches around lat/long when both are given', async () => {
    const response = await get('/geo/search?query=liberty&lat=31.51&long=74.344');
    const { places } = geoSearchResponseSchema.parse(response.json());
    expect(places.map((place) => place.id)).toEqual(['lhr-liberty-market', 'khi-liberty-chowk']);
    expect(places[0]?.distance).toBeLessThan(0.1);
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await get('/geo/search?query=xyzzy');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ places: [] });
  });

  it('refuses an empty, blank, missing or too long query with the field named', async () => {
    for (const url of ['/geo/search?query=', '/geo/search?query=%20%20', '/geo/search']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'validation_failed',
          message: 'query is required.',
          fields: { query: 'query is required.' },
        },
      });
    }
    const tooLong = await get(`/geo/search?query=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      error: { fields: { query: 'query must be at most 100 characters.' } },
    });
  });

  it('refuses a lat without long, and numbers out of range', async () => {
    const lonely = await get('/geo/search?query=clifton&lat=24.86');
    expect(lonely.statusCode).toBe(400);
    expect(lonely.json()).toMatchObject({
      error: { fields: { long: 'lat and long come together.' } },
    });
    const far = await get('/geo/search?query=clifton&lat=124.86&long=67');
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({
      error: { fields: { lat: 'lat must be a number from -90 to 90.' } },
    });
  });
});

describe('GET /api/v1/geo/reverse', () => {
  it('answers the address of a pin, cacheable for 5 minutes', async () => {
    const response = await get('/geo/reverse?lat=24.7935&long=67.0652');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(geoReverseResponseSchema.parse(response.json())).toEqual({
      location: {
        street: 'Khayaban-e-Ittehad',
        area: 'DHA Phase 6',
        route: 'Khayaban-e-Ittehad',
        city: 'Karachi',
        formatted_address: 'Khayaban-e-Ittehad, DHA Phase 6, Karachi',
        lat: 24.7935,
        long: 67.0652,
      },
    });
  });

  it('answers 200 with blanks far from every place', async () => {
    const response = await get('/geo/reverse?lat=10&long=10');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      location: {
        street: '',
        area: '',
        route: '',
        city: '',
        formatted_address: '',
        lat: 10,
        long: 10,
      },
    });
  });

  it('refuses bad numbers with the field named', async () => {
    const words = await get('/geo/reverse?lat=north&long=67');
    expect(words.statusCode).toBe(400);
    expect(words.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: { lat: 'lat must be a number from -90 to 90.' },
      },
    });
    const missing = await get('/geo/reverse?lat=24.8');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { fields: { long: 'long must be a number from -180 to 180.' } },
    });
  });
});

describe('GET /api/v1/geo/places', () => {
  it('answers the places of a map view, areas first, cacheable for 5 minutes', async () => {
    const response = await get('/geo/places?south=24.79&west=67.02&north=24.83&east=67.07');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { places } = geoPlacesResponseSchema.parse(response.json());
    expect(places).toHaveLength(6);
    expect(places.slice(0, 4).every((place) => place.kind === 'area')).toBe(true);
    expect(places.every((place) => place.distance === null)).toBe(true);
  });

  it('refuses a view larger than 1.5° with map_view_too_large', async () => {
    const response = await get('/geo/places?south=24&west=66&north=26&east=67');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'map_view_too_large',
        message:
          'This map view is too large to list its places (at most 1.5° either way). Zoom in and try again.',
        message_key: 'server.mapViewTooLarge',
        params: { degrees: 1.5 },
      },
    });
  });

  it('refuses a view upside down or with a side missing', async () => {
    const upsideDown = await get('/geo/places?south=24.9&west=67&north=24.8&east=67.1');
    expect(upsideDown.statusCode).toBe(400);
    expect(upsideDown.json()).toMatchObject({
      error: { fields: { north: 'north must be ≥ south.' } },
    });
    const missing = await get('/geo/places?south=24.8&west=67&north=24.9');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { fields: { east: expect.any(String) as string } },
    });
  });
});

describe('GET /api/v1/geo/map', () => {
  it("answers the tile URL with OpenStreetMap's credit, the centre and zoom 15", async () => {
    const response = await get('/geo/map');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      map: {
        tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
        center: { lat: 24.85, long: 67.01 },
        zoom: 15,
      },
    });
  });

  it('answers the configured MAP_TILE_URL, without a credit for other providers', async () => {
    const custom = await buildGeoTestApp(createGazetteerGeocoder(FIXTURE_GAZETTEER), {
      MAP_TILE_URL: 'https://tiles.example.pk/{z}/{x}/{y}.png',
    });
    try {
      const response = await custom.inject({ method: 'GET', url: '/api/v1/geo/map' });
      expect(response.json()).toMatchObject({
        map: { tile_url: 'https://tiles.example.pk/{z}/{x}/{y}.png', attribution: '' },
      });
    } finally {
      await custom.close();
    }
  });
});

describe('with a live geocoder', () => {
  const failing: Geocoder = {
    stable: false,
    search: () => Promise.reject(geocoderFailed()),
    reverse: () => Promise.reject(geocoderFailed()),
    placesIn: () => Promise.resolve([]),
  };
  const answering: Geocoder = {
    ...failing,
    reverse: (point) =>
      Promise.resolve({
        street: '',
        area: 'Saddar',
        route: '',
        city: 'Karachi',
        formatted_address: 'Saddar, Karachi',
        ...point,
      }),
  };

  it('answers 502 geocoder_failed when it fails', async () => {
    const live = await buildGeoTestApp(failing);
    try {
      const response = await live.inject({
        method: 'GET',
        url: '/api/v1/geo/search?query=clifton',
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error: {
          code: 'geocoder_failed',
          message: 'The map search is not available right now. Please try again.',
          message_key: 'server.mapSearchUnavailable',
        },
      });
    } finally {
      await live.close();
    }
  });

  it('does not let its answers be cached', async () => {
    const live = await buildGeoTestApp(answering);
    try {
      const response = await live.inject({
        method: 'GET',
        url: '/api/v1/geo/reverse?lat=24.85&long=67.02',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ location: { area: 'Saddar', lat: 24.85 } });
      expect(response.headers['cache-control']).toBeUndefined();
    } finally {
      await live.close();
    }
  });
});
