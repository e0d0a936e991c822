import type { Geocoder } from '../geocoder.js';
import type { Gazetteer } from './gazetteer-entry.js';
import { indexGazetteer } from './gazetteer-index.js';
import { searchGazetteer } from './place-search.js';
import { placesInBox } from './places-in-box.js';
import { reverseGazetteer } from './reverse-lookup.js';

/**
 * The bundled geocoder (DESIGN §4 Geo): answers from the gazetteer in memory, indexed once, so
 * search-as-you-type costs no database or network round trip.
 */
export function createGazetteerGeocoder(gazetteer: Gazetteer): Geocoder {
  const index = indexGazetteer(gazetteer);
  return {
    stable: true,
    search: (query, around) => Promise.resolve(searchGazetteer(index, query, around)),
    reverse: (point) => Promise.resolve(reverseGazetteer(index, point)),
    placesIn: (box) => Promise.resolve(placesInBox(index, box)),
  };
}
