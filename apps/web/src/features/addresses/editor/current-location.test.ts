import { describe, expect, it } from 'vitest';
import { geolocationOf, locateFailureStatus, pointOfPosition } from './current-location';

describe('current location', () => {
  it('says "denied" for a refused permission and "unavailable" otherwise', () => {
    expect(locateFailureStatus(1)).toBe('denied');
    expect(locateFailureStatus(2)).toBe('unavailable');
    expect(locateFailureStatus(3)).toBe('unavailable');
  });

  it('finds no geolocation without the browser API', () => {
    expect(geolocationOf(undefined)).toBeNull();
    expect(geolocationOf({} as Navigator)).toBeNull();
    const geolocation = { getCurrentPosition: () => undefined } as unknown as Geolocation;
    expect(geolocationOf({ geolocation } as Navigator)).toBe(geolocation);
  });

  it('reads latitude and longitude of a position', () => {
    const position = { coords: { latitude: 24.8, longitude: 67.03 } } as GeolocationPosition;
    expect(pointOfPosition(position)).toEqual({ lat: 24.8, long: 67.03 });
  });
});
