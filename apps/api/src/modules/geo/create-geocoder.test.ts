import { describe, expect, it, vi } from 'vitest';
import { createGeocoder } from './create-geocoder.js';
import { FIXTURE_GAZETTEER } from './testing/fixture-gazetteer.js';

describe('createGeocoder', () => {
  const log = { warn: vi.fn() };

  it('answers from the gazetteer by default', async () => {
    const geocoder = createGeocoder({ provider: 'gazetteer' }, FIXTURE_GAZETTEER, log);
    expect(geocoder.stable).toBe(true);
    const places = await geocoder.search('empress', { lat: 24.86, long: 67.01 });
    expect(places.map((place) => place.id)).toEqual(['khi-empress-market']);
  });

  it('talks to the configured Nominatim with GEOCODER=http, logging its failures', async () => {
    const geocoder = createGeocoder(
      { provider: 'http', url: 'http://127.0.0.1:9', key: undefined },
      FIXTURE_GAZETTEER,
      log,
    );
    expect(geocoder.stable).toBe(false);
    await expect(geocoder.reverse({ lat: 24.86, long: 67.01 })).rejects.toMatchObject({
      code: 'geocoder_failed',
    });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'reverse' }),
      'the geocoder did not answer',
    );
  });
});
