import {
  cleanPlaceName,
  type Address,
  type AddressDetailsInput,
  type ReverseGeocode,
} from '@sauda/domain';

/** The form's values: every field of the details schema as text. */
export type DetailsValues = Required<AddressDetailsInput>;

export const EMPTY_DETAILS: DetailsValues = Object.freeze({
  name: '',
  room: '',
  street: '',
  district: '',
  building: '',
  floor: '',
  landmark: '',
});

/** The form's values with the optional fields that were never filled in as ''. */
export function toDetailsValues(values: AddressDetailsInput): DetailsValues {
  return {
    ...values,
    building: values.building ?? '',
    floor: values.floor ?? '',
    landmark: values.landmark ?? '',
  };
}

/** Editing starts from what the address holds. */
export function detailsFromAddress(address: Address): DetailsValues {
  return {
    name: address.name,
    room: address.room,
    street: address.street,
    district: address.district,
    building: address.building,
    floor: address.floor,
    landmark: address.landmark,
  };
}

export type LocationPrefill = Pick<DetailsValues, 'street' | 'district'>;

/**
 * What the pin's address fills in: the street (or else the route) and the area; a geocoder's
 * 'Unnamed Road' is no street at all (SPEC §5).
 */
export function prefillFromLocation(location: ReverseGeocode): LocationPrefill {
  return {
    street: cleanPlaceName(location.street) || cleanPlaceName(location.route),
    district: cleanPlaceName(location.area),
  };
}

/** The values with the pin's street and area written over; an unknown one keeps the text. */
export function applyPrefill(
  values: DetailsValues,
  prefill: LocationPrefill | null,
): DetailsValues {
  if (!prefill) return values;
  return {
    ...values,
    street: prefill.street || values.street,
    district: prefill.district || values.district,
  };
}
