import { queryOptions } from '@tanstack/react-query';
import { mapSettingsResponseSchema, type MapSettings } from '@sauda/domain';
import { request } from '../../../api/request';
import { geoKeys } from './geo-keys';
import { retryGeoQuery } from './geo-retry';

/** GET geo/map: the tile template, its attribution and the map's starting view. */
export async function getMapSettings(options: { signal?: AbortSignal } = {}): Promise<MapSettings> {
  const body = await request({
    url: 'geo/map',
    auth: false,
    action: 'GEO_MAP',
    schema: mapSettingsResponseSchema,
    signal: options.signal,
  });
  return body.map;
}

export function mapSettingsQueryOptions() {
  return queryOptions({
    queryKey: geoKeys.map(),
    queryFn: ({ signal }) => getMapSettings({ signal }),
    // The server's configuration does not change while the page is open.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: retryGeoQuery,
  });
}
