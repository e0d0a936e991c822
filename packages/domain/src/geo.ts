/**
 * Distances on the earth's surface (DESIGN §4): the haversine formula with the spec's earth
 * radius of 6371 km. The store list, the store page and the checkout's delivery-range rule
 * (SPEC §5) all measure with these functions.
 */

export interface LatLong {
  readonly lat: number;
  readonly long: number;
}

export const EARTH_RADIUS_KM = 6371;

const DEGREES_TO_RADIANS = Math.PI / 180;

function toRadians(degrees: number): number {
  return degrees * DEGREES_TO_RADIANS;
}

/** Great-circle distance in kilometres between two points given in degrees. */
export function haversineKm(from: LatLong, to: LatLong): number {
  const deltaLat = toRadians(to.lat - from.lat);
  const deltaLong = toRadians(to.long - from.long);
  const a =
    Math.sin(deltaLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(deltaLong / 2) ** 2;
  // Rounding can push `a` a hair above 1 for antipodal points; sqrt(1 - a) would then be NaN.
  const clamped = Math.min(1, Math.max(0, a));
  return 2 * EARTH_RADIUS_KM * Math.atan2(Math.sqrt(clamped), Math.sqrt(1 - clamped));
}

/** Kilometres with 2 decimals, as the API answers a store's `distance`. */
export function roundKm(km: number): number {
  return Math.round(km * 100) / 100;
}

/** A point whose coordinates may be missing (an address without a map pin). */
export interface MaybeLatLong {
  readonly lat?: number | null | undefined;
  readonly long?: number | null | undefined;
}

function hasCoordinates(point: MaybeLatLong): point is LatLong {
  return (
    typeof point.lat === 'number' &&
    Number.isFinite(point.lat) &&
    typeof point.long === 'number' &&
    Number.isFinite(point.long)
  );
}

/**
 * The delivery-range rule (SPEC §5): passes when any coordinate or the radius is missing;
 * otherwise the distance must be within the store's service radius (inclusive).
 */
export function isWithinDeliveryRange(
  store: MaybeLatLong,
  radiusKm: number | null | undefined,
  destination: MaybeLatLong,
): boolean {
  if (!hasCoordinates(store) || !hasCoordinates(destination)) return true;
  if (typeof radiusKm !== 'number' || !Number.isFinite(radiusKm)) return true;
  return haversineKm(store, destination) <= radiusKm;
}
