import { PLACE_SEARCH_CENTER, PLACE_SEARCH_LIMIT, type LatLong } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { FIXTURE_GAZETTEER } from '../testing/fixture-gazetteer.js';
import type { Gazetteer, GazetteerPlace } from './gazetteer-entry.js';
import { indexGazetteer } from './gazetteer-index.js';
import { searchGazetteer, textRank, TEXT_RANK } from './place-search.js';

const index = indexGazetteer(FIXTURE_GAZETTEER);
const LAHORE: LatLong = { lat: 31.52, long: 74.35 };
const ISLAMABAD: LatLong = { lat: 33.72, long: 73.06 };

function ids(query: string, around: LatLong = PLACE_SEARCH_CENTER): string[] {
  return searchGazetteer(index, query, around).map((place) => place.id);
}

describe('searchGazetteer: matching', () => {
  it('finds a place when every typed word begins a word of its name', () => {
    expect(ids('clif blo 5')[0]).toBe('khi-clifton-block-5');
    expect(ids('BLOCK 5 clifton')).toEqual(['khi-clifton-block-5']);
  });

  it('finds entries by their aliases: "dha" finds Defence and DHA Phase 6', () => {
    expect(ids('dha')).toEqual(['khi-defence', 'khi-dha-phase-6']);
    expect(ids('defence phase')).toEqual(['khi-dha-phase-6']);
  });

  it('reads "shahrah e faisal", "Shahrah Faisal" and "sharae faisal" as Shahrah-e-Faisal', () => {
    for (const query of [
      'shahrah e faisal',
      'Shahrah Faisal',
      'SHAHRAH-E-FAISAL',
      'sharae faisal',
    ]) {
      expect(ids(query)).toEqual(['khi-shahrah-e-faisal']);
    }
    expect(ids('shahrahe faisal')).toEqual(['khi-shahrah-e-faisal']);
  });

  it('ignores accents and punctuation', () => {
    expect(ids('Clïftón, block-5!')).toEqual(['khi-clifton-block-5']);
    expect(ids('f7', ISLAMABAD)).toEqual(['isb-f-7', 'isb-jinnah-super-market']);
    expect(ids('f-7', ISLAMABAD)).toEqual(['isb-f-7', 'isb-jinnah-super-market']);
  });

  it('matches by the area a place lies in', () => {
    expect(ids('zamzama clifton')).toEqual(['khi-zamzama-park']);
  });

  it('answers nothing for unknown words, punctuation only, or an unnamed road', () => {
    expect(ids('xyzzy')).toEqual([]);
    expect(ids('--')).toEqual([]);
    expect(ids('unnamed')).toEqual([]);
    expect(ids('clifton xyzzy')).toEqual([]);
  });
});

