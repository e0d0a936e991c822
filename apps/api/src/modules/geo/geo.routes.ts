import {
  errorEnvelopeSchema,
  geoPlacesQuerySchema,
  geoPlacesResponseSchema,
  geoReverseQuerySchema,
  geoReverseResponseSchema,
  geoSearchQuerySchema,
  geoSearchResponseSchema,
  mapSettingsResponseSchema,
} from '@sauda/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Geocoder } from './geocoder.js';
import { createGeoService } from './geo.service.js';
import { mapSettings } from './map-settings.js';

export interface GeoRoutesOptions {
  /** The app's geocoder (services.ts), or the one a test chooses. */
  geocoder: Geocoder;
}

const FIVE_MINUTES = 'public, max-age=300';

function cacheFor5Minutes(reply: FastifyReply): void {
  reply.header('cache-control', FIVE_MINUTES);
}

/**
 * The maps service: geo/search, geo/reverse, geo/places, geo/map (DESIGN §3), registered under
 * /api/v1. Public: the map picker works before and after signing in.
 */
export const geoRoutes: FastifyPluginAsyncZod<GeoRoutesOptions> = (app, options) => {
  const { geocoder } = options;
  const geo = createGeoService(geocoder);
  const settings = mapSettings(app.config.mapTileUrl);
  // The gazetteer answers the same within a release; a live geocoder's answers may change.
  const cacheAnswers = geocoder.stable ? cacheFor5Minutes : () => undefined;
  const errors = { 400: errorEnvelopeSchema, 502: errorEnvelopeSchema };

  app.get(
    '/geo/search',
    {
      schema: {
        tags: ['geo'],
        summary:
          'Place search for the map picker: areas, markets, landmarks and roads, nearest to lat/long (or the city centre) first',
        querystring: geoSearchQuerySchema,
        response: { 200: geoSearchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const places = await geo.search(request.query);
      cacheAnswers(reply);
      return { places };
    },
  );

  app.get(
    '/geo/reverse',
    {
      schema: {
        tags: ['geo'],
        summary: 'The street, route, area, city and formatted address of a map pin',
        querystring: geoReverseQuerySchema,
        response: { 200: geoReverseResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const location = await geo.reverse(request.query);
      cacheAnswers(reply);
      return { location };
    },
  );

  app.get(
    '/geo/places',
    {
      schema: {
        tags: ['geo'],
        summary:
          'Places inside a map view, areas first, drawn as labelled points when map tiles cannot load',
        querystring: geoPlacesQuerySchema,
        response: { 200: geoPlacesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const places = await geo.placesIn(request.query);
      cacheFor5Minutes(reply);
      return { places };
    },
  );

  app.get(
    '/geo/map',
    {
      schema: {
        tags: ['geo'],
        summary: 'Map settings: tile URL, attribution, default centre and zoom',
        response: { 200: mapSettingsResponseSchema },
      },
    },
    (_request, reply) => {
      cacheFor5Minutes(reply);
      return Promise.resolve({ map: settings });
    },
  );
  return Promise.resolve();
};
