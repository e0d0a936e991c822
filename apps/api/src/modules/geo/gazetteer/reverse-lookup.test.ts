import { describe, expect, it } from 'vitest';
import { FIXTURE_GAZETTEER } from '../testing/fixture-gazetteer.js';
import type { Gazetteer } from './gazetteer-entry.js';
import { indexGazetteer } from './gazetteer-index.js';
import { reverseGazetteer } from './reverse-lookup.js';

const index = indexGazetteer(FIXTURE_GAZETTEER);
/** About 111 m of latitude. */
const LAT_PER_100M = 0.1 / 111.195;

describe('reverseGazetteer', () => {
  it('names the road a pin is on as street and route, with its area and city', () => {
    // The end of Khayaban-e-Ittehad, some 50 m from DHA Phase 6's centre.
    expect(reverseGazetteer(index, { lat: 24.7935, long: 67.0652 })).toEqual({
      street: 'Khayaban-e-Ittehad',
      area: 'DHA Phase 6',
      route: 'Khayaban-e-Ittehad',
      city: 'Karachi',
      formatted_address: 'Khayaban-e-Ittehad, DHA Phase 6, Karachi',
      lat: 24.7935,
      long: 67.0652,
    });
  });

  it('gives a road 100 m away as the street', () => {
    const location = reverseGazetteer(index, { lat: 24.861 + LAT_PER_100M, long: 67.064 });
    expect(location).toMatchObject({ street: 'Shahrah-e-Faisal', route: 'Shahrah-e-Faisal' });
  });

  it('gives a road about 500 m away as the route only', () => {
    const location = reverseGazetteer(index, { lat: 24.861 + 5 * LAT_PER_100M, long: 67.064 });
    expect(location).toMatchObject({
      street: '',
      route: 'Shahrah-e-Faisal',
      city: 'Karachi',
      formatted_address: 'Shahrah-e-Faisal, Karachi',
    });
  });

  it('leaves the route out beyond 1 km and the area beyond 3 km', () => {
    const location = reverseGazetteer(index, { lat: 24.861 + 12 * LAT_PER_100M, long: 67.064 });
    expect(location).toMatchObject({ street: '', route: '', area: '', city: 'Karachi' });
    expect(location.formatted_address).toBe('Karachi');
  });

  it('starts the address with a market or landmark within 300 m', () => {
    expect(reverseGazetteer(index, { lat: 24.8131, long: 67.0384 })).toMatchObject({
      street: '',
      route: 'Khayaban-e-Ittehad',
      area: 'Clifton',
      formatted_address: 'Zamzama Park, Khayaban-e-Ittehad, Clifton, Karachi',
    });
  });

  it("treats 'Unnamed Road' as no name (SPEC §5)", () => {
    const location = reverseGazetteer(index, { lat: 24.985, long: 66.99 });
    expect(location).toMatchObject({ street: '', route: '', area: '', city: 'Karachi' });
    expect(location.formatted_address).toBe('Karachi');
  });

  it('passes every name through the Unnamed Road rule, areas too', () => {
    const odd: Gazetteer = {
      places: [
        { id: 'x', name: 'unnamed road', kind: 'area', city: 'Karachi', lat: 24.9, long: 67.1 },
      ],
      roads: [],
    };
    expect(reverseGazetteer(indexGazetteer(odd), { lat: 24.9, long: 67.1 })).toMatchObject({
      area: '',
      formatted_address: 'Karachi',
    });
  });

  it('answers blanks far from everything, and the point rounded to 6 decimals', () => {
    expect(reverseGazetteer(index, { lat: 23.123456789, long: 64.987654321 })).toEqual({
      street: '',
      area: '',
      route: '',
      city: '',
      formatted_address: '',
      lat: 23.123457,
      long: 64.987654,
    });
  });

  it('knows no city more than 40 km from every entry', () => {
    // Hyderabad, Sindh: some 150 km from the nearest Karachi entry.
    expect(reverseGazetteer(index, { lat: 25.396, long: 68.3578 }).city).toBe('');
    // Lahore's Liberty Market is in the fixture; a pin 5 km away is still Lahore.
    expect(reverseGazetteer(index, { lat: 31.555, long: 74.344 }).city).toBe('Lahore');
  });
});
