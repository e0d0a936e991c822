import { GAZETTEER } from '../../modules/geo/gazetteer/data/index.js';
import type { GazetteerPlace } from '../../modules/geo/gazetteer/gazetteer-entry.js';
import { slugify } from '../../modules/media/art-urls.js';
import { FOOD_DISHES, FOOD_PLACES, SHOP_KINDS, SHOP_OWNERS } from './data/city-store-names.js';
import { INDUSTRIES } from './data/industries.js';
import { CITY_BOUNDS, STORES, type City, type StoreSeed } from './data/stores.js';
import type { HoursProfile } from './data/working-hours.js';
import { planStore, type CategoryShape, type StorePlan } from './plan-stores.js';
import { createRandom, type Random } from './random.js';

/**
 * How many generated stores each industry gets on top of the hand-written ones: Food and Grocery
 * 40 each, so a newcomer's listing has a second page; every other industry three for each
 * hand-written store it has.
 */
export const CITY_STORES_PER_INDUSTRY: Readonly<Record<string, number>> = Object.fromEntries(
  INDUSTRIES.map((industry) => {
    const written = STORES.filter((store) => store.industry === industry.slug).length;
    const count = industry.slug === 'food' || industry.slug === 'grocery' ? 40 : written * 3;
    return [industry.slug, count];
  }),
);

/**
 * A smaller shop front than the hand-written stores': at most 9 sub-categories, so a modest
 * shelf still fills every one of them (see CITY_PRODUCTS_PER_STORE).
 */
export const CITY_STORE_SHAPE: CategoryShape = { categories: [2, 3], subCategories: [1, 3] };

/** Where the generated stores open: Karachi is the biggest market, Islamabad the smallest. */
const CITY_SHARES: readonly (readonly [City, number])[] = [
  ['Karachi', 0.45],
  ['Lahore', 0.35],
  ['Islamabad', 0.2],
];

/**
 * Weekly schedules by industry; 'always' is what keeps a night-time demo orderable, and the
 * others leave some stores closed whatever the hour.
 */
const HOURS_MIX: Readonly<Record<string, readonly (readonly [HoursProfile, number])[]>> = {
  food: [
    ['always', 0.2],
    ['late-night', 0.2],
    ['daily-late', 0.25],
    ['lunch-dinner', 0.2],
    ['daily', 0.15],
  ],
  grocery: [
    ['always', 0.2],
    ['daily-late', 0.35],
    ['daily', 0.25],
    ['early', 0.1],
    ['friday-prayer', 0.1],
  ],
  pharmacy: [
    ['always', 0.4],
    ['daily-late', 0.4],
    ['daily', 0.2],
  ],
  other: [
    ['always', 0.1],
    ['daily', 0.45],
    ['daily-late', 0.15],
    ['closed-sunday', 0.15],
    ['friday-prayer', 0.15],
  ],
};

const EARLY_RISERS = new Set(['bakery', 'dairy', 'fruits-vegetables', 'meat-seafood']);

function weighted<T>(choices: readonly (readonly [T, number])[], random: Random): T {
  let roll = random.next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [choice, weight] of choices) {
    roll -= weight;
    if (roll < 0) return choice;
  }
  return choices[choices.length - 1]![0];
}

function hoursFor(slug: string, random: Random): HoursProfile {
  if (EARLY_RISERS.has(slug) && random.chance(0.5)) return 'early';
  return weighted(HOURS_MIX[slug] ?? HOURS_MIX.other!, random);
}

function insideCity(place: GazetteerPlace, city: City): boolean {
  const bounds = CITY_BOUNDS[city];
  // A margin keeps the jittered shop position inside the bounds too.
  const margin = 0.01;
  return (
    place.lat > bounds.minLat + margin &&
    place.lat < bounds.maxLat - margin &&
    place.long > bounds.minLong + margin &&
    place.long < bounds.maxLong - margin
  );
}

