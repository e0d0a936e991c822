import fp from 'fastify-plugin';
import { ORDER_EVENTS_CHANNEL } from '../modules/orders/order-notification.js';
import { DatabaseListener, databaseListenSource } from './database-listener.js';
import { InstanceBus } from './instance-bus.js';
import { INSTANCE_CHANNEL } from './instance-messages.js';
import type { BackoffOptions } from './reconnect-backoff.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's one listening connection (order events, instance messages). */
    databaseListener: DatabaseListener;
    /** Messages between instances: which caches to forget. */
    instanceBus: InstanceBus;
  }
}

export interface InstanceBusPluginOptions {
  /** Waits between tries to listen again after the database connection drops. */
  reconnectBackoff?: BackoffOptions;
}

/**
 * Listens from the start (`onReady`): the caches that rely on the bus serve from memory only
 * while it listens. Starting does not wait for a database server that is down: the connection
 * keeps trying, and the caches read through to the database meanwhile.
 */
export const instanceBusPlugin = fp<InstanceBusPluginOptions>(
  (app, options) => {
    const listener = new DatabaseListener(
      [ORDER_EVENTS_CHANNEL, INSTANCE_CHANNEL],
      databaseListenSource(app.database, app.log, options.reconnectBackoff),
      app.log,
    );
    app.decorate('databaseListener', listener);
    app.decorate('instanceBus', new InstanceBus(listener, app.log));
    app.addHook('onReady', () => listener.start());
    app.addHook('onClose', () => listener.close());
    return Promise.resolve();
  },
  { name: 'sauda-instance-bus', dependencies: ['sauda-app-context'] },
);
