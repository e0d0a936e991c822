import type { IncomingHttpHeaders } from 'node:http';
import type { LatLong } from '@sauda/domain';
import { locationIncomplete } from './catalog-errors.js';

export interface LocationQuery {
  lat?: number | undefined;
  long?: number | undefined;
}

function headerNumber(headers: IncomingHttpHeaders, name: string): number | undefined {
  const raw = headers[name];
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

function validPoint(lat: number | undefined, long: number | undefined): LatLong | null {
  if (lat === undefined || long === undefined) return null;
  if (lat < -90 || lat > 90 || long < -180 || long > 180) return null;
  return { lat, long };
}

/**
 * The shopper's location: the lat/long query when given (both or neither), else the
 * `latitude`/`longitude` headers (or their `lat`/`long` spelling) every signed-in call carries
 * (SPEC §7). Unusable headers are ignored: they are ambient, not something the shopper typed.
 */
export function requestLocation(
  query: LocationQuery,
  headers: IncomingHttpHeaders,
): LatLong | null {
  if (query.lat !== undefined || query.long !== undefined) {
    if (query.long === undefined) throw locationIncomplete('long');
    if (query.lat === undefined) throw locationIncomplete('lat');
    return { lat: query.lat, long: query.long };
  }
  return (
    validPoint(headerNumber(headers, 'latitude'), headerNumber(headers, 'longitude')) ??
    validPoint(headerNumber(headers, 'lat'), headerNumber(headers, 'long'))
  );
}
