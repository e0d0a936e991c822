import { MAP_PLACES_LIMIT, type Place } from '@sauda/domain';
import { addressLine, roundCoordinate } from '../address-line.js';
import type { MapBox } from '../geocoder.js';
import { isInMapBox } from '../map-view.js';
import type { GazetteerIndex, IndexedPlace } from './gazetteer-index.js';

function toPlace({ entry, name, area }: IndexedPlace): Place {
  return {
    id: entry.id,
    name,
    kind: entry.kind,
    area,
    city: entry.city,
    formatted_address: addressLine([name, area, entry.city]),
    lat: roundCoordinate(entry.lat),
    long: roundCoordinate(entry.long),
    distance: null,
  };
}

/**
 * The places to label on a map view without tiles: areas first (they orient the shopper),
 * then markets and landmarks, each nearest the view's centre first so that a crowded view
 * keeps its middle. Roads are lines, not labels, and are left out.
 */
export function placesInBox(index: GazetteerIndex, box: MapBox): Place[] {
  const center = { lat: (box.south + box.north) / 2, long: (box.west + box.east) / 2 };
  const fromCenter = (place: IndexedPlace) =>
    (place.entry.lat - center.lat) ** 2 + (place.entry.long - center.long) ** 2;
  const group = (place: IndexedPlace) => (place.entry.kind === 'area' ? 0 : 1);
  return index.places
    .filter((place) => place.name && isInMapBox(place.entry, box))
    .sort((a, b) => group(a) - group(b) || fromCenter(a) - fromCenter(b))
    .slice(0, MAP_PLACES_LIMIT)
    .map(toPlace);
}
