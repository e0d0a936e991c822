import type { Address } from '@sauda/domain';

/** A saved address as the API answers it; tests override what they look at. */
export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    query_id: 'adr_1',
    name: 'Home',
    building: 'Sea View Apartments',
    street: 'Khayaban-e-Saadi',
    floor: '4',
    room: 'Flat 4B',
    landmark: '',
    lat: 24.8138,
    long: 67.0299,
    district: 'Clifton Block 5',
    type: 'home',
    description: 'Flat 4B, Clifton Block 5',
    ...overrides,
  };
}

export const HOME = makeAddress();
export const WORK = makeAddress({
  id: 2,
  query_id: 'adr_2',
  name: 'Work',
  type: 'work',
  street: 'I. I. Chundrigar Road',
  room: 'Office 12',
  district: 'Saddar',
  description: 'Office 12, Saddar',
  lat: 24.8486,
  long: 67.0104,
});
export const AMMI = makeAddress({
  id: 3,
  query_id: 'adr_3',
  name: "Ammi's house",
  type: 'others',
  street: 'Main Tariq Road',
  room: 'House 21',
  district: 'PECHS Block 2',
  description: 'House 21, PECHS Block 2',
  lat: 24.8728,
  long: 67.0611,
});
