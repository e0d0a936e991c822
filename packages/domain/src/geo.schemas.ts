/**
 * The maps service (SPEC §7 "A maps service provides geocoding and place search", DESIGN §3
 * geo/search and geo/reverse): places to search, an address for a map pin, and the map's
 * settings. The bundled gazetteer answers by default; a real geocoder can be configured.
 */
import { z } from 'zod';

export const PLACE_KINDS = Object.freeze(['area', 'market', 'landmark', 'road'] as const);
export const placeKindSchema = z.enum(PLACE_KINDS);
export type PlaceKind = z.infer<typeof placeKindSchema>;

/** Longest place search text; more answers a 400. */
export const MAX_PLACE_QUERY_LENGTH = 100;
/** Most suggestions a place search answers. */
export const PLACE_SEARCH_LIMIT = 8;
/** Most places drawn on a map view without tiles. */
export const MAP_PLACES_LIMIT = 300;

const latitude = z.coerce
  .number({ error: 'lat must be a number from -90 to 90.' })
  .min(-90, { error: 'lat must be a number from -90 to 90.' })
  .max(90, { error: 'lat must be a number from -90 to 90.' });
const longitude = z.coerce
  .number({ error: 'long must be a number from -180 to 180.' })
  .min(-180, { error: 'long must be a number from -180 to 180.' })
  .max(180, { error: 'long must be a number from -180 to 180.' });

export const placeSchema = z.object({
  /** Stable within one geocoder, e.g. "khi-clifton-block-5". */
  id: z.string(),
  name: z.string(),
  kind: placeKindSchema,
  /** The area the place lies in ('' when it is an area itself or unknown). */
  area: z.string(),
  city: z.string(),
  /** One line for the suggestion list, e.g. "Zamzama Park, Clifton, Karachi". */
  formatted_address: z.string(),
  lat: z.number(),
  long: z.number(),
  /** Kilometres from the search centre, 2 decimals; null when not searched around a point. */
  distance: z.number().nullable(),
});
export type Place = z.infer<typeof placeSchema>;

/** GET geo/search: around lat/long when both are given, else around the spec's centre. */
export const geoSearchQuerySchema = z
  .object({
    query: z
      .string({ error: 'query is required.' })
      .trim()
      .min(1, { error: 'query is required.' })
      .max(MAX_PLACE_QUERY_LENGTH, {
        error: `query must be at most ${MAX_PLACE_QUERY_LENGTH} characters.`,
      }),
    lat: latitude.optional(),
    long: longitude.optional(),
  })
  .refine((value) => (value.lat === undefined) === (value.long === undefined), {
    path: ['long'],
    error: 'lat and long come together.',
  });
export type GeoSearchQuery = z.output<typeof geoSearchQuerySchema>;
export const geoSearchResponseSchema = z.object({ places: z.array(placeSchema) });
export type GeoSearchResponse = z.infer<typeof geoSearchResponseSchema>;

/** GET geo/reverse */
export const geoReverseQuerySchema = z.object({
  lat: latitude,
  long: longitude,
});
/** SPEC §7: street, area and route names and a formatted address; '' when unknown. */
export const reverseGeocodeSchema = z.object({
  street: z.string(),
  area: z.string(),
  route: z.string(),
  city: z.string(),
  formatted_address: z.string(),
  lat: z.number(),
  long: z.number(),
});
export type ReverseGeocode = z.infer<typeof reverseGeocodeSchema>;
export const geoReverseResponseSchema = z.object({ location: reverseGeocodeSchema });
export type GeoReverseResponse = z.infer<typeof geoReverseResponseSchema>;

/** GET geo/places: the places inside a map view, drawn as labelled points when tiles fail. */
export const geoPlacesQuerySchema = z
  .object({ south: latitude, west: longitude, north: latitude, east: longitude })
  .refine((box) => box.south <= box.north, { path: ['north'], error: 'north must be ≥ south.' })
  .refine((box) => box.west <= box.east, { path: ['east'], error: 'east must be ≥ west.' });
export type GeoPlacesQuery = z.output<typeof geoPlacesQuerySchema>;
export const geoPlacesResponseSchema = z.object({ places: z.array(placeSchema) });

/** GET geo/map: what the map picker needs to draw a map (SPEC §9 centre and zoom). */
export const mapSettingsSchema = z.object({
  /** Leaflet tile template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; '' for none. */
  tile_url: z.string(),
  attribution: z.string(),
  center: z.object({ lat: z.number(), long: z.number() }),
  zoom: z.number().int(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;
export const mapSettingsResponseSchema = z.object({ map: mapSettingsSchema });