/** The city's neighbourhoods and markets (not landmarks) inside its bounds, from the gazetteer. */
function spotsOf(city: City): readonly GazetteerPlace[] {
  return GAZETTEER.places.filter(
    (place) => place.city === city && place.kind !== 'landmark' && insideCity(place, city),
  );
}
const SPOTS: Readonly<Record<City, readonly GazetteerPlace[]>> = {
  Karachi: spotsOf('Karachi'),
  Lahore: spotsOf('Lahore'),
  Islamabad: spotsOf('Islamabad'),
};

function nameFor(slug: string, random: Random): string {
  const owner = random.pick(SHOP_OWNERS);
  if (slug === 'food') return `${owner} ${random.pick(FOOD_DISHES)} ${random.pick(FOOD_PLACES)}`;
  return `${owner} ${random.pick(SHOP_KINDS[slug] ?? ['Store'])}`;
}

/** A name no other store has (slugs must differ too); the neighbourhood tells twins apart. */
function uniqueName(slug: string, area: string, random: Random, taken: Set<string>): string {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const name = nameFor(slug, random);
    if (!taken.has(slugify(name))) return name;
  }
  let name = `${nameFor(slug, random)} ${area}`;
  for (let n = 2; taken.has(slugify(name)); n += 1) name = `${nameFor(slug, random)} ${area} ${n}`;
  return name;
}

function addressOf(spot: GazetteerPlace, random: Random): Pick<StoreSeed, 'area' | 'addressLine'> {
  if (spot.kind === 'market') {
    return {
      area: spot.area ?? spot.name,
      addressLine: `Shop ${random.int(1, 120)}, ${spot.name}`,
    };
  }
  const plot = `Plot ${random.int(1, 250)}-${random.pick(['A', 'B', 'C'])}`;
  return { area: spot.name, addressLine: `${plot}, Street ${random.int(1, 40)}, ${spot.name}` };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function cityStore(slug: string, random: Random, taken: Set<string>): StoreSeed {
  const city = weighted(CITY_SHARES, random);
  const spot = random.pick(SPOTS[city]);
  const { area, addressLine } = addressOf(spot, random);
  const name = uniqueName(slug, area, random, taken);
  taken.add(slugify(name));
  const fee = weighted<number | undefined>(
    [
      [undefined, 5],
      [0, 2],
      [49, 1],
      [79, 1],
      [99, 1],
      [149, 1],
    ],
    random,
  );
  const band = slug === 'food' ? [200, 600] : slug === 'grocery' ? [300, 1000] : [200, 1000];
  const prep = slug === 'food' ? random.int(15, 35) : random.int(5, 20);
  return {
    name,
    industry: slug,
    city,
    area,
    addressLine,
    lat: round(spot.lat + (random.next() - 0.5) * 0.008, 4),
    long: round(spot.long + (random.next() - 0.5) * 0.008, 4),
    hours: hoursFor(slug, random),
    serviceRadiusKm: random.int(3, 10),
    minimumOrderRupees: random.int(band[0]! / 50, band[1]! / 50) * 50,
    ...(fee === undefined ? {} : { deliveryFeeRupees: fee }),
    preparationMinutes: prep,
    deliveryMinutes: prep + random.int(10, 25),
    rating: round(3.6 + random.next() * 1.3, 1),
  };
}

/**
 * The generated stores of the demo city, planned after the hand-written ones (ordinals from
 * `firstOrdinal`). Deterministic: one random stream per industry, so the same run every time.
 */
export function planCityStores(firstOrdinal: number): StorePlan[] {
  const taken = new Set(STORES.map((store) => slugify(store.name)));
  const seeds = INDUSTRIES.flatMap((industry) => {
    const random = createRandom(`city-stores:${industry.slug}`);
    const count = CITY_STORES_PER_INDUSTRY[industry.slug] ?? 0;
    return Array.from({ length: count }, () => cityStore(industry.slug, random, taken));
  });
  return seeds.map((store, index) => planStore(store, firstOrdinal + index, CITY_STORE_SHAPE));
}
