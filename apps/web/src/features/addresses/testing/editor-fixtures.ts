import type { Address, AddressResponse, Place, ReverseGeocode } from '@sauda/domain';
import { makeUser } from '../../auth/testing/user-fixture';
import { makeAddress } from './address-fixtures';

/** Test data of the address editor: the Clifton flat, saved, with a landmark. */
export function savedAddress(overrides: Partial<Address> = {}): Address {
  return makeAddress({ id: 7, query_id: 'adr_7', landmark: 'Near Zamzama Park', ...overrides });
}

export function reverseLocation(overrides: Partial<ReverseGeocode> = {}): ReverseGeocode {
  return {
    street: 'Khayaban-e-Ittehad',
    area: 'DHA Phase 6',
    route: '',
    city: 'Karachi',
    formatted_address: 'Khayaban-e-Ittehad, DHA Phase 6, Karachi',
    lat: 24.7935,
    long: 67.0652,
    ...overrides,
  };
}

export function searchPlace(overrides: Partial<Place> = {}): Place {
  return {
    id: 'khi-zamzama-park',
    name: 'Zamzama Park',
    kind: 'landmark',
    area: 'Clifton',
    city: 'Karachi',
    formatted_address: 'Zamzama Park, Clifton, Karachi',
    lat: 24.8135,
    long: 67.0355,
    distance: 4.21,
    ...overrides,
  };
}

export function addressResponse(address: Address): AddressResponse {
  return {
    address,
    user: makeUser({
      home_address: address.type === 'home' ? address : null,
      work_address: address.type === 'work' ? address : null,
      other_addresses: address.type === 'others' ? [address] : [],
    }),
  };
}
