import type { FastifyBaseLogger } from 'fastify';
import type { GeocoderConfig } from '../../config.js';
import type { Gazetteer } from './gazetteer/gazetteer-entry.js';
import { createGazetteerGeocoder } from './gazetteer/gazetteer-geocoder.js';
import type { Geocoder } from './geocoder.js';
import { createNominatimGeocoder } from './nominatim/nominatim-geocoder.js';

/** The geocoder the configuration names (GEOCODER: `gazetteer` by default, or `http`). */
export function createGeocoder(
  config: GeocoderConfig,
  gazetteer: Gazetteer,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Geocoder {
  switch (config.provider) {
    case 'gazetteer':
      return createGazetteerGeocoder(gazetteer);
    case 'http':
      return createNominatimGeocoder({
        url: config.url,
        key: config.key,
        onFailure: (details) => log.warn(details, 'the geocoder did not answer'),
      });
  }
}
