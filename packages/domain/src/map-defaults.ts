/** Where the address map opens and where place search looks first: Karachi (SPEC §9). */
import type { LatLong } from './geo.js';

/** Karachi's city centre. */
export const MAP_DEFAULT_CENTER: LatLong = Object.freeze({ lat: 24.85, long: 67.01 });
export const MAP_DEFAULT_ZOOM = 15;
export const PLACE_SEARCH_CENTER: LatLong = Object.freeze({ lat: 24.86, long: 67.01 });
/** The spec says "radius 20" without a unit; kilometres cover Karachi from its centre. */
export const PLACE_SEARCH_RADIUS_KM = 20;