describe('searchGazetteer: ranking', () => {
  it('puts the exact name first, then names starting so, then word matches, then area matches', () => {
    expect(ids('clifton')).toEqual([
      'khi-clifton',
      'khi-clifton-block-5',
      'khi-dolmen-mall-clifton',
      'khi-zamzama-park',
    ]);
  });

  it('ranks by text with the ranks of textRank', () => {
    const clifton = index.places.find((place) => place.entry.id === 'khi-clifton-block-5');
    if (!clifton) throw new Error('fixture lost Clifton Block 5');
    const rank = (query: string) => textRank(clifton, { key: query, words: query.split(' ') });
    expect(rank('clifton block 5')).toBe(TEXT_RANK.exactName);
    expect(rank('clifton bl')).toBe(TEXT_RANK.namePrefix);
    expect(rank('block clif')).toBe(TEXT_RANK.nameWords);
    expect(rank('gulberg')).toBeNull();
  });

  it('puts matches within 20 km first, then farther ones by distance', () => {
    // Typed in Karachi, Lahore's Liberty Market still shows, after Karachi's Liberty Chowk.
    expect(ids('liberty')).toEqual(['khi-liberty-chowk', 'lhr-liberty-market']);
    expect(ids('liberty', LAHORE)).toEqual(['lhr-liberty-market', 'khi-liberty-chowk']);
    expect(ids('market', ISLAMABAD)).toEqual([
      'isb-jinnah-super-market',
      'lhr-liberty-market',
      'khi-empress-market',
    ]);
    expect(ids('market')).toEqual([
      'khi-empress-market',
      'lhr-liberty-market',
      'isb-jinnah-super-market',
    ]);
  });

  it('orders equally good nearby matches nearest first', () => {
    // "d" begins Defence, DHA Phase 6 and Dolmen Mall Clifton alike.
    expect(ids('d', { lat: 24.805, long: 67.054 })).toEqual([
      'khi-defence',
      'khi-dha-phase-6',
      'khi-dolmen-mall-clifton',
    ]);
    expect(ids('d', { lat: 24.8023, long: 67.0306 })).toEqual([
      'khi-dolmen-mall-clifton',
      'khi-defence',
      'khi-dha-phase-6',
    ]);
  });

  it(`answers at most ${PLACE_SEARCH_LIMIT} places`, () => {
    const many: GazetteerPlace[] = Array.from({ length: 12 }, (_, n) => ({
      id: `khi-bazaar-${n}`,
      name: `Bazaar ${n}`,
      kind: 'market',
      area: 'Saddar',
      city: 'Karachi',
      lat: 24.86 + n * 0.001,
      long: 67.01,
    }));
    const crowded: Gazetteer = { places: many, roads: [] };
    const found = searchGazetteer(indexGazetteer(crowded), 'bazaar', PLACE_SEARCH_CENTER);
    expect(found).toHaveLength(PLACE_SEARCH_LIMIT);
    expect(found.map((place) => place.id)).toEqual(many.slice(0, 8).map((place) => place.id));
  });
});

describe('searchGazetteer: answers', () => {
  it('gives the place, its one-line address and its distance in km with 2 decimals', () => {
    const [zamzama] = searchGazetteer(index, 'zamzama', PLACE_SEARCH_CENTER);
    expect(zamzama).toEqual({
      id: 'khi-zamzama-park',
      name: 'Zamzama Park',
      kind: 'landmark',
      area: 'Clifton',
      city: 'Karachi',
      formatted_address: 'Zamzama Park, Clifton, Karachi',
      lat: 24.8131,
      long: 67.0384,
      distance: expect.any(Number) as number,
    });
    // 0.0469° south and 0.0284° east of 24.86, 67.01: about 5.2 km and 2.9 km.
    expect(zamzama?.distance).toBeGreaterThan(5.8);
    expect(zamzama?.distance).toBeLessThan(6.1);
    expect(Number((zamzama?.distance ?? 0).toFixed(2))).toBe(zamzama?.distance);
  });

  it('does not repeat a name: an area is "Clifton, Karachi"', () => {
    const [clifton] = searchGazetteer(index, 'clifton', { lat: 24.8138, long: 67.03 });
    expect(clifton).toMatchObject({ area: '', formatted_address: 'Clifton, Karachi', distance: 0 });
  });

  it('places a road at its point nearest the shopper', () => {
    const onRoad = searchGazetteer(index, 'shahrah faisal', { lat: 24.861, long: 67.064 });
    expect(onRoad[0]).toMatchObject({
      kind: 'road',
      area: '',
      formatted_address: 'Shahrah-e-Faisal, Karachi',
      lat: 24.861,
      long: 67.064,
      distance: 0,
    });
    // North of the first segment: the answer is on the road, south of the shopper.
    const [offRoad] = searchGazetteer(index, 'faisal', { lat: 24.87, long: 67.04 });
    expect(offRoad?.lat).toBeLessThan(24.87);
    expect(offRoad?.lat).toBeGreaterThan(24.853);
    // Across the first segment (0.89 km north, 3.53 km east): |1.11×0.89 − 1.89×3.53| / 3.64.
    expect(offRoad?.distance).toBeCloseTo(1.56, 1);
  });
});
