import {
  PLACE_SEARCH_LIMIT,
  PLACE_SEARCH_RADIUS_KM,
  type LatLong,
  type Place,
} from '@sauda/domain';
import type { z } from 'zod';
import { roundCoordinate } from '../address-line.js';
import { geocoderFailed } from '../geo-errors.js';
import type { Geocoder } from '../geocoder.js';
import {
  blankLocation,
  nominatimReverseSchema,
  nominatimSearchSchema,
  toPlace,
  toReverseGeocode,
} from './nominatim-json.js';

export const GEOCODER_TIMEOUT_MS = 5_000;
export const GEOCODER_USER_AGENT = 'Sauda marketplace (place search for delivery addresses)';
const KM_PER_DEGREE = 111.195;

export interface NominatimOptions {
  /** The service root, e.g. https://nominatim.openstreetmap.org */
  url: string;
  /** Sent as the `key` query parameter when set (hosted Nominatim services ask for one). */
  key?: string | undefined;
  timeoutMs?: number;
  userAgent?: string;
  fetch?: typeof fetch;
  /** Told why a call failed; the client only hears `geocoder_failed`. */
  onFailure?: (details: { path: string; status?: number; error?: unknown }) => void;
}

/** Nominatim's viewbox "west,north,east,south" around a point: a preference, not a limit. */
export function viewboxAround(around: LatLong, radiusKm = PLACE_SEARCH_RADIUS_KM): string {
  const latSpan = radiusKm / KM_PER_DEGREE;
  const longSpan = radiusKm / (KM_PER_DEGREE * Math.cos((around.lat * Math.PI) / 180));
  return [
    around.long - longSpan,
    around.lat + latSpan,
    around.long + longSpan,
    around.lat - latSpan,
  ]
    .map(roundCoordinate)
    .join(',');
}

/** A geocoder speaking the Nominatim JSON API (GEOCODER=http). */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const {
    url,
    key,
    timeoutMs = GEOCODER_TIMEOUT_MS,
    userAgent = GEOCODER_USER_AGENT,
    fetch: get = fetch,
    onFailure,
  } = options;
  const root = url.replace(/\/+$/, '');

  async function call<S extends z.ZodType>(
    path: string,
    params: Record<string, string>,
    schema: S,
  ): Promise<z.output<S>> {
    const query = new URLSearchParams({ ...params, format: 'jsonv2', addressdetails: '1' });
    if (key) query.set('key', key);
    let response: Response;
    try {
      response = await get(`${root}/${path}?${query.toString()}`, {
        headers: { 'user-agent': userAgent, accept: 'application/json', 'accept-language': 'en' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      onFailure?.({ path, error });
      throw geocoderFailed();
    }
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = schema.safeParse(body);
    if (!response.ok || !parsed.success) {
      onFailure?.({ path, status: response.status, error: parsed.error });
      throw geocoderFailed();
    }
    return parsed.data;
  }

  return {
    stable: false,
    async search(text, around) {
      const found = await call(
        'search',
        {
          q: text,
          limit: String(PLACE_SEARCH_LIMIT),
          countrycodes: 'pk',
          viewbox: viewboxAround(around),
        },
        nominatimSearchSchema,
      );
      return found
        .map((place) => toPlace(place, around))
        .filter((place): place is Place => place !== null)
        .slice(0, PLACE_SEARCH_LIMIT);
    },
    async reverse(point) {
      const found = await call(
        'reverse',
        { lat: String(point.lat), lon: String(point.long) },
        nominatimReverseSchema,
      );
      return 'error' in found ? blankLocation(point) : toReverseGeocode(found, point);
    },
    // Real tiles come with a real provider; labelled points are only the gazetteer's stand-in.
    placesIn: () => Promise.resolve([]),
  };
}
