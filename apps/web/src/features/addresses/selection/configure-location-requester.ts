import { configureRequester, type GeoPoint } from '../../../api/request-config';
import { authStore } from '../../auth';
import { selectedAddressOf } from './selected-address';

/** The selected address as the requester's location headers carry it. */
export function selectedGeoPoint(): GeoPoint | null {
  const address = selectedAddressOf(authStore.getState());
  return address ? { latitude: address.lat, longitude: address.long } : null;
}

/**
 * Plugs the selected address into the requester at start-up: every signed-in call carries its
 * latitude and longitude (SPEC §7 headers); without an address, none.
 */
export function configureLocationRequester(): void {
  configureRequester({ getLocation: selectedGeoPoint });
}
