import {
  cleanPlaceName,
  haversineKm,
  roundKm,
  type LatLong,
  type Place,
  type PlaceKind,
  type ReverseGeocode,
} from '@sauda/domain';
import { z } from 'zod';
import { roundCoordinate } from '../address-line.js';

/** The parts of Nominatim's `jsonv2` answers Sauda reads; everything else is ignored. */
const addressSchema = z
  .object({
    road: z.string(),
    suburb: z.string(),
    neighbourhood: z.string(),
    quarter: z.string(),
    city: z.string(),
    town: z.string(),
  })
  .partial();

export const nominatimPlaceSchema = z.object({
  place_id: z.union([z.number(), z.string()]),
  osm_type: z.string().optional(),
  osm_id: z.union([z.number(), z.string()]).optional(),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  category: z.string().optional(),
  type: z.string().optional(),
  addresstype: z.string().optional(),
  name: z.string().nullish(),
  display_name: z.string().default(''),
  address: addressSchema.default({}),
});
export type NominatimPlace = z.infer<typeof nominatimPlaceSchema>;

export const nominatimSearchSchema = z.array(nominatimPlaceSchema);

/** Reverse answers a place, or `{ error: "Unable to geocode" }` where there is nothing. */
export const nominatimReverseSchema = z.union([
  z.object({ error: z.string() }),
  nominatimPlaceSchema,
]);

const AREA_TYPES = new Set([
  'suburb',
  'neighbourhood',
  'quarter',
  'city_district',
  'residential',
  'city',
  'town',
  'village',
  'hamlet',
]);
const MARKET_TYPES = new Set(['marketplace', 'mall', 'supermarket', 'department_store']);

function kindOf(place: NominatimPlace): PlaceKind {
  if (place.category === 'highway') return 'road';
  if (place.category === 'shop' || MARKET_TYPES.has(place.type ?? '')) return 'market';
  if (place.category === 'place' || AREA_TYPES.has(place.addresstype ?? '')) return 'area';
  return 'landmark';
}

function areaOf(place: NominatimPlace): string {
  const { suburb, neighbourhood, quarter } = place.address;
  return cleanPlaceName(suburb ?? neighbourhood ?? quarter);
}

function cityOf(place: NominatimPlace): string {
  return cleanPlaceName(place.address.city ?? place.address.town);
}

function nameOf(place: NominatimPlace): string {
  return cleanPlaceName(place.name) || cleanPlaceName(place.display_name.split(',')[0]);
}

function idOf(place: NominatimPlace): string {
  return place.osm_type && place.osm_id !== undefined
    ? `osm-${place.osm_type}-${place.osm_id}`
    : `nominatim-${place.place_id}`;
}

/** One suggestion; null for a result without a name ('Unnamed Road' has none, SPEC §5). */
export function toPlace(place: NominatimPlace, around: LatLong): Place | null {
  const name = nameOf(place);
  if (!name) return null;
  const point = { lat: place.lat, long: place.lon };
  const area = areaOf(place);
  return {
    id: idOf(place),
    name,
    kind: kindOf(place),
    area: area.toLowerCase() === name.toLowerCase() ? '' : area,
    city: cityOf(place),
    formatted_address: place.display_name,
    lat: roundCoordinate(point.lat),
    long: roundCoordinate(point.long),
    distance: roundKm(haversineKm(around, point)),
  };
}

/** An address with every part blank: a point with nothing around it. */
export function blankLocation(point: LatLong): ReverseGeocode {
  return {
    street: '',
    area: '',
    route: '',
    city: '',
    formatted_address: '',
    lat: roundCoordinate(point.lat),
    long: roundCoordinate(point.long),
  };
}

/** SPEC §7: the road gives the route and the street, 'Unnamed Road' none (SPEC §5). */
export function toReverseGeocode(place: NominatimPlace, point: LatLong): ReverseGeocode {
  const road = cleanPlaceName(place.address.road);
  return {
    ...blankLocation(point),
    street: road,
    route: road,
    area: areaOf(place),
    city: cityOf(place),
    formatted_address: place.display_name,
  };
}
