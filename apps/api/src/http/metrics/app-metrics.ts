import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.js';
import { registerDatabaseMetrics } from './database-metrics.js';
import { processMetricsRegistry } from './process-metrics.js';

/** Whose event stream: a shopper's own orders, or a store's. */
export type EventStreamAudience = 'shopper' | 'store';

export interface RequestLabels {
  method: string;
  /** The route's pattern (`/api/v1/users/orders/:orderId`), never the URL with its ids. */
  route: string;
  /** `2xx`, `4xx`…: enough to see errors, few enough series. */
  status_class: string;
}

export interface AppMetrics {
  recordRequest(labels: RequestLabels, seconds: number): void;
  /** Counts a stream as open; the returned function counts it closed (once). */
  eventStreamOpened(audience: EventStreamAudience): () => void;
  /** The Prometheus text of this app's figures and the process's. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One registry per app: tests build many apps in one process, and no figure leaks between them. */
export function createAppMetrics(database: Database): AppMetrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'sauda_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'sauda_http_request_duration_seconds',
    help: 'Time to answer HTTP requests (an event stream counts when it ends).',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const streams = new Gauge({
    name: 'sauda_event_streams_open',
    help: 'Order event streams (Server-Sent Events) open on this instance.',
    labelNames: ['audience'],
    registers: [registry],
  });
  // Both series exist from the start, so a dashboard shows 0 rather than no data.
  streams.set({ audience: 'shopper' }, 0);
  streams.set({ audience: 'store' }, 0);
  registerDatabaseMetrics(registry, database);

  return {
    recordRequest(labels, seconds) {
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    eventStreamOpened(audience) {
      streams.inc({ audience });
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        streams.dec({ audience });
      };
    },
    async scrape() {
      const merged = Registry.merge([registry, processMetricsRegistry()]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}
