import type { createAddressBodySchema } from '@sauda/domain';
import type { z } from 'zod';

/** An address as the "Confirm Address Details" form and the map send it. */
export type AddressBody = z.input<typeof createAddressBodySchema>['address'];

/** A Clifton flat: valid everywhere; tests change only the fields they are about. */
export function cliftonAddress(overrides: Partial<Record<keyof AddressBody, unknown>> = {}) {
  return {
    name: 'Home',
    building: 'Sea View Apartments',
    street: 'Khayaban-e-Saadi',
    floor: '2',
    room: 'Flat 4B',
    landmark: 'Near Dolmen Mall',
    lat: 24.8138,
    long: 67.03,
    district: 'Clifton Block 5',
    ...overrides,
  };
}

/** What the server adds when it saves the Clifton flat: its slot and its description. */
export const CLIFTON_COMPUTED = { type: 'home', description: 'Flat 4B, Clifton Block 5' } as const;
