import { describe, expect, it } from 'vitest';
import { geocoderFailed, mapViewTooLarge } from './geo-errors.js';
import { isInMapBox, isListableMapView, MAX_MAP_VIEW_DEGREES } from './map-view.js';

describe('isListableMapView', () => {
  it(`takes views up to ${MAX_MAP_VIEW_DEGREES}° either way`, () => {
    expect(isListableMapView({ south: 24, west: 66.5, north: 25.5, east: 68 })).toBe(true);
    expect(isListableMapView({ south: 24, west: 66.5, north: 25.6, east: 67 })).toBe(false);
    expect(isListableMapView({ south: 24, west: 66.5, north: 24.5, east: 68.1 })).toBe(false);
  });
});

describe('isInMapBox', () => {
  it('counts the edges as inside', () => {
    const box = { south: 24, west: 67, north: 25, east: 68 };
    expect(isInMapBox({ lat: 24, long: 68 }, box)).toBe(true);
    expect(isInMapBox({ lat: 25.01, long: 67.5 }, box)).toBe(false);
    expect(isInMapBox({ lat: 24.5, long: 66.99 }, box)).toBe(false);
  });
});

describe('geo errors', () => {
  it('says a view is too large with a 400 and how to fix it', () => {
    expect(mapViewTooLarge()).toMatchObject({ code: 'map_view_too_large', status: 400 });
    expect(mapViewTooLarge().message).toBe(
      `This map view is too large to list its places (at most ${MAX_MAP_VIEW_DEGREES}° either way). Zoom in and try again.`,
    );
    expect(geocoderFailed()).toMatchObject({
      code: 'geocoder_failed',
      status: 502,
      message: 'The map search is not available right now. Please try again.',
    });
  });
});
