import type { Address, AddressResponse, Place, ReverseGeocode } from '@sauda/domain';
import { makeUser } from '../../auth/testing/user-fixture';

/** Test data of the address editor. */
export function savedAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 7,
    query_id: 'adr_7',
    name: 'Home',
    building: 'Sea View Apartments',
    street: 'Khayaban-e-Saadi',
    floor: '4',
    room: 'Flat 4B',
    landmark: 'Near Zamzama Park',
    lat: 24.8138,
    long: 67.0299,
    district: 'Clifton Block 5',
    type: 'home',
    description: 'Flat 4B, Clifton Block 5',
    ...overrides,
  };
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
