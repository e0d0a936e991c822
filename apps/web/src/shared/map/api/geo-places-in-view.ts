import { queryOptions } from '@tanstack/react-query';
import { geoPlacesResponseSchema, type Place } from '@sauda/domain';
import { request } from '../../../api/request';
import { geoKeys, roundCoordinate, type ViewBox } from './geo-keys';
import { retryGeoQuery } from './geo-retry';

/** GET geo/places: the places inside a map view (at most 300), drawn when tiles fail. */
export async function getPlacesInView(
  box: ViewBox,
  options: { signal?: AbortSignal } = {},
): Promise<Place[]> {
  const body = await request({
    url: 'geo/places',
    query: {
      south: roundCoordinate(box.south),
      west: roundCoordinate(box.west),
      north: roundCoordinate(box.north),
      east: roundCoordinate(box.east),
    },
    auth: false,
    action: 'GEO_PLACES',
    schema: geoPlacesResponseSchema,
    signal: options.signal,
  });
  return body.places;
}

export function placesInViewQueryOptions(box: ViewBox) {
  return queryOptions({
    queryKey: geoKeys.places(box),
    queryFn: ({ signal }) => getPlacesInView(box, { signal }),
    staleTime: Infinity,
    retry: retryGeoQuery,
  });
}
