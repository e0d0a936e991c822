import { haversineKm } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import type {
  Gazetteer,
  GazetteerCity,
  GazetteerPlace,
  GazetteerRoad,
} from '../gazetteer-entry.js';
import { GAZETTEER } from './index.js';
import { ISLAMABAD } from './islamabad.js';
import { KARACHI } from './karachi.js';
import { LAHORE } from './lahore.js';

interface Box {
  readonly south: number;
  readonly north: number;
  readonly west: number;
  readonly east: number;
}

/** Generous boxes around each city's built-up area, suburbs and airport included. */
const CITY_BOXES: Readonly<Record<GazetteerCity, Box>> = {
  Karachi: { south: 24.7, north: 25.15, west: 66.85, east: 67.45 },
  Lahore: { south: 31.3, north: 31.7, west: 74.1, east: 74.55 },
  Islamabad: { south: 33.45, north: 33.8, west: 72.75, east: 73.25 },
  Rawalpindi: { south: 33.45, north: 33.7, west: 72.95, east: 73.2 },
};
const PAKISTAN: Box = { south: 23.6, north: 37.1, west: 60.8, east: 77.9 };
const ID_PREFIX: Readonly<Record<GazetteerCity, string>> = {
  Karachi: 'khi',
  Lahore: 'lhr',
  Islamabad: 'isb',
  Rawalpindi: 'rwp',
};
const KEBAB_ID = /^(khi|lhr|isb|rwp)-[a-z0-9]+(-[a-z0-9]+)*$/;
/** Road points are 0.5–2 km apart; a longer gap means a point is missing or misplaced. */
const MAX_ROAD_STEP_KM = 3;
/** A market or landmark far from its area's point names the wrong area or has a typo. */
const MAX_KM_FROM_AREA = 5;

type Entry = GazetteerPlace | GazetteerRoad;
const allEntries: readonly Entry[] = [...GAZETTEER.places, ...GAZETTEER.roads];

function inBox(box: Box, lat: number, long: number): boolean {
  return lat >= box.south && lat <= box.north && long >= box.west && long <= box.east;
}

function pointsOf(entry: Entry): (readonly [number, number])[] {
  return entry.kind === 'road' ? [...entry.points] : [[entry.lat, entry.long]];
}

function decimals(value: number): number {
  return value.toString().split('.')[1]?.length ?? 0;
}

function placesOfCities(gazetteer: Gazetteer, ...cities: GazetteerCity[]): number {
  return gazetteer.places.filter((place) => cities.includes(place.city)).length;
}

