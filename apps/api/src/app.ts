import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerApiDocs } from './http/api-docs.js';
import { appContext } from './http/app-context.js';
import { authPlugin } from './http/auth.plugin.js';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { createLogger } from './http/logger.js';
import { metricsPlugin } from './http/metrics/metrics.plugin.js';
import { registerRateLimit } from './http/rate-limit/rate-limit.js';
import { genReqId, registerRequestIdHeader } from './http/request-id.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerTextInputGuard } from './http/text-input.js';
import { registerWebApp } from './http/web-app.js';
import { instanceBusPlugin } from './instance-bus/instance-bus.plugin.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { catalogCacheSyncPlugin } from './modules/catalog/catalog-cache-sync.plugin.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { industriesRoutes } from './modules/catalog/industries.routes.js';
import { configRoutes, metaRoutes } from './modules/config/config.routes.js';
import { formsRoutes } from './modules/forms/forms.routes.js';
import { geoRoutes } from './modules/geo/geo.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { storedUploadsRoutes } from './modules/media/stored-uploads.routes.js';
import { merchantRoutes } from './modules/merchant/merchant.routes.js';
import { orderSweepPlugin } from './modules/orders/auto-cancel/order-sweep.plugin.js';
import { orderEventsHubPlugin } from './modules/orders/events/order-events-hub.plugin.js';
import { orderHistoryCachePlugin } from './modules/orders/history-cache/order-history-cache.plugin.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { uploadsRoutes } from './modules/media/uploads.routes.js';
import { receiptsRoutes } from './modules/receipts/receipts.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { buildServices, type AppServices, type ServiceOverrides } from './services.js';

export const API_PREFIX = '/api/v1';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** The server passes the logger it already used for migrations and seeding. */
  logger?: Logger;
  /** Replaces services the configuration would build, e.g. a test's SMS sender. */
  services?: ServiceOverrides;
  /** Sees every route as it is registered, e.g. the security tests' inventory of routes. */
  onRoute?: (route: RouteOptions) => void;
}

const UPLOAD_LIMITS = { fileSize: 5 * 1024 * 1024, files: 5, fields: 50, parts: 60 };

/** Plugins that come from npm: security headers, rate limit, uploads, OpenAPI. */
async function registerExternalPlugins(
  app: FastifyInstance,
  config: Config,
  database: Database,
): Promise<void> {
  registerSecurityHeaders(app, config);
  await registerRateLimit(app, config, database.db);
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  await registerApiDocs(app, config);
}

async function registerRoutes(
  app: FastifyInstance,
  config: Config,
  services: AppServices,
): Promise<void> {
  const { industries } = services;
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(industriesRoutes, { catalog: industries });
      await api.register(authRoutes, { sms: services.sms, industries });
      await api.register(usersRoutes, { industries, saveAvatar: services.saveAvatar });
      await api.register(addressesRoutes, { industries });
      await api.register(catalogRoutes);
      await api.register(searchRoutes);
      await api.register(geoRoutes, { geocoder: services.geocoder });
      await api.register(invoicesRoutes);
      await api.register(receiptsRoutes);
      await api.register(ordersRoutes);
      await api.register(formsRoutes, { files: services.formFiles });
      await api.register(merchantRoutes, {
        prefix: '/merchant',
        productImages: services.productImages,
        storeImages: services.storeImages,
        sms: services.sms,
      });
      await api.register(adminRoutes, {
        prefix: '/admin',
        sms: services.sms,
        files: services.formFiles,
      });
    },
    { prefix: API_PREFIX },
  );
  await app.register(metaRoutes);
  await app.register(mediaRoutes, { prefix: '/media' });
  if (config.media.storage === 'disk') {
    await app.register(uploadsRoutes, { prefix: '/media', mediaDir: config.mediaDir });
  } else {
    await app.register(storedUploadsRoutes, { prefix: '/media', storage: services.storages.media });
  }
}

/** Fastify's types lack the hop count its trustProxy accepts; a function says the same. */
function trustProxyOption(trustProxy: Config['trustProxy']) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/**
 * The whole HTTP application, without listening: the server starts it, tests drive it with
 * `app.inject`. Plugins load external → app → routes; the SPA and its fallback come last.
 */
export async function buildApp({
  config,
  database,
  logger,
  services: overrides,
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  const loggerInstance: FastifyBaseLogger = logger ?? createLogger(config);
  const app = Fastify({
    loggerInstance,
    genReqId,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot decode (`/stores/%`) gets the envelope like any other refusal.
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);
  // First, so that every plugin and route below inherits it.
  registerErrorHandler(app);
  registerRequestIdHeader(app);
  registerJsonBodyParser(app);
  registerTextInputGuard(app);

  await registerExternalPlugins(app, config, database);
  await app.register(appContext, { config, database });
  await app.register(metricsPlugin);
  // The instance's one listening connection: order events and cache invalidations.
  await app.register(instanceBusPlugin);
  await app.register(catalogCacheSyncPlugin);
  await app.register(authPlugin);
  // Order lifecycle shared by several route modules: one events listener, the kept histories,
  // one auto-cancel sweep.
  await app.register(orderEventsHubPlugin);
  await app.register(orderHistoryCachePlugin);
  await app.register(orderSweepPlugin);
  // The composition root: every service is built once here and handed to the plugins that use it.
  const services = buildServices(config, database.db, app.log, overrides);
  app.addHook('onClose', () => services.storages.close());
  await registerRoutes(app, config, services);
  await registerWebApp(app, config.webDistDir);
  return app;
}
