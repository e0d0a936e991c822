import type { LatLong } from '@sauda/domain';

export type LocateStatus = 'idle' | 'locating' | 'denied' | 'unavailable';

/** The browser's "permission denied" code (GeolocationPositionError.PERMISSION_DENIED). */
const PERMISSION_DENIED = 1;

export function locateFailureStatus(code: number): 'denied' | 'unavailable' {
  return code === PERMISSION_DENIED ? 'denied' : 'unavailable';
}

export function geolocationOf(navigatorLike: Navigator | undefined): Geolocation | null {
  return navigatorLike && 'geolocation' in navigatorLike && navigatorLike.geolocation
    ? navigatorLike.geolocation
    : null;
}

export const LOCATE_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 60_000,
};

export function pointOfPosition(position: GeolocationPosition): LatLong {
  return { lat: position.coords.latitude, long: position.coords.longitude };
}