describe('the gazetteer data', () => {
  it('joins the three city files and nothing else', () => {
    const cities = [KARACHI, LAHORE, ISLAMABAD];
    expect(GAZETTEER.places).toHaveLength(cities.reduce((n, c) => n + c.places.length, 0));
    expect(GAZETTEER.roads).toHaveLength(cities.reduce((n, c) => n + c.roads.length, 0));
  });

  it('keeps each city file to its own city', () => {
    const citiesIn = (g: Gazetteer) => new Set([...g.places, ...g.roads].map((e) => e.city));
    expect([...citiesIn(KARACHI)]).toEqual(['Karachi']);
    expect([...citiesIn(LAHORE)]).toEqual(['Lahore']);
    expect([...citiesIn(ISLAMABAD)].sort()).toEqual(['Islamabad', 'Rawalpindi']);
  });

  it('has at least 400 places: Karachi 170, Lahore 130, Islamabad with Rawalpindi 100', () => {
    expect(GAZETTEER.places.length).toBeGreaterThanOrEqual(400);
    expect(placesOfCities(KARACHI, 'Karachi')).toBeGreaterThanOrEqual(170);
    expect(placesOfCities(LAHORE, 'Lahore')).toBeGreaterThanOrEqual(130);
    expect(placesOfCities(ISLAMABAD, 'Islamabad', 'Rawalpindi')).toBeGreaterThanOrEqual(100);
  });

  it('gives every entry a unique kebab-case id with its city prefix', () => {
    const ids = allEntries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of allEntries) {
      expect(entry.id, entry.name).toMatch(KEBAB_ID);
      expect(entry.id.startsWith(`${ID_PREFIX[entry.city]}-`), entry.id).toBe(true);
    }
  });

  it('names every entry once per city, with trimmed non-empty names and aliases', () => {
    const seen = new Set<string>();
    const repeated: string[] = [];
    for (const entry of allEntries) {
      const key = `${entry.city}|${entry.name.toLowerCase()}`;
      if (seen.has(key)) repeated.push(key);
      seen.add(key);
    }
    expect(repeated).toEqual([]);
    for (const entry of allEntries) {
      expect(entry.name.trim(), entry.id).toBe(entry.name);
      expect(entry.name.length, entry.id).toBeGreaterThan(0);
      const aliases = entry.aliases ?? [];
      expect(new Set(aliases).size, entry.id).toBe(aliases.length);
      for (const alias of aliases) {
        expect(alias.trim(), entry.id).toBe(alias);
        expect(alias.length, entry.id).toBeGreaterThan(0);
        expect(alias, entry.id).not.toBe(entry.name);
      }
    }
  });

  it('places every point inside its city and inside Pakistan, with at most 5 decimals', () => {
    for (const entry of allEntries) {
      for (const [lat, long] of pointsOf(entry)) {
        expect(inBox(CITY_BOXES[entry.city], lat, long), `${entry.id} ${lat},${long}`).toBe(true);
        expect(inBox(PAKISTAN, lat, long), entry.id).toBe(true);
        expect(Math.max(decimals(lat), decimals(long)), entry.id).toBeLessThanOrEqual(5);
      }
    }
  });

  it('traces every road with at least two points, each step at most 3 km and never zero', () => {
    for (const road of GAZETTEER.roads) {
      expect(road.points.length, road.id).toBeGreaterThanOrEqual(2);
      road.points.slice(1).forEach(([lat, long], index) => {
        const [prevLat, prevLong] = road.points[index] ?? [lat, long];
        const km = haversineKm({ lat: prevLat, long: prevLong }, { lat, long });
        expect(km, `${road.id} step ${index + 1}`).toBeGreaterThan(0);
        expect(km, `${road.id} step ${index + 1}`).toBeLessThanOrEqual(MAX_ROAD_STEP_KM);
      });
    }
  });

  it('gives markets and landmarks an area of the same city, near that area', () => {
    const areas = new Map(
      GAZETTEER.places
        .filter((place) => place.kind === 'area')
        .map((place) => [`${place.city}|${place.name}`, place]),
    );
    for (const place of GAZETTEER.places) {
      if (place.kind === 'area') {
        expect(place.area, place.id).toBeUndefined();
        continue;
      }
      const home = areas.get(`${place.city}|${place.area ?? ''}`);
      expect(home, `${place.id} names area "${place.area ?? ''}"`).toBeDefined();
      if (!home) continue;
      const km = haversineKm(home, place);
      expect(km, `${place.id} is ${km.toFixed(1)} km from ${home.id}`).toBeLessThanOrEqual(
        MAX_KM_FROM_AREA,
      );
    }
  });

  it('places the best-known landmarks where they are', () => {
    const byId = new Map(GAZETTEER.places.map((place) => [place.id, place]));
    const known: [string, number, number][] = [
      ['khi-mazar-e-quaid', 24.8753, 67.0409],
      ['khi-teen-talwar', 24.8339, 67.0337],
      ['lhr-badshahi-mosque', 31.5881, 74.31],
      ['lhr-minar-e-pakistan', 31.5925, 74.3095],
      ['isb-faisal-mosque', 33.7297, 73.0374],
      ['isb-zero-point', 33.6936, 73.065],
    ];
    for (const [id, lat, long] of known) {
      const place = byId.get(id);
      expect(place, id).toBeDefined();
      if (place) expect(haversineKm(place, { lat, long }), id).toBeLessThan(0.3);
    }
  });
});
