import type { MapBox } from './geocoder.js';

/** About 165 km north to south: a city with its suburbs, never a whole province. */
export const MAX_MAP_VIEW_DEGREES = 1.5;

/** Whether a view is small enough to list its places. */
export function isListableMapView(box: MapBox): boolean {
  return (
    box.north - box.south <= MAX_MAP_VIEW_DEGREES && box.east - box.west <= MAX_MAP_VIEW_DEGREES
  );
}

export function isInMapBox(point: { lat: number; long: number }, box: MapBox): boolean {
  return (
    point.lat >= box.south &&
    point.lat <= box.north &&
    point.long >= box.west &&
    point.long <= box.east
  );
}
