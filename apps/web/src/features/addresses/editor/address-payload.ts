import type { Address, AddressDetails, LatLong } from '@sauda/domain';
import type { SaveAddressRequest } from '../api/save-address';

/**
 * The create or update call for the details and the pin. While editing the title is locked
 * (SPEC §4): the saved name goes back unchanged whatever the form holds.
 */
export function buildSaveRequest(
  address: Address | null,
  details: AddressDetails,
  pin: LatLong,
): SaveAddressRequest {
  const fields = {
    name: details.name,
    room: details.room,
    street: details.street,
    district: details.district,
    building: details.building,
    floor: details.floor,
    landmark: details.landmark,
    lat: pin.lat,
    long: pin.long,
  };
  if (!address) return { kind: 'create', body: { address: fields } };
  return {
    kind: 'update',
    body: { query_id: address.query_id, address: { ...fields, name: address.name } },
  };
}
