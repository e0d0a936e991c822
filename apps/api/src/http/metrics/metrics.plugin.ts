import fp from 'fastify-plugin';
import { probeLogLevel } from '../probe-log-level.js';
import { createAppMetrics, type AppMetrics } from './app-metrics.js';
import { checkMetricsAccess } from './metrics-access.js';
import { routeLabel, statusClass } from './route-label.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus figures, for the parts that count something (event streams). */
    metrics: AppMetrics;
  }
}

export const METRICS_PATH = '/metrics';

/**
 * Prometheus metrics at /metrics: requests and their latency per route, open event streams,
 * the database pool and the process. Every answer is counted once it has been sent.
 */
export const metricsPlugin = fp(
  (app) => {
    const metrics = createAppMetrics(app.database);
    app.decorate('metrics', metrics);

    app.addHook('onResponse', (request, reply, done) => {
      const labels = {
        method: request.method,
        route: routeLabel(request),
        status_class: statusClass(reply.statusCode),
      };
      metrics.recordRequest(labels, reply.elapsedTime / 1000);
      done();
    });

    app.get(
      METRICS_PATH,
      // Scraped every few seconds: not counted by the rate limit nor logged at info.
      {
        logLevel: probeLogLevel(app.config.logLevel),
        config: { rateLimit: false },
        schema: { hide: true },
      },
      async (request, reply) => {
        checkMetricsAccess(app.config.metrics, request.headers.authorization);
        const { contentType, body } = await metrics.scrape();
        return reply.header('cache-control', 'no-store').type(contentType).send(body);
      },
    );
    return Promise.resolve();
  },
  { name: 'sauda-metrics', dependencies: ['sauda-app-context'] },
);
