/**
 * The bundled gazetteer's entries (DESIGN §4 Geo): real neighbourhoods, markets, landmarks and
 * main roads of Karachi, Lahore and Islamabad/Rawalpindi with their coordinates.
 */
export type GazetteerCity = 'Karachi' | 'Lahore' | 'Islamabad' | 'Rawalpindi';

/** A neighbourhood, market or landmark: one point. */
export interface GazetteerPlace {
  /** Unique across the gazetteer, kebab-case with a city prefix, e.g. "khi-zamzama-park". */
  readonly id: string;
  readonly name: string;
  readonly kind: 'area' | 'market' | 'landmark';
  /** The neighbourhood a market or landmark lies in; omitted for areas. */
  readonly area?: string;
  readonly city: GazetteerCity;
  readonly lat: number;
  readonly long: number;
  /** Other spellings people type, e.g. "DHA" for "Defence Housing Authority". */
  readonly aliases?: readonly string[];
}

/** A main road: a polyline of [lat, long] points along it, at least two. */
export interface GazetteerRoad {
  readonly id: string;
  readonly name: string;
  readonly kind: 'road';
  readonly city: GazetteerCity;
  readonly points: readonly (readonly [number, number])[];
  readonly aliases?: readonly string[];
}

export interface Gazetteer {
  readonly places: readonly GazetteerPlace[];
  readonly roads: readonly GazetteerRoad[];
}
