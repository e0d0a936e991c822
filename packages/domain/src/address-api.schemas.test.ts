import { describe, expect, it } from 'vitest';
import {
  addressInputSchema,
  createAddressBodySchema,
  deleteAddressBodySchema,
  updateAddressBodySchema,
} from './address-api.schemas.js';
import { ADDRESS_MESSAGES, MAX_ADDRESSES_PER_USER } from './address.messages.js';
import { PAKISTAN_BOUNDS } from './address-rules.js';
import { MESSAGES } from './messages.js';

const clifton = {
  name: 'Home',
  building: 'Sea View Apartments',
  street: 'Khayaban-e-Saadi',
  floor: '2',
  room: 'Flat 4B',
  landmark: 'Near Dolmen Mall',
  lat: 24.8138,
  long: 67.03,
  district: 'Clifton Block 5',
};

/** Field path → message of every issue, as the API's `fields` would list them. */
function issues(input: unknown): Record<string, string> {
  const result = addressInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('addressInputSchema', () => {
  it('parses a complete address as it was sent', () => {
    expect(addressInputSchema.parse(clifton)).toEqual(clifton);
  });

  it('strips the type and description the client sends (the server computes them)', () => {
    const parsed = addressInputSchema.parse({ ...clifton, type: 'work', description: 'mine' });
    expect(parsed).not.toHaveProperty('type');
    expect(parsed).not.toHaveProperty('description');
    expect(parsed).toEqual(clifton);
  });

  it('drops unknown fields, trims text and fills absent optional fields with ""', () => {
    const parsed = addressInputSchema.parse({
      name: ' Work ',
      room: ' 12 ',
      street: 'Mall Road',
      district: ' Gulberg III ',
      lat: 31.5204,
      long: 74.3587,
      user_id: 7,
    });
    expect(parsed).toEqual({
      name: 'Work',
      room: '12',
      street: 'Mall Road',
      district: 'Gulberg III',
      building: '',
      floor: '',
      landmark: '',
      lat: 31.5204,
      long: 74.3587,
    });
  });

  it('requires title, flat/villa number, street and area with the spec’s message', () => {
    expect(issues({ ...clifton, name: '', room: '  ', street: undefined, district: null })).toEqual(
      {
        name: MESSAGES.fieldRequired,
        room: MESSAGES.fieldRequired,
        street: MESSAGES.fieldRequired,
        district: MESSAGES.fieldRequired,
      },
    );
    expect(MESSAGES.fieldRequired).toBe('This field is required');
  });

  it('keeps building, floor and landmark optional but at most 120 characters', () => {
    expect(issues({ ...clifton, building: '', floor: '', landmark: '' })).toEqual({});
    expect(issues({ ...clifton, landmark: 'x'.repeat(120) })).toEqual({});
    expect(issues({ ...clifton, building: 'x'.repeat(121) })).toEqual({
      building: 'Keep this under 120 characters',
    });
  });

  it.each([
    ['missing', { lat: undefined }, { lat: ADDRESS_MESSAGES.pickOnMap }],
    ['text', { long: '67.03' }, { long: ADDRESS_MESSAGES.pickOnMap }],
    [
      'null',
      { lat: null, long: null },
      { lat: ADDRESS_MESSAGES.pickOnMap, long: ADDRESS_MESSAGES.pickOnMap },
    ],
    ['not finite', { lat: Number.POSITIVE_INFINITY }, { lat: ADDRESS_MESSAGES.pickOnMap }],
    ['NaN', { long: Number.NaN }, { long: ADDRESS_MESSAGES.pickOnMap }],
  ])('asks to pick the location on the map when a coordinate is %s', (_case, pin, expected) => {
    expect(issues({ ...clifton, ...pin })).toEqual(expected);
  });

  it.each([
    ['0/0', 0, 0],
    ['London', 51.5074, -0.1278],
    ['Dubai', 25.2048, 55.2708],
    ['just south of the box', PAKISTAN_BOUNDS.south - 0.01, 67],
    ['just east of the box', 30, PAKISTAN_BOUNDS.east + 0.01],
  ])('refuses a pin outside Pakistan: %s', (_case, lat, long) => {
    expect(issues({ ...clifton, lat, long })).toEqual({ lat: ADDRESS_MESSAGES.outsidePakistan });
  });

  it('accepts pins on the edges of the Pakistan box and in its cities', () => {
    const { south, west, north, east } = PAKISTAN_BOUNDS;
    for (const [lat, long] of [
      [south, west],
      [north, east],
      [24.8607, 67.0011],
      [33.6844, 73.0479],
    ]) {
      expect(issues({ ...clifton, lat, long })).toEqual({});
    }
  });

  it('reports a missing field and a pin outside Pakistan together', () => {
    expect(issues({ ...clifton, name: '', lat: 0, long: 0 })).toEqual({
      name: MESSAGES.fieldRequired,
      lat: ADDRESS_MESSAGES.outsidePakistan,
    });
  });
});

describe('address call bodies', () => {
  it('wraps the address for create and update', () => {
    expect(createAddressBodySchema.parse({ address: clifton })).toEqual({ address: clifton });
    expect(updateAddressBodySchema.parse({ query_id: ' abc ', address: clifton })).toEqual({
      query_id: 'abc',
      address: clifton,
    });
  });

  it.each([undefined, '', '   ', 'x'.repeat(65), 42])(
    'refuses the query_id %j with the not-found message',
    (queryId) => {
      const result = deleteAddressBodySchema.safeParse({ query_id: queryId });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        ADDRESS_MESSAGES.notFound,
      ]);
    },
  );

  it('names the limit in the too-many message', () => {
    expect(ADDRESS_MESSAGES.tooMany).toBe(
      `You can keep up to ${MAX_ADDRESSES_PER_USER} addresses. Delete one to add another.`,
    );
  });
});
