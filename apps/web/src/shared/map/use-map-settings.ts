import { useQuery } from '@tanstack/react-query';
import { mapSettingsQueryOptions } from './api/geo-map-settings';

/** The map's tile template, attribution and starting view; asked once per visit. */
export function useMapSettings() {
  return useQuery(mapSettingsQueryOptions());
}
