import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { RequestError } from '../../../api/request-error';
import { failureOf, jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { reverseLocation, searchPlace } from '../testing/editor-fixtures';
import { geoKeys } from '../../../shared/map/api/geo-keys';
import { getMapSettings, mapSettingsQueryOptions } from '../../../shared/map/api/geo-map-settings';
import { getPlacesInView } from '../../../shared/map/api/geo-places-in-view';
import { retryGeoQuery } from '../../../shared/map/api/geo-retry';
import { reverseGeocode } from './geo-reverse';
import { searchPlaces } from './geo-search-places';

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('geo calls', () => {
  it('GETs geo/map without the session and gives the settings', async () => {
    const map = {
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      center: { lat: 24.85, long: 67.01 },
      zoom: 15,
    };
    const fetch = stubFetch(() => jsonResponse({ map }));
    await expect(getMapSettings()).resolves.toEqual(map);
    expect(fetch.call(0).url).toBe('/api/v1/geo/map');
    expect(headerOf(fetch.call(0).init, 'Authorization')).toBeNull();
    expect(mapSettingsQueryOptions().staleTime).toBe(Infinity);
  });

  it('GETs geo/search with the text and the point to search around', async () => {
    const places = [searchPlace()];
    const fetch = stubFetch(() => jsonResponse({ places }));
    await expect(searchPlaces('zam zam', { lat: 24.86, long: 67.01 })).resolves.toEqual(places);
    expect(fetch.call(0).url).toBe('/api/v1/geo/search?query=zam+zam&lat=24.86&long=67.01');
  });

  it('GETs geo/reverse for a point, rounded to the cache precision', async () => {
    const location = reverseLocation();
    const fetch = stubFetch(() => jsonResponse({ location }));
    await expect(reverseGeocode({ lat: 24.79351234, long: 67.06521987 })).resolves.toEqual(
      location,
    );
    expect(fetch.call(0).url).toBe('/api/v1/geo/reverse?lat=24.793512&long=67.06522');
  });

  it('GETs geo/places for a box', async () => {
    const places = [searchPlace({ kind: 'area' })];
    const fetch = stubFetch(() => jsonResponse({ places }));
    const box = { south: 24.8, west: 67, north: 24.9, east: 67.1 };
    await expect(getPlacesInView(box)).resolves.toEqual(places);
    expect(fetch.call(0).url).toBe('/api/v1/geo/places?south=24.8&west=67&north=24.9&east=67.1');
  });

  it('rejects an answer that does not match the contract', async () => {
    stubFetch(() => jsonResponse({ places: [{ id: 1 }] }));
    await expect(failureOf(searchPlaces('a', { lat: 1, long: 1 }))).resolves.toBeInstanceOf(
      RequestError,
    );
  });

  it("passes the server's 400 on", async () => {
    stubFetch(() =>
      jsonResponse({ error: { code: 'validation_failed', message: 'query is required.' } }, 400),
    );
    await expect(failureOf(searchPlaces('', { lat: 1, long: 1 }))).resolves.toMatchObject({
      kind: 'http',
      message: 'query is required.',
    });
  });
});

describe('geoKeys', () => {
  it('shares a cache entry for points closer than the precision', () => {
    expect(geoKeys.reverse({ lat: 24.8000001, long: 67.03 })).toEqual(
      geoKeys.reverse({ lat: 24.8000002, long: 67.03 }),
    );
    expect(geoKeys.reverse({ lat: 24.8, long: 67.03 })).not.toEqual(
      geoKeys.reverse({ lat: 24.801, long: 67.03 }),
    );
  });
});

describe('retryGeoQuery', () => {
  const error = (kind: 'cancelled' | 'http' | 'network') =>
    new RequestError({ kind, status: 0, code: kind, message: kind });

  it('asks again when another map superseded the call, twice at most', () => {
    expect(retryGeoQuery(0, error('cancelled'))).toBe(true);
    expect(retryGeoQuery(1, error('cancelled'))).toBe(true);
    expect(retryGeoQuery(2, error('cancelled'))).toBe(false);
  });

  it('keeps the app rule otherwise: network failures retry, answers do not', () => {
    expect(retryGeoQuery(0, error('network'))).toBe(true);
    expect(retryGeoQuery(0, error('http'))).toBe(false);
  });
});
