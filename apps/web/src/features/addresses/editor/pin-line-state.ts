import { isInPakistan, type LatLong, type ReverseGeocode } from '@sauda/domain';

export type PinLineState =
  | { kind: 'none' }
  | { kind: 'looking' }
  | { kind: 'found'; location: ReverseGeocode }
  | { kind: 'unknown' }
  | { kind: 'outside' };

/** What the line under the map says for the pin and its reverse-geocoding call. */
export function pinLineState(
  pin: LatLong | null,
  location: { data: ReverseGeocode | undefined; isError: boolean },
): PinLineState {
  if (!pin) return { kind: 'none' };
  if (!isInPakistan(pin)) return { kind: 'outside' };
  if (location.data) return { kind: 'found', location: location.data };
  return location.isError ? { kind: 'unknown' } : { kind: 'looking' };
}
