import { cleanPlaceName } from '@sauda/domain';
import type { Gazetteer, GazetteerPlace, GazetteerRoad } from './gazetteer-entry.js';
import { nameKey, searchableWords } from './place-text.js';

/** What a search compares an entry by, worked out once when the app starts. */
export interface SearchText {
  /** The name and each alias as whole-name keys (see `nameKey`). */
  readonly keys: readonly string[];
  /** Words of the name and aliases. */
  readonly nameWords: readonly string[];
  /** The name words plus the words of the area the place lies in. */
  readonly allWords: readonly string[];
}

export interface IndexedPlace extends SearchText {
  readonly type: 'place';
  readonly entry: GazetteerPlace;
  readonly name: string;
  readonly area: string;
}

export interface IndexedRoad extends SearchText {
  readonly type: 'road';
  readonly entry: GazetteerRoad;
  readonly name: string;
}

export type IndexedEntry = IndexedPlace | IndexedRoad;

export interface GazetteerIndex {
  readonly places: readonly IndexedPlace[];
  readonly roads: readonly IndexedRoad[];
  /** Entries with a name to search by ('Unnamed Road' has none). */
  readonly searchable: readonly IndexedEntry[];
}

function searchText(name: string, aliases: readonly string[] = [], area = ''): SearchText {
  const titles = [name, ...aliases].filter(Boolean);
  const nameWords = [...new Set(titles.flatMap(searchableWords))];
  return {
    keys: [...new Set(titles.map(nameKey))].filter(Boolean),
    nameWords,
    allWords: [...new Set([...nameWords, ...searchableWords(area)])],
  };
}

function indexPlace(entry: GazetteerPlace): IndexedPlace {
  const name = cleanPlaceName(entry.name);
  const area = cleanPlaceName(entry.area);
  return { type: 'place', entry, name, area, ...searchText(name, entry.aliases, area) };
}

function indexRoad(entry: GazetteerRoad): IndexedRoad {
  const name = cleanPlaceName(entry.name);
  return { type: 'road', entry, name, ...searchText(name, entry.aliases) };
}

/** Normalised names and aliases of every entry, so a keystroke's search only compares words. */
export function indexGazetteer(gazetteer: Gazetteer): GazetteerIndex {
  const places = gazetteer.places.map(indexPlace);
  const roads = gazetteer.roads.map(indexRoad);
  const searchable = [...places, ...roads].filter((indexed) => indexed.nameWords.length > 0);
  return {
    places,
    roads,
    searchable,
  };
}
