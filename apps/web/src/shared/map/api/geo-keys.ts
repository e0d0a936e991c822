import type { LatLong } from '@sauda/domain';

/** A map view's edges in degrees, as GET geo/places asks for them. */
export interface ViewBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

// Six decimals is about 10 cm: closer points are the same place and share one cache entry.
const COORDINATE_DECIMALS = 6;

export function roundCoordinate(value: number): number {
  return Number(value.toFixed(COORDINATE_DECIMALS));
}

/** Query keys of the maps service, one factory for all geo calls. */
export const geoKeys = {
  all: ['geo'] as const,
  map: () => [...geoKeys.all, 'map'] as const,
  search: (query: string, around: LatLong) =>
    [
      ...geoKeys.all,
      'search',
      query,
      roundCoordinate(around.lat),
      roundCoordinate(around.long),
    ] as const,
  reverse: (point: LatLong) =>
    [...geoKeys.all, 'reverse', roundCoordinate(point.lat), roundCoordinate(point.long)] as const,
  places: (box: ViewBox) =>
    [
      ...geoKeys.all,
      'places',
      roundCoordinate(box.south),
      roundCoordinate(box.west),
      roundCoordinate(box.north),
      roundCoordinate(box.east),
    ] as const,
};
