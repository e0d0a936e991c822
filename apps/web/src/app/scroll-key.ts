import type { Location } from 'react-router';

/** React Router's key of the entry a page was loaded into, whatever its address. */
const LOADED_ENTRY_KEY = 'default';

/**
 * The key a scroll position is kept under. Every page loaded afresh gets the same location key,
 * so by key alone a store opened from the address bar would scroll to where the last page of
 * the tab was left. Such an entry is keyed by its address: a reload still returns to its place.
 */
export function scrollKeyOf(location: Location): string {
  return location.key === LOADED_ENTRY_KEY ? location.pathname + location.search : location.key;
}
