import fp from 'fastify-plugin';
import {
  createOrderEventsHub,
  listenerOrderEventsSource,
  type OrderEventsHub,
} from './order-events-hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's hub of the order events channel, shared by every stream. */
    orderEventsHub: OrderEventsHub;
  }
}

/**
 * One hub per API instance, reachable from the shoppers' and the stores' stream routes alike.
 * It hears the channel through the instance's one listening connection (the instance bus's).
 */
export const orderEventsHubPlugin = fp(
  (app) => {
    const hub = createOrderEventsHub(listenerOrderEventsSource(app.databaseListener), app.log);
    app.decorate('orderEventsHub', hub);
    app.addHook('onClose', () => hub.close());
    return Promise.resolve();
  },
  { name: 'sauda-order-events-hub', dependencies: ['sauda-app-context', 'sauda-instance-bus'] },
);
