/**
 * Address rules shared by the address book and the API (SPEC §4 "Address selection" and
 * "Address type rule", §5 'Unnamed Road'): which slot a title takes, which address is selected
 * by default, and where in the world an address may be.
 */
import type { Address, AddressType } from './address.schemas.js';
import type { LatLong } from './geo.js';

/** The three places a user's addresses live in the user JSON (SPEC §3 User). */
export interface AddressBook {
  readonly home_address: Address | null;
  readonly work_address: Address | null;
  readonly other_addresses: readonly Address[];
}

export interface OccupiedSlots {
  readonly home: boolean;
  readonly work: boolean;
}

/**
 * SPEC §4: a title of 'home' or 'work' (any case, surrounding spaces ignored) takes that slot
 * only while it is empty; every other title, and a taken slot, gives 'others'.
 */
export function addressTypeForTitle(title: string, occupied: OccupiedSlots): AddressType {
  const normalized = title.trim().toLowerCase();
  if (normalized === 'home' && !occupied.home) return 'home';
  if (normalized === 'work' && !occupied.work) return 'work';
  return 'others';
}

/** Home, then work, then the others in their order: the order of the address dialog. */
export function listAddresses(book: AddressBook): Address[] {
  return [
    ...(book.home_address ? [book.home_address] : []),
    ...(book.work_address ? [book.work_address] : []),
    ...book.other_addresses,
  ];
}

/** SPEC §4: the default selection is home, then work, then the first other address. */
export function defaultAddress(book: AddressBook): Address | null {
  return book.home_address ?? book.work_address ?? book.other_addresses[0] ?? null;
}

/**
 * The address the shopper delivers to: the one chosen (selectedAddressId) while it still
 * exists, otherwise the default.
 */
export function selectedAddress(
  book: AddressBook,
  selectedAddressId: number | null,
): Address | null {
  const chosen = listAddresses(book).find((address) => address.id === selectedAddressId);
  return chosen ?? defaultAddress(book);
}

/** SPEC §3: the description is the flat plus the area, e.g. "Flat 4B, Clifton Block 5". */
export function addressDescription(room: string, district: string): string {
  return [room.trim(), district.trim()].filter(Boolean).join(', ');
}

/** SPEC §5: a geocoder's 'Unnamed Road' means there is no street name. */
export function cleanPlaceName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  return trimmed.toLowerCase() === 'unnamed road' ? '' : trimmed;
}

/** A rectangle around Pakistan (with a margin for border towns): deliveries happen inside it. */
export const PAKISTAN_BOUNDS = Object.freeze({
  south: 23.5,
  west: 60.8,
  north: 37.2,
  east: 77.9,
});

export function isInPakistan(point: LatLong): boolean {
  return (
    point.lat >= PAKISTAN_BOUNDS.south &&
    point.lat <= PAKISTAN_BOUNDS.north &&
    point.long >= PAKISTAN_BOUNDS.west &&
    point.long <= PAKISTAN_BOUNDS.east
  );
}
