import type { LatLong } from '@sauda/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  geolocationOf,
  LOCATE_OPTIONS,
  locateFailureStatus,
  pointOfPosition,
  type LocateStatus,
} from './current-location';

/** "Use my location": asks the browser once per press; `supported` is false without the API. */
export function useCurrentLocation(onFound: (point: LatLong) => void) {
  const geolocation = geolocationOf(typeof navigator === 'undefined' ? undefined : navigator);
  const [status, setStatus] = useState<LocateStatus>('idle');
  const found = useRef(onFound);
  const mounted = useRef(true);
  useEffect(() => {
    found.current = onFound;
  }, [onFound]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    if (!geolocation) return;
    setStatus('locating');
    geolocation.getCurrentPosition(
      (position) => {
        if (!mounted.current) return;
        setStatus('idle');
        found.current(pointOfPosition(position));
      },
      (error) => {
        if (mounted.current) setStatus(locateFailureStatus(error.code));
      },
      LOCATE_OPTIONS,
    );
  }, [geolocation]);

  return { supported: geolocation !== null, status, locate };
}
