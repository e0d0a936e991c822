import { describe, expect, it } from 'vitest';
import { PLACE_SEARCH_CENTER } from '@sauda/domain';
import { GAZETTEER } from './data/index.js';
import { indexGazetteer } from './gazetteer-index.js';
import { searchGazetteer } from './place-search.js';

describe('place search beyond the radius on the bundled gazetteer', () => {
  const index = indexGazetteer(GAZETTEER);

  it('puts the place named as typed before nearer places that only lie in it', () => {
    for (const typed of ['f7', 'F-7', 'f 7']) {
      const places = searchGazetteer(index, typed, PLACE_SEARCH_CENTER);
      expect(places[0]?.name).toBe('F-7');
      expect(places.slice(1).every((place) => place.area === 'F-7')).toBe(true);
    }
  });

  it('finds Lahore and Islamabad landmarks from Karachi', () => {
    const liberty = searchGazetteer(index, 'liberty', PLACE_SEARCH_CENTER)[0];
    expect(liberty).toMatchObject({ city: 'Lahore' });
    expect(liberty?.distance).toBeGreaterThan(900);
    expect(searchGazetteer(index, 'faisal mosque', PLACE_SEARCH_CENTER)[0]).toMatchObject({
      city: 'Islamabad',
    });
  });
});
