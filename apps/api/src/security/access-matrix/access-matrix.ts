import type { AccessEntries, PrivateEntry } from './access-entry.js';
import { ADMIN_ENTRIES } from './admin-entries.js';
import { MERCHANT_ENTRIES } from './merchant-entries.js';
import { mergeEntries } from './merge-entries.js';
import { PUBLIC_ENTRIES } from './public-entries.js';
import { SHOPPER_ENTRIES } from './shopper-entries.js';

/**
 * Every route the app registers, by `METHOD url`: public with its reason, or private with the
 * request of its rightful actor and the refusal each wrong actor must get. A new route fails
 * the inventory test until it has an entry here.
 */
export const ACCESS_MATRIX: AccessEntries = mergeEntries(
  PUBLIC_ENTRIES,
  SHOPPER_ENTRIES,
  MERCHANT_ENTRIES,
  ADMIN_ENTRIES,
);

/** The private entries with their route keys, in the matrix's order. */
export function privateEntries(): [string, PrivateEntry][] {
  return Object.entries(ACCESS_MATRIX).flatMap(([key, entry]) =>
    entry.access === 'private' ? [[key, entry] as [string, PrivateEntry]] : [],
  );
}
