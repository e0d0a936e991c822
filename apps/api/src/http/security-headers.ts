import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

/**
 * The origin a CSP needs for a Leaflet tile template: `https://{s}.tile.example.org/{z}/…`
 * becomes `https://*.tile.example.org` (subdomain placeholders are any subdomain).
 */
export function tileSourceForCsp(mapTileUrl: string): string {
  const origin = /^https?:\/\/[^/]+/.exec(mapTileUrl)?.[0] ?? '';
  return origin.replace(/\{[^}]*\}/g, '*');
}

/** Where Google Tag Manager and the analytics it loads fetch scripts, pixels and beacons. */
const TAG_MANAGER_SOURCES = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/**
 * Helmet's headers with a CSP for the SPA: its own scripts and fonts, inline styles (MUI's
 * emotion injects style tags), images from itself, data:/blob: URLs and the map tile server.
 * Swagger UI at /api/docs loads only its own files, so the same policy serves it. The tag
 * manager's origins are allowed only when TAG_MANAGER=google; the page still loads it only
 * after the shopper agrees to analytics cookies.
 */
export function helmetOptions(config: Config): HelmetOptions {
  const tagManager = config.tagManager === 'google' ? TAG_MANAGER_SOURCES : [];
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...tagManager],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        imgSrc: ["'self'", 'data:', 'blob:', tileSourceForCsp(config.mapTileUrl), ...tagManager],
        connectSrc: ["'self'", ...tagManager],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        // Over plain http (a local or LAN start) upgrading would break every asset.
        upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
      },
    },
  };
}

/** Runs helmet once against a recording response and answers the headers it set. */
export function renderSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Sets helmet's headers on every answer. They do not depend on the request, so they are
 * rendered once: @fastify/helmet rebuilds the whole helmet middleware on each request, which
 * cost about a third of the throughput of a small JSON route.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = renderSecurityHeaders(helmetOptions(config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
