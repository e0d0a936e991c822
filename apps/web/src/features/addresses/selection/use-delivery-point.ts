import type { LatLong } from '@sauda/domain';
import { useMemo } from 'react';
import { useSelectedAddress } from './use-selected-address';

/**
 * Where the selected address lies, or null: what store lists ask with. The same object comes
 * back while the coordinates stay the same, so it can sit in query keys and effect lists.
 */
export function useDeliveryPoint(): LatLong | null {
  const address = useSelectedAddress();
  const lat = address?.lat;
  const long = address?.long;
  return useMemo(
    () => (lat === undefined || long === undefined ? null : { lat, long }),
    [lat, long],
  );
}
