import type { LatLong, ReverseGeocode } from '@sauda/domain';
import { addressLine, roundCoordinate } from '../address-line.js';
import type { GazetteerIndex, IndexedPlace, IndexedRoad } from './gazetteer-index.js';
import { nearestOnPolyline, planarKm } from './planar-distance.js';

/** How near something must be to name a map pin, in kilometres. */
export const REVERSE_REACH_KM = Object.freeze({
  /** The neighbourhood a pin lies in. */
  area: 3,
  /** The main road it is off. */
  route: 1,
  /** Close enough to say the pin is on that road. */
  street: 0.15,
  /** A market or landmark to start the address with. */
  landmark: 0.3,
  /** The city it belongs to. */
  city: 40,
});

interface Measured<T> {
  readonly item: T;
  readonly km: number;
}

/** Each entry with its distance from the pin, measured once per lookup. */
function measure<T>(items: readonly T[], distance: (item: T) => number): Measured<T>[] {
  return items.map((item) => ({ item, km: distance(item) }));
}

function nearest<T>(
  measured: readonly Measured<T>[],
  reachKm: number,
  accept: (item: T) => boolean = () => true,
): Measured<T> | null {
  let best: Measured<T> | null = null;
  for (const candidate of measured) {
    if (candidate.km <= reachKm && (!best || candidate.km < best.km) && accept(candidate.item)) {
      best = candidate;
    }
  }
  return best;
}

function roadKm(road: IndexedRoad, point: LatLong): number {
  return nearestOnPolyline(point, road.entry.points)?.km ?? Number.POSITIVE_INFINITY;
}

function placeKm(place: IndexedPlace, point: LatLong): number {
  return planarKm(point, place.entry);
}

const isArea = (place: IndexedPlace) => place.entry.kind === 'area';
const isSpot = (place: IndexedPlace) => place.entry.kind !== 'area';

/** The city of whichever place or road is nearest, within reach. */
function nearestCity(
  places: readonly Measured<IndexedPlace>[],
  roads: readonly Measured<IndexedRoad>[],
): string {
  const place = nearest(places, REVERSE_REACH_KM.city);
  const road = nearest(roads, REVERSE_REACH_KM.city);
  const closest = road && (!place || road.km < place.km) ? road : place;
  return closest?.item.entry.city ?? '';
}

/**
 * The address of a map pin from the gazetteer (SPEC §7: street, area and route names and a
 * formatted address). Names are already cleaned, so an 'Unnamed Road' gives '' (SPEC §5).
 * A pin far from everything still answers, with blanks.
 */
export function reverseGazetteer(index: GazetteerIndex, point: LatLong): ReverseGeocode {
  const places = measure(index.places, (place) => placeKm(place, point));
  const roads = measure(index.roads, (road) => roadKm(road, point));
  const area = nearest(places, REVERSE_REACH_KM.area, isArea);
  const spot = nearest(places, REVERSE_REACH_KM.landmark, isSpot);
  const road = nearest(roads, REVERSE_REACH_KM.route);
  const route = road?.item.name ?? '';
  const street = road && road.km <= REVERSE_REACH_KM.street ? route : '';
  const areaName = area?.item.name ?? '';
  const city = nearestCity(places, roads);
  return {
    street,
    area: areaName,
    route,
    city,
    formatted_address: addressLine([spot?.item.name ?? '', street || route, areaName, city]),
    lat: roundCoordinate(point.lat),
    long: roundCoordinate(point.long),
  };
}
