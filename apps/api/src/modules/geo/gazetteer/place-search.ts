import {
  PLACE_SEARCH_LIMIT,
  PLACE_SEARCH_RADIUS_KM,
  haversineKm,
  roundKm,
  type LatLong,
  type Place,
} from '@sauda/domain';
import { addressLine, roundCoordinate } from '../address-line.js';
import type { GazetteerIndex, IndexedEntry, SearchText } from './gazetteer-index.js';
import { nameKey, textWords } from './place-text.js';
import { nearestOnPolyline, planarKm } from './planar-distance.js';

/** How well a name answers the query; lower is better. */
export const TEXT_RANK = Object.freeze({
  exactName: 0,
  namePrefix: 1,
  nameWords: 2,
  withArea: 3,
});

interface QueryText {
  readonly key: string;
  readonly words: readonly string[];
}

interface Hit {
  readonly indexed: IndexedEntry;
  readonly rank: number;
  readonly point: LatLong;
  readonly km: number;
}

function hasWordsStartingWith(words: readonly string[], prefixes: readonly string[]): boolean {
  return prefixes.every((prefix) => words.some((word) => word.startsWith(prefix)));
}

/**
 * Every query word must begin a word of the name, an alias or the area ("clif blo 5" finds
 * Clifton Block 5); null when it does not match at all.
 */
export function textRank(text: SearchText, query: QueryText): number | null {
  if (!hasWordsStartingWith(text.allWords, query.words)) return null;
  if (text.keys.includes(query.key)) return TEXT_RANK.exactName;
  if (text.keys.some((key) => key.startsWith(query.key))) return TEXT_RANK.namePrefix;
  if (hasWordsStartingWith(text.nameWords, query.words)) return TEXT_RANK.nameWords;
  return TEXT_RANK.withArea;
}

/** Where a result sits: a place's own point, a road's point nearest to the shopper. */
function locate(indexed: IndexedEntry, around: LatLong): LatLong {
  if (indexed.type === 'place') return indexed.entry;
  return nearestOnPolyline(around, indexed.entry.points)?.point ?? around;
}

/**
 * The spec's radius (SPEC §7 "radius 20 around 24.86, 67.01") is a bias, not a fence: matches
 * within it come first, farther matches follow, so "Liberty" typed in Karachi still finds
 * Lahore's Liberty Market. Within each group the better match comes first, then the nearer.
 */
function compareHits(a: Hit, b: Hit): number {
  const aNear = a.km <= PLACE_SEARCH_RADIUS_KM;
  const bNear = b.km <= PLACE_SEARCH_RADIUS_KM;
  if (aNear !== bNear) return aNear ? -1 : 1;
  if (a.rank !== b.rank) return a.rank - b.rank;
  return a.km - b.km || a.indexed.name.localeCompare(b.indexed.name);
}

function toPlace({ indexed, point }: Hit, around: LatLong): Place {
  const area = indexed.type === 'place' ? indexed.area : '';
  const { city } = indexed.entry;
  return {
    id: indexed.entry.id,
    name: indexed.name,
    kind: indexed.entry.kind,
    area,
    city,
    formatted_address: addressLine([indexed.name, area, city]),
    lat: roundCoordinate(point.lat),
    long: roundCoordinate(point.long),
    distance: roundKm(haversineKm(around, point)),
  };
}

/** Place search over the gazetteer: at most PLACE_SEARCH_LIMIT places, best first. */
export function searchGazetteer(index: GazetteerIndex, query: string, around: LatLong): Place[] {
  const words = textWords(query);
  if (words.length === 0) return [];
  const text: QueryText = { key: nameKey(query), words };
  const hits: Hit[] = [];
  for (const indexed of index.searchable) {
    const rank = textRank(indexed, text);
    if (rank === null) continue;
    const point = locate(indexed, around);
    hits.push({ indexed, rank, point, km: planarKm(around, point) });
  }
  return hits
    .sort(compareHits)
    .slice(0, PLACE_SEARCH_LIMIT)
    .map((hit) => toPlace(hit, around));
}
