import { queryOptions } from '@tanstack/react-query';
import { geoReverseResponseSchema, type LatLong, type ReverseGeocode } from '@sauda/domain';
import { request } from '../../../api/request';
import { geoKeys, roundCoordinate } from '../../../shared/map/api/geo-keys';
import { retryGeoQuery } from '../../../shared/map/api/geo-retry';

/** GET geo/reverse: the street, area and formatted address at a map pin. */
export async function reverseGeocode(
  point: LatLong,
  options: { signal?: AbortSignal } = {},
): Promise<ReverseGeocode> {
  const body = await request({
    url: 'geo/reverse',
    query: { lat: roundCoordinate(point.lat), long: roundCoordinate(point.long) },
    auth: false,
    action: 'GEO_REVERSE',
    schema: geoReverseResponseSchema,
    signal: options.signal,
  });
  return body.location;
}

export function reverseGeocodeQueryOptions(point: LatLong) {
  return queryOptions({
    queryKey: geoKeys.reverse(point),
    queryFn: ({ signal }) => reverseGeocode(point, { signal }),
    staleTime: Infinity,
    retry: retryGeoQuery,
  });
}
