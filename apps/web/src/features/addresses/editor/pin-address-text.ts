import { cleanPlaceName, type ReverseGeocode } from '@sauda/domain';

const COORDINATE_DECIMALS = 5;

function joinNames(names: readonly string[]): string {
  return names.map(cleanPlaceName).filter(Boolean).join(', ');
}

/**
 * One line for the pin's address, e.g. "Khayaban-e-Ittehad, DHA Phase 6, Karachi": the
 * formatted address without an 'Unnamed Road', else its parts, else the coordinates.
 */
export function pinAddressText(location: ReverseGeocode): string {
  const formatted = joinNames(location.formatted_address.split(','));
  if (formatted) return formatted;
  const parts = joinNames([
    cleanPlaceName(location.street) || location.route,
    location.area,
    location.city,
  ]);
  if (parts) return parts;
  return `${location.lat.toFixed(COORDINATE_DECIMALS)}, ${location.long.toFixed(COORDINATE_DECIMALS)}`;
}
