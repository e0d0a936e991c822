import fp from 'fastify-plugin';
import {
  createOrderEventsHub,
  databaseOrderEventsSource,
  type OrderEventsHub,
} from './order-events-hub.js';
import type { BackoffOptions } from './reconnect-backoff.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's one listener of the order events channel, shared by every stream. */
    orderEventsHub: OrderEventsHub;
  }
}

export interface OrderEventsHubPluginOptions {
  /** Waits between tries to listen again after the database connection drops. */
  reconnectBackoff?: BackoffOptions;
}

/**
 * One hub per API instance, reachable from the shoppers' and the stores' stream routes alike,
 * so that an instance holds a single LISTEN connection however many kinds of stream it serves.
 */
export const orderEventsHubPlugin = fp<OrderEventsHubPluginOptions>(
  (app, options) => {
    const sourceFor = databaseOrderEventsSource(
      app.database,
      app.log,
      options.reconnectBackoff ? { backoff: options.reconnectBackoff } : {},
    );
    const hub = createOrderEventsHub(sourceFor, app.log);
    app.decorate('orderEventsHub', hub);
    app.addHook('onClose', () => hub.close());
    return Promise.resolve();
  },
  { name: 'sauda-order-events-hub', dependencies: ['sauda-app-context'] },
);
