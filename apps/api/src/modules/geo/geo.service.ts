import {
  PLACE_SEARCH_CENTER,
  type GeoPlacesQuery,
  type GeoSearchQuery,
  type LatLong,
  type Place,
  type ReverseGeocode,
} from '@sauda/domain';
import { mapViewTooLarge } from './geo-errors.js';
import type { Geocoder } from './geocoder.js';
import { isListableMapView } from './map-view.js';

export interface GeoService {
  search(query: GeoSearchQuery): Promise<Place[]>;
  reverse(point: LatLong): Promise<ReverseGeocode>;
  placesIn(box: GeoPlacesQuery): Promise<Place[]>;
}

/** The rules around the geocoder that hold whichever one is configured. */
export function createGeoService(geocoder: Geocoder): GeoService {
  return {
    search({ query, lat, long }) {
      // SPEC §7: place search is around 24.86, 67.01 unless the shopper's position is known.
      const around = lat !== undefined && long !== undefined ? { lat, long } : PLACE_SEARCH_CENTER;
      return geocoder.search(query, around);
    },
    reverse: (point) => geocoder.reverse(point),
    async placesIn(box) {
      if (!isListableMapView(box)) throw mapViewTooLarge();
      return geocoder.placesIn(box);
    },
  };
}
