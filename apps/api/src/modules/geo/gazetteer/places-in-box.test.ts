import { MAP_PLACES_LIMIT } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { FIXTURE_GAZETTEER } from '../testing/fixture-gazetteer.js';
import type { Gazetteer, GazetteerPlace } from './gazetteer-entry.js';
import { indexGazetteer } from './gazetteer-index.js';
import { placesInBox } from './places-in-box.js';

const CLIFTON_AND_DEFENCE = { south: 24.79, west: 67.02, north: 24.83, east: 67.07 };

describe('placesInBox', () => {
  it('lists the places inside the view, areas first, without roads', () => {
    const places = placesInBox(indexGazetteer(FIXTURE_GAZETTEER), CLIFTON_AND_DEFENCE);
    expect(places.map((place) => place.id).toSorted()).toEqual([
      'khi-clifton',
      'khi-clifton-block-5',
      'khi-defence',
      'khi-dha-phase-6',
      'khi-dolmen-mall-clifton',
      'khi-zamzama-park',
    ]);
    expect(places.map((place) => place.kind)).toEqual([
      'area',
      'area',
      'area',
      'area',
      expect.stringMatching(/^(market|landmark)$/),
      expect.stringMatching(/^(market|landmark)$/),
    ]);
    expect(places.find((place) => place.id === 'khi-zamzama-park')).toEqual({
      id: 'khi-zamzama-park',
      name: 'Zamzama Park',
      kind: 'landmark',
      area: 'Clifton',
      city: 'Karachi',
      formatted_address: 'Zamzama Park, Clifton, Karachi',
      lat: 24.8131,
      long: 67.0384,
      distance: null,
    });
  });

  it('counts a place on the edge as inside, and nothing outside', () => {
    const index = indexGazetteer(FIXTURE_GAZETTEER);
    const edge = { south: 24.8556, west: 67.0264, north: 24.8556, east: 67.0264 };
    expect(placesInBox(index, edge).map((place) => place.id)).toEqual(['khi-saddar']);
    expect(placesInBox(index, { south: 10, west: 10, north: 11, east: 11 })).toEqual([]);
  });

  it(`keeps at most ${MAP_PLACES_LIMIT}, areas and the middle of the view first`, () => {
    const grid: GazetteerPlace[] = Array.from({ length: 400 }, (_, n) => ({
      id: `p-${n}`,
      name: `Place ${n}`,
      kind: n % 4 === 0 ? 'area' : 'market',
      city: 'Karachi',
      lat: 24.8 + (n % 20) * 0.001,
      long: 67.0 + Math.floor(n / 20) * 0.001,
    }));
    const crowded: Gazetteer = { places: grid, roads: [] };
    const box = { south: 24.8, west: 67.0, north: 24.819, east: 67.019 };
    const places = placesInBox(indexGazetteer(crowded), box);
    expect(places).toHaveLength(MAP_PLACES_LIMIT);
    expect(places.slice(0, 100).every((place) => place.kind === 'area')).toBe(true);
    const [first] = places.slice(100);
    const middle = { lat: 24.8095, long: 67.0095 };
    expect(Math.abs((first?.lat ?? 0) - middle.lat)).toBeLessThan(0.001);
    expect(Math.abs((first?.long ?? 0) - middle.long)).toBeLessThan(0.001);
  });
});
