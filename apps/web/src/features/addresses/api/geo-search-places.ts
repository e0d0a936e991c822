import { queryOptions } from '@tanstack/react-query';
import { geoSearchResponseSchema, type LatLong, type Place } from '@sauda/domain';
import { request } from '../../../api/request';
import { geoKeys } from '../../../shared/map/api/geo-keys';

/** GET geo/search: up to 8 places matching the text, nearest to `around` first. */
export async function searchPlaces(
  query: string,
  around: LatLong,
  options: { signal?: AbortSignal } = {},
): Promise<Place[]> {
  const body = await request({
    url: 'geo/search',
    query: { query, lat: around.lat, long: around.long },
    auth: false,
    action: 'GEO_SEARCH',
    schema: geoSearchResponseSchema,
    signal: options.signal,
  });
  return body.places;
}

// Place names do not change while someone types; retyping a word reuses the list.
const SEARCH_STALE_TIME_MS = 5 * 60_000;

export function placeSearchQueryOptions(query: string, around: LatLong) {
  return queryOptions({
    queryKey: geoKeys.search(query, around),
    queryFn: ({ signal }) => searchPlaces(query, around, { signal }),
    staleTime: SEARCH_STALE_TIME_MS,
    // A newer keystroke supersedes this call; there is nothing to retry.
    retry: false,
  });
}
