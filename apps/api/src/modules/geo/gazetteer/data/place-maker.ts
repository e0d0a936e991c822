import type { GazetteerCity, GazetteerPlace, GazetteerRoad } from '../gazetteer-entry.js';

/** A WGS84 position as [lat, long], the order a road's points use. */
export type GazetteerPoint = readonly [lat: number, long: number];

/** The id prefix of each city, e.g. "khi-" for Karachi. */
export const CITY_ID_PREFIX: Readonly<Record<GazetteerCity, string>> = Object.freeze({
  Karachi: 'khi',
  Lahore: 'lhr',
  Islamabad: 'isb',
  Rawalpindi: 'rwp',
});

/** "Clifton Block 5" in Karachi → "khi-clifton-block-5": an id follows from city and name. */
export function gazetteerId(city: GazetteerCity, name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${CITY_ID_PREFIX[city]}-${slug}`;
}

type Aliases = readonly string[];

/** Plain functions, not methods, so they can be destructured: `const { area } = placeMaker(…)`. */
export interface PlaceMaker {
  readonly area: (name: string, at: GazetteerPoint, aliases?: Aliases) => GazetteerPlace;
  readonly market: (
    name: string,
    area: string,
    at: GazetteerPoint,
    aliases?: Aliases,
  ) => GazetteerPlace;
  readonly landmark: (
    name: string,
    area: string,
    at: GazetteerPoint,
    aliases?: Aliases,
  ) => GazetteerPlace;
  readonly road: (
    name: string,
    points: readonly GazetteerPoint[],
    aliases?: Aliases,
  ) => GazetteerRoad;
}

function withAliases<T extends object>(entry: T, aliases: Aliases | undefined): T {
  return aliases && aliases.length > 0 ? { ...entry, aliases } : entry;
}

/**
 * Short builders for one city's entries, so each data line reads as name, area, position and
 * aliases instead of a ten-line object literal.
 */
export function placeMaker(city: GazetteerCity): PlaceMaker {
  const point = (
    name: string,
    kind: GazetteerPlace['kind'],
    [lat, long]: GazetteerPoint,
  ): GazetteerPlace => ({ id: gazetteerId(city, name), name, kind, city, lat, long });

  return {
    area: (name, at, aliases) => withAliases(point(name, 'area', at), aliases),
    market: (name, area, at, aliases) =>
      withAliases({ ...point(name, 'market', at), area }, aliases),
    landmark: (name, area, at, aliases) =>
      withAliases({ ...point(name, 'landmark', at), area }, aliases),
    road: (name, points, aliases) =>
      withAliases({ id: gazetteerId(city, name), name, kind: 'road', city, points }, aliases),
  };
}
