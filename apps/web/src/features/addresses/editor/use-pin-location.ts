import { useQuery } from '@tanstack/react-query';
import { MAP_DEFAULT_CENTER, type LatLong } from '@sauda/domain';
import { reverseGeocodeQueryOptions } from '../api/geo-reverse';

/** The address at the pin (GET geo/reverse), asked again whenever the pin moves. */
export function usePinLocation(pin: LatLong | null) {
  return useQuery({
    ...reverseGeocodeQueryOptions(pin ?? MAP_DEFAULT_CENTER),
    enabled: pin !== null,
  });
}
