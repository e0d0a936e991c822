import type { LatLong, Place, ReverseGeocode } from '@sauda/domain';

/** A map view: the rectangle between two latitudes and two longitudes, in degrees. */
export interface MapBox {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

/**
 * The maps service (SPEC §7): place search, the address of a map pin and the places of a map
 * view. The bundled gazetteer answers by default; a real geocoder is chosen by configuration.
 */
export interface Geocoder {
  /**
   * True when the same question always gets the same answer within a release (the bundled
   * gazetteer), so browsers and proxies may keep answers for a while.
   */
  readonly stable: boolean;
  /** Places whose names match `query`, the ones near `around` first. */
  search(query: string, around: LatLong): Promise<Place[]>;
  /** The street, route, area and city of a point on the map. */
  reverse(point: LatLong): Promise<ReverseGeocode>;
  /** The places to label inside a map view when its tiles cannot load. */
  placesIn(box: MapBox): Promise<Place[]>;
}
